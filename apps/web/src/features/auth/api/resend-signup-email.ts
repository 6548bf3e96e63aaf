import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';

export interface ResendSignupEmailRequest {
  organisationId: string;
  email: string;
}

/** POST /api/customers/signup/{organisationId}: sends the confirmation email again. */
export async function resendSignupEmail({ organisationId, email }: ResendSignupEmailRequest): Promise<string> {
  const { message } = await apiRequest('POST', `/customers/signup/${encodeURIComponent(organisationId)}`, {
    body: { email },
    auth: 'none',
  });
  return message;
}

export function useResendSignupEmail() {
  return useMutation({ mutationFn: resendSignupEmail });
}
