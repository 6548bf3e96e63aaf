import { stockRecordSchema } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { INVENTORY_QUERY_KEY } from './inventory-query-keys';

/** PATCH /api/inventory/records/{id} {storageContractId}: links the lot to one of the business's storage contracts. */
export function linkStorageContract({ recordId, storageContractId }: { recordId: string; storageContractId: string }) {
  return apiData('PATCH', `/inventory/records/${encodeURIComponent(recordId)}`, {
    body: { storageContractId },
    schema: stockRecordSchema,
  });
}

export const useLinkStorageContract = () => useRefreshingMutation(INVENTORY_QUERY_KEY, linkStorageContract);
