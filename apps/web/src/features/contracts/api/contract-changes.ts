import { contractViewSchema } from '@harvest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { CONTRACTS_QUERY_KEY } from './contracts-query-keys';
import { contractPath } from './save-contract';

/** DELETE /api/trading/contracts/{id}: a contract the business entered, unless a delivery or invoice holds it (409). */
export async function deleteContract(id: string): Promise<void> {
  await apiData('DELETE', contractPath(id));
}

/** POST /api/trading/contracts/{id}/cancel: 30 days' notice to cancel a storage contract (§9). */
export function giveNotice(id: string) {
  return apiData('POST', `${contractPath(id)}/cancel`, { body: {}, schema: contractViewSchema });
}

/** POST /api/trading/contracts/{id}/files: attaches a contract document uploaded through the files kit. */
export function attachContractFile({ id, fileId }: { id: string; fileId: string }) {
  return apiData('POST', `${contractPath(id)}/files`, { body: { fileId }, schema: contractViewSchema });
}

/** DELETE /api/trading/contracts/{id}/files/{fileId}: takes the file off the contract (the file itself stays). */
export async function removeContractFile({ id, fileId }: { id: string; fileId: string }): Promise<void> {
  await apiData('DELETE', `${contractPath(id)}/files/${encodeURIComponent(fileId)}`);
}

/**
 * The delete, after which the contracts are marked stale without being fetched again here: the page of the contract
 * just deleted would otherwise ask for it, be told it is not found and show that in place of going to the list.
 */
export function useDeleteContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContract,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTRACTS_QUERY_KEY, refetchType: 'none' }),
  });
}
export const useGiveNotice = () => useRefreshingMutation(CONTRACTS_QUERY_KEY, giveNotice);
export const useAttachContractFile = () => useRefreshingMutation(CONTRACTS_QUERY_KEY, attachContractFile);
export const useRemoveContractFile = () => useRefreshingMutation(CONTRACTS_QUERY_KEY, removeContractFile);
