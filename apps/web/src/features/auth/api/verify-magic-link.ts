import { loginResponseSchema, type LoginResponse } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';

/** POST /api/auth/user/verify-magic-link: one use only, so the page asks exactly once per token. */
export async function verifyMagicLink(token: string): Promise<LoginResponse> {
  const { data } = await apiRequest('POST', '/auth/user/verify-magic-link', {
    body: { token },
    schema: loginResponseSchema,
    auth: 'none',
  });
  return data;
}
