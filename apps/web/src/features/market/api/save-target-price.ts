import { targetPriceSchema, type TargetPriceInput } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TARGET_PRICES_QUERY_KEY } from './market-query-keys';

/** PUT /api/trading/target-prices: one target per crop, month and region (a second replaces its price). */
export function saveTargetPrice(body: TargetPriceInput) {
  return apiData('PUT', '/trading/target-prices', { body, schema: targetPriceSchema });
}

export const useSaveTargetPrice = () => useRefreshingMutation(TARGET_PRICES_QUERY_KEY, saveTargetPrice);
