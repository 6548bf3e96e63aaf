import { userInfoSchema, type BulkPermissions } from '@harvest/domain';
import { apiReply } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { ACCOUNTS_QUERY_KEY } from './accounts-query-keys';

/** PATCH /api/customers/users/permissions (owner): the same permissions for several members at once. */
export const updateMembersPermissions = (request: BulkPermissions) =>
  apiReply('PATCH', '/customers/users/permissions', { body: request, schema: userInfoSchema.array() });

// The members' list and any member opened since: all of the team's queries.
export const useUpdateMembersPermissions = () => useRefreshingMutation(ACCOUNTS_QUERY_KEY, updateMembersPermissions);
