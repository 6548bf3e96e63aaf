import { groupSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { groupsQueryKey } from './accounts-query-keys';

/** GET /api/auth/v1/group: the built-in groups and the organisation's own. */
export const groupsQuery = apiGetQuery({
  key: () => groupsQueryKey,
  path: () => '/auth/v1/group',
  schema: groupSchema.array(),
  staleTime: 5 * 60_000,
});

export const useGroups = () => groupsQuery.useQuery();
