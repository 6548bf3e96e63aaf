import { organisationDetailsSchema, type ModuleId, type OrganisationDetails } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { organisationsQueryKey } from './admin-query-keys';

/** What only a system administrator changes on a business: its vetting and its modules. */
export type BusinessAccountPatch = { vetted: boolean } | { modules: ModuleId[] };

/**
 * PATCH /api/customers/organisations/{id} {vetted} or {modules}. Granting a module the
 * business asked for answers its unlock request, so the list is loaded again.
 */
export function updateBusinessAccount(id: string, patch: BusinessAccountPatch): Promise<OrganisationDetails> {
  return apiData('PATCH', `/customers/organisations/${encodeURIComponent(id)}`, {
    body: patch,
    schema: organisationDetailsSchema,
  });
}

export const useUpdateBusinessAccount = () =>
  useRefreshingMutation(organisationsQueryKey, ({ id, patch }: { id: string; patch: BusinessAccountPatch }) =>
    updateBusinessAccount(id, patch),
  );
