import { loginResponseSchema, type LoginRequest, type LoginResponse } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';

/** POST /api/auth/login; a 409 asks for `newPassword` before the sign-in completes. */
export function login(request: LoginRequest): Promise<LoginResponse> {
  return apiData('POST', '/auth/login', {
    body: request,
    schema: loginResponseSchema,
    auth: 'none',
  });
}
