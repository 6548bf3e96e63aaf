import { organisationDetailsSchema, type OrganisationDetails } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useCachingMutation } from '../../../lib/api/use-caching-mutation';
import { organisationQueryKey } from './accounts-query-keys';

/** PATCH /api/customers/organisations/{id}/advance-pay (account.business write, trading:core). */
export function toggleAdvancePay(id: string, enabled: boolean): Promise<OrganisationDetails> {
  return apiData('PATCH', `/customers/organisations/${encodeURIComponent(id)}/advance-pay`, {
    body: { enabled },
    schema: organisationDetailsSchema,
  });
}

export const useToggleAdvancePay = (id: string) =>
  useCachingMutation(organisationQueryKey(id), (enabled: boolean) => toggleAdvancePay(id, enabled));
