import {
  contractDetailViewSchema,
  type ContractScaleEdit,
  type FixingCreate,
  type PriceUpdateCreate,
  type RolloverCreate,
} from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { CONTRACTS_QUERY_KEY } from './contracts-query-keys';
import { contractPath } from './save-contract';

/** POST /api/trading/contracts/{id}/fixings: a fixing the two parties agreed on an unfixed contract (either party). */
export function fixContract({ id, body }: { id: string; body: FixingCreate }) {
  return apiData('POST', `${contractPath(id)}/fixings`, { body, schema: contractDetailViewSchema });
}

/** POST /api/trading/contracts/{id}/rollovers: rolls a part into a later month; answers the new contract. */
export function rollOverContract({ id, body }: { id: string; body: RolloverCreate }) {
  return apiData('POST', `${contractPath(id)}/rollovers`, { body, schema: contractDetailViewSchema });
}

/** POST /api/trading/contracts/{id}/price-updates: the buyer's new price after a sample outside the specification. */
export function updateContractPrice({ id, body }: { id: string; body: PriceUpdateCreate }) {
  return apiData('POST', `${contractPath(id)}/price-updates`, { body, schema: contractDetailViewSchema });
}

/** PATCH /api/trading/contracts/{id}/adjustment-scale: the scale agreed on the contract, or null for the UK default. */
export function setContractScale({ id, body }: { id: string; body: ContractScaleEdit }) {
  return apiData('PATCH', `${contractPath(id)}/adjustment-scale`, { body, schema: contractDetailViewSchema });
}

export const useFixContract = () => useRefreshingMutation(CONTRACTS_QUERY_KEY, fixContract);
export const useRollOverContract = () => useRefreshingMutation(CONTRACTS_QUERY_KEY, rollOverContract);
export const useUpdateContractPrice = () => useRefreshingMutation(CONTRACTS_QUERY_KEY, updateContractPrice);
export const useSetContractScale = () => useRefreshingMutation(CONTRACTS_QUERY_KEY, setContractScale);
