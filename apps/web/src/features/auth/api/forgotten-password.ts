import type { z } from 'zod';
import type { forgottenPasswordRequestSchema } from '@harvest/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';

export type ForgottenPasswordRequest = z.output<typeof forgottenPasswordRequestSchema>;

/** POST /api/auth/forgotten-password: always 200, so nobody can learn who has an account. */
export async function forgottenPassword(request: ForgottenPasswordRequest): Promise<string> {
  const { message } = await apiRequest('POST', '/auth/forgotten-password', { body: request, auth: 'none' });
  return message;
}

export function useForgottenPassword() {
  return useMutation({ mutationFn: forgottenPassword });
}
