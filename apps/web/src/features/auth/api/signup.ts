import { signupResponseSchema, type SignupRequest, type SignupResponse } from '@harvest/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';

export interface SignupResult {
  signup: SignupResponse;
  /** 'We have sent you an email…': what the API says happens next. */
  message: string;
}

/**
 * POST /api/customers/signup: a new business and its owner, waiting for the emailed link
 * to confirm the address. A taken email or business name comes back as validation (409).
 */
export async function signup(request: SignupRequest): Promise<SignupResult> {
  const { data, message } = await apiRequest('POST', '/customers/signup', {
    body: request,
    schema: signupResponseSchema,
    auth: 'none',
  });
  return { signup: data, message };
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
