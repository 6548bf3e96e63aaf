import { stockRecordSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { stockLotQueryKey } from './trading-query-keys';

/**
 * GET /api/inventory/records/{id}: the seller's stock lot a new listing is started from (its crop, grade, variety,
 * year, quantity, quality and how much is already sold). Another business's lot is 404.
 */
export const stockLotQuery = apiGetQuery({
  key: stockLotQueryKey,
  path: (id: string) => `/inventory/records/${encodeURIComponent(id)}`,
  schema: stockRecordSchema,
});

/** Asked only when the page was opened from a lot. */
export const useStockLot = (id: string | null) => stockLotQuery.useQuery(id ?? '', { enabled: Boolean(id) });
