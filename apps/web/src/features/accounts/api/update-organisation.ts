import { organisationDetailsSchema, type OrganisationDetails, type OrganisationPatch } from '@harvest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { organisationQueryKey } from './accounts-query-keys';

/**
 * PATCH /api/customers/organisations/{id} (account.business write): any section alone. The
 * per-country rules come back as validation on the section's fields.
 */
export async function updateOrganisation(id: string, patch: OrganisationPatch): Promise<OrganisationDetails> {
  const { data } = await apiRequest('PATCH', `/customers/organisations/${encodeURIComponent(id)}`, {
    body: patch,
    schema: organisationDetailsSchema,
    auth: 'required',
  });
  return data;
}

export function useUpdateOrganisation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: OrganisationPatch) => updateOrganisation(id, patch),
    onSuccess: (organisation) => queryClient.setQueryData(organisationQueryKey(id), organisation),
  });
}
