import { useMutation } from '@tanstack/react-query';
import { sendProfileChange } from './send-profile-change';

/** POST /api/customers/users/me/accept-terms: the profile comes back with settings.terms true. */
export const acceptTerms = () => sendProfileChange('/customers/users/me/accept-terms', { accepted: true });

export const useAcceptTerms = () => useMutation({ mutationFn: acceptTerms });
