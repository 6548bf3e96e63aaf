import { loginResponseSchema, type AcceptInviteRequest, type LoginResponse } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';

/**
 * POST /api/customers/invites/accept: joins the organisation and answers as a sign-in
 * does; 404 when the invite is no longer valid, validation on password for a new user.
 */
export async function acceptInvite(request: AcceptInviteRequest): Promise<LoginResponse> {
  const { data } = await apiRequest('POST', '/customers/invites/accept', {
    body: request,
    schema: loginResponseSchema,
    auth: 'none',
  });
  return data;
}
