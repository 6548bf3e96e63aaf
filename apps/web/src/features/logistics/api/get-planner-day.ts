import { plannerDaySchema } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { apiQuery } from '../../../lib/api/api-query';

/** Every planner query sits under this key: a change to an allocation refreshes them all. */
export const PLANNER_QUERY_KEY = ['logistics', 'planner'] as const;

/** The day shown: a date, or null for today by the server's clock. */
export const plannerDayQueryKey = (day: string | null) => [...PLANNER_QUERY_KEY, day ?? 'today'] as const;

/**
 * GET /api/logistics/planner (logistics.carrier read): the carrier's vehicles and drivers with the day's allocations,
 * and the loads of its jobs planned or due that day.
 */
export const plannerDayQuery = apiQuery(plannerDayQueryKey, (day: string | null, signal) =>
  apiData('GET', '/logistics/planner', { query: day ? { day } : {}, schema: plannerDaySchema, signal }),
);

export const usePlannerDay = (day: string | null) => plannerDayQuery.useQuery(day);
