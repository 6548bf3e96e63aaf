import { priceAlertSchema, type AlertInput } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { ALERTS_QUERY_KEY } from './market-query-keys';

/** POST /api/trading/alert-preferences: a target-price or futures alert. */
export function createAlert(body: AlertInput) {
  return apiData('POST', '/trading/alert-preferences', { body, schema: priceAlertSchema });
}

export const useCreateAlert = () => useRefreshingMutation(ALERTS_QUERY_KEY, createAlert);
