import { organisationDetailsSchema, type OrganisationDetails } from '@harvest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { organisationQueryKey } from './accounts-query-keys';

/** PATCH /api/customers/organisations/{id}/advance-pay (account.business write, trading:core). */
export async function toggleAdvancePay(id: string, enabled: boolean): Promise<OrganisationDetails> {
  const { data } = await apiRequest('PATCH', `/customers/organisations/${encodeURIComponent(id)}/advance-pay`, {
    body: { enabled },
    schema: organisationDetailsSchema,
    auth: 'required',
  });
  return data;
}

export function useToggleAdvancePay(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => toggleAdvancePay(id, enabled),
    onSuccess: (organisation) => queryClient.setQueryData(organisationQueryKey(id), organisation),
  });
}
