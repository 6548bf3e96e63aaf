import type { ResetPasswordRequest } from '@harvest/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';

/** POST /api/auth/reset-password; a wrong or expired code comes back as validation on confirmationCode. */
export async function resetPassword(request: ResetPasswordRequest): Promise<void> {
  await apiRequest('POST', '/auth/reset-password', { body: request, auth: 'none' });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
