import { loginResponseSchema, type AcceptInviteRequest, type LoginResponse } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';

/**
 * POST /api/customers/invites/accept: joins the organisation and answers as a sign-in
 * does; 404 when the invite is no longer valid, validation on password for a new user.
 */
export function acceptInvite(request: AcceptInviteRequest): Promise<LoginResponse> {
  return apiData('POST', '/customers/invites/accept', {
    body: request,
    schema: loginResponseSchema,
    auth: 'none',
  });
}
