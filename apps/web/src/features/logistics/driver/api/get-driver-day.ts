import { driverDaySchema } from '@harvest/domain';
import { apiGetQuery } from '../../../../lib/api/api-query';
import { driverPaths } from '../driver-paths';
import { driverDayQueryKey } from './driver-query-keys';

/** GET /api/logistics/driver/jobs: today's jobs in the order to drive them, and the one to open. */
export const getDriverDay = apiGetQuery({
  key: () => driverDayQueryKey,
  path: () => driverPaths.day,
  schema: driverDaySchema,
  // A driver's phone goes in and out of signal: a failure to read shows the day last read, asked again on focus.
  retry: false,
});
