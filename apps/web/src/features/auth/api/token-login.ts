import { loginResponseSchema, type LoginResponse } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';

/** POST /api/auth/user/token-login: any page opened with a `token` query value signs in with it. */
export async function tokenLogin(token: string): Promise<LoginResponse> {
  const { data } = await apiRequest('POST', '/auth/user/token-login', {
    body: { token },
    schema: loginResponseSchema,
    auth: 'none',
  });
  return data;
}
