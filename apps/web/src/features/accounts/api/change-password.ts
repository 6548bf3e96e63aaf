import type { ChangePasswordRequest } from '@harvest/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';

/** POST /api/auth/change-password; a wrong current password comes back as validation on oldPassword. */
export async function changePassword(request: ChangePasswordRequest): Promise<string> {
  const { message } = await apiRequest('POST', '/auth/change-password', { body: request, auth: 'required' });
  return message;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
