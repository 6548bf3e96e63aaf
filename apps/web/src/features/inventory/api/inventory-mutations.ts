import {
  movementSchema,
  stockRecordSchema,
  storageSchema,
  type AdjustmentCreate,
  type MovementCreate,
  type MovementDuplicate,
  type StockRecordCreate,
  type StorageCreate,
} from '@harvest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { INVENTORY_QUERY_KEY } from './inventory-query-keys';

/**
 * A change to stock (a harvest's too: it moves grain): sent once (the client adds an Idempotency-Key), then every
 * inventory view is refreshed.
 */
export function useInventoryMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVENTORY_QUERY_KEY }),
  });
}

/** POST /api/inventory/storages. */
export const useCreateStorage = () =>
  useInventoryMutation(
    async (body: StorageCreate) =>
      (await apiRequest('POST', '/inventory/storages', { body, schema: storageSchema, auth: 'required' })).data,
  );

/** POST /api/inventory/records: a record with its opening quantity. */
export const useCreateRecord = () =>
  useInventoryMutation(
    async (body: StockRecordCreate) =>
      (await apiRequest('POST', '/inventory/records', { body, schema: stockRecordSchema, auth: 'required' })).data,
  );

/** POST /api/inventory/records/{id}/adjustments: a loss or a stock-take correction. */
export const useAdjustRecord = () =>
  useInventoryMutation(
    async ({ recordId, ...body }: AdjustmentCreate & { recordId: string }) =>
      (
        await apiRequest('POST', `/inventory/records/${encodeURIComponent(recordId)}/adjustments`, {
          body,
          schema: stockRecordSchema,
          auth: 'required',
        })
      ).data,
  );

/** POST /api/inventory/movements: 409 with the conflicts that stop it. */
export const useCreateMovement = () =>
  useInventoryMutation(
    async (body: MovementCreate) =>
      (await apiRequest('POST', '/inventory/movements', { body, schema: movementSchema, auth: 'required' })).data,
  );

/** POST /api/inventory/movements/{id}/complete: checked again as things stand now (409 with its conflicts). */
export const useCompleteMovement = () =>
  useInventoryMutation(
    async (id: string) =>
      (
        await apiRequest('POST', `/inventory/movements/${encodeURIComponent(id)}/complete`, {
          schema: movementSchema,
          auth: 'required',
        })
      ).data,
  );

/** POST /api/inventory/movements/{id}/duplicate: planned copies, no more than the sources can bear. */
export const useDuplicateMovement = () =>
  useInventoryMutation(
    async ({ id, ...body }: MovementDuplicate & { id: string }) =>
      (
        await apiRequest('POST', `/inventory/movements/${encodeURIComponent(id)}/duplicate`, {
          body,
          schema: movementSchema.array(),
          auth: 'required',
        })
      ).data,
  );

/** DELETE /api/inventory/movements/{id}: a planned movement only. */
export const useDeleteMovement = () =>
  useInventoryMutation(async (id: string) => {
    await apiRequest('DELETE', `/inventory/movements/${encodeURIComponent(id)}`, { auth: 'required' });
  });
