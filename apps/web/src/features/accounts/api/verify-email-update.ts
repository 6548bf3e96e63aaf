import { useMutation } from '@tanstack/react-query';
import { sendProfileChange } from './send-profile-change';

/**
 * POST /api/customers/users/verify-update {token}: applies the pending email address. An
 * unknown, used or expired token answers 400 emailChangeInvalid.
 */
export const verifyEmailUpdate = (token: string) => sendProfileChange('/customers/users/verify-update', { token });

export const useVerifyEmailUpdate = () => useMutation({ mutationFn: verifyEmailUpdate });
