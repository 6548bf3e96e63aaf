import { signupResponseSchema, type SignupRequest, type SignupResponse } from '@harvest/domain';
import { useMutation } from '@tanstack/react-query';
import { apiReply, type ApiReply } from '../../../lib/api/api-data';

/** The new business and its owner, and what the API says happens next ('We have sent you an email…'). */
export type SignupResult = ApiReply<SignupResponse>;

/**
 * POST /api/customers/signup: a new business and its owner, waiting for the emailed link
 * to confirm the address. A taken email or business name comes back as validation (409).
 */
export const signup = (request: SignupRequest): Promise<SignupResult> =>
  apiReply('POST', '/customers/signup', { body: request, schema: signupResponseSchema, auth: 'none' });

export const useSignup = () => useMutation({ mutationFn: signup });
