import { useMutation } from '@tanstack/react-query';
import { apiMessage } from '../../../lib/api/api-data';

/** GET /api/auth/resend-password/{email}: sends a new reset code, answering as forgotten-password does. */
export const resendPassword = (email: string) =>
  apiMessage('GET', `/auth/resend-password/${encodeURIComponent(email)}`, { auth: 'none' });

export const useResendPassword = () => useMutation({ mutationFn: resendPassword });
