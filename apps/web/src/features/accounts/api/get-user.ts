import { userInfoSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { userQueryKey } from './accounts-query-keys';

/** GET /api/customers/users/{userId}: one member as the permissions modal edits them. */
export const userQuery = apiGetQuery({
  key: userQueryKey,
  path: (userId: string) => `/customers/users/${encodeURIComponent(userId)}`,
  schema: userInfoSchema,
});

/** No query while no member is chosen. */
export const useUser = (userId: string | null) => userQuery.useQuery(userId ?? '', { enabled: userId !== null });
