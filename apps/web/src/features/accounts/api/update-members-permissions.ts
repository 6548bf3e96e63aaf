import { userInfoSchema, type BulkPermissions, type UserInfo } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { ACCOUNTS_QUERY_KEY } from './accounts-query-keys';

const usersSchema = userInfoSchema.array();

export interface UpdateMembersPermissionsResult {
  users: UserInfo[];
  message: string;
}

/** PATCH /api/customers/users/permissions (owner): the same permissions for several members at once. */
export async function updateMembersPermissions(request: BulkPermissions): Promise<UpdateMembersPermissionsResult> {
  const { data, message } = await apiRequest('PATCH', '/customers/users/permissions', {
    body: request,
    schema: usersSchema,
    auth: 'required',
  });
  return { users: data, message };
}

// The members' list and any member opened since: all of the team's queries.
export const useUpdateMembersPermissions = () => useRefreshingMutation(ACCOUNTS_QUERY_KEY, updateMembersPermissions);
