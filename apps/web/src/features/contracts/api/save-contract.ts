import { contractViewSchema, type ContractCreate, type ContractEdit } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { CONTRACTS_QUERY_KEY } from './contracts-query-keys';

export const contractPath = (id: string) => `/trading/contracts/${encodeURIComponent(id)}`;

/** POST /api/trading/contracts: a sales, premium or storage contract made off the platform, entered by the seller. */
export function createContract(body: ContractCreate) {
  return apiData('POST', '/trading/contracts', { body, schema: contractViewSchema });
}

/** PATCH /api/trading/contracts/{id}: what changed, and nothing else (a trade's contract keeps its traded terms). */
export function editContract({ id, body }: { id: string; body: ContractEdit }) {
  return apiData('PATCH', contractPath(id), { body, schema: contractViewSchema });
}

export const useCreateContract = () => useRefreshingMutation(CONTRACTS_QUERY_KEY, createContract);
export const useEditContract = () => useRefreshingMutation(CONTRACTS_QUERY_KEY, editContract);
