import { useMutation } from '@tanstack/react-query';
import { apiMessage } from '../../../lib/api/api-data';

export interface ResendSignupEmailRequest {
  organisationId: string;
  email: string;
}

/** POST /api/customers/signup/{organisationId}: sends the confirmation email again. */
export const resendSignupEmail = ({ organisationId, email }: ResendSignupEmailRequest) =>
  apiMessage('POST', `/customers/signup/${encodeURIComponent(organisationId)}`, { body: { email }, auth: 'none' });

export const useResendSignupEmail = () => useMutation({ mutationFn: resendSignupEmail });
