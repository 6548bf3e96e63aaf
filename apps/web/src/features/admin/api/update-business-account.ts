import { organisationDetailsSchema, type ModuleId, type OrganisationDetails } from '@harvest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { organisationsQueryKey } from './admin-query-keys';

/** What only a system administrator changes on a business: its vetting and its modules. */
export type BusinessAccountPatch = { vetted: boolean } | { modules: ModuleId[] };

/**
 * PATCH /api/customers/organisations/{id} {vetted} or {modules}. Granting a module the
 * business asked for answers its unlock request, so the list is loaded again.
 */
export async function updateBusinessAccount(id: string, patch: BusinessAccountPatch): Promise<OrganisationDetails> {
  const { data } = await apiRequest('PATCH', `/customers/organisations/${encodeURIComponent(id)}`, {
    body: patch,
    schema: organisationDetailsSchema,
    auth: 'required',
  });
  return data;
}

export function useUpdateBusinessAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: BusinessAccountPatch }) => updateBusinessAccount(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationsQueryKey }),
  });
}
