import { loginResponseSchema, type LoginRequest, type LoginResponse } from '@harvest/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';

/** POST /api/auth/login; a 409 asks for `newPassword` before the sign-in completes. */
export async function login(request: LoginRequest): Promise<LoginResponse> {
  const { data } = await apiRequest('POST', '/auth/login', {
    body: request,
    schema: loginResponseSchema,
    auth: 'none',
  });
  return data;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
