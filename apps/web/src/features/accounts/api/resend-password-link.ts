import { useMutation } from '@tanstack/react-query';
import { apiMessage } from '../../../lib/api/api-data';

/** GET /api/customers/users/{userId}/resend-password: emails a member who never signed in a new set-password link. */
export const resendPasswordLink = (userId: string) =>
  apiMessage('GET', `/customers/users/${encodeURIComponent(userId)}/resend-password`);

export const useResendPasswordLink = () => useMutation({ mutationFn: resendPasswordLink });
