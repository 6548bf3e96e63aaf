import { stockRecordSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { recordQueryKey } from './inventory-query-keys';

/** GET /api/inventory/records/{id}: one lot (another organisation's is a 404, shown as the not-found page). */
export const recordQuery = apiGetQuery({
  key: recordQueryKey,
  path: (id: string) => `/inventory/records/${encodeURIComponent(id)}`,
  schema: stockRecordSchema,
});

export const useRecord = (id: string) => recordQuery.useQuery(id);
