import { organisationDetailsSchema, type OrganisationDetails, type OrganisationPatch } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useCachingMutation } from '../../../lib/api/use-caching-mutation';
import { organisationQueryKey } from './accounts-query-keys';

/**
 * PATCH /api/customers/organisations/{id} (account.business write): any section alone. The
 * per-country rules come back as validation on the section's fields.
 */
export function updateOrganisation(id: string, patch: OrganisationPatch): Promise<OrganisationDetails> {
  return apiData('PATCH', `/customers/organisations/${encodeURIComponent(id)}`, {
    body: patch,
    schema: organisationDetailsSchema,
  });
}

export const useUpdateOrganisation = (id: string) =>
  useCachingMutation(organisationQueryKey(id), (patch: OrganisationPatch) => updateOrganisation(id, patch));
