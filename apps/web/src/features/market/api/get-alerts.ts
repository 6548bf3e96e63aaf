import { priceAlertSchema } from '@harvest/domain';
import { z } from 'zod';
import { apiGetQuery } from '../../../lib/api/api-query';
import { ALERTS_QUERY_KEY } from './market-query-keys';

/** GET /api/trading/alert-preferences: the person's own price alerts. */
export const alertsQuery = apiGetQuery({
  key: () => [...ALERTS_QUERY_KEY],
  path: () => '/trading/alert-preferences',
  schema: z.array(priceAlertSchema),
});

export const useAlerts = (enabled = true) => alertsQuery.useQuery(undefined, { enabled });
