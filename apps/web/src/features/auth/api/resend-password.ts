import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';

/** GET /api/auth/resend-password/{email}: sends a new reset code, answering as forgotten-password does. */
export async function resendPassword(email: string): Promise<string> {
  const { message } = await apiRequest('GET', `/auth/resend-password/${encodeURIComponent(email)}`, { auth: 'none' });
  return message;
}

export function useResendPassword() {
  return useMutation({ mutationFn: resendPassword });
}
