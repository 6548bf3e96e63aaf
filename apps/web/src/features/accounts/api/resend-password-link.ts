import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';

/** GET /api/customers/users/{userId}/resend-password: emails a member who never signed in a new set-password link. */
export async function resendPasswordLink(userId: string): Promise<string> {
  const { message } = await apiRequest('GET', `/customers/users/${encodeURIComponent(userId)}/resend-password`, {
    auth: 'required',
  });
  return message;
}

export function useResendPasswordLink() {
  return useMutation({ mutationFn: resendPasswordLink });
}
