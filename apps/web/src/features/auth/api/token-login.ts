import { loginResponseSchema, type LoginResponse } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';

/** POST /api/auth/user/token-login: any page opened with a `token` query value signs in with it. */
export function tokenLogin(token: string): Promise<LoginResponse> {
  return apiData('POST', '/auth/user/token-login', {
    body: { token },
    schema: loginResponseSchema,
    auth: 'none',
  });
}
