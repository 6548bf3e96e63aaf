import type { z } from 'zod';
import type { sendMagicLinkRequestSchema } from '@harvest/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';

export type SendMagicLinkRequest = z.output<typeof sendMagicLinkRequestSchema>;

/** POST /api/auth/user/send-magic-link: always 200; the email links to sign-in-without-password?token=. */
export async function sendMagicLink(request: SendMagicLinkRequest): Promise<string> {
  const { message } = await apiRequest('POST', '/auth/user/send-magic-link', { body: request, auth: 'none' });
  return message;
}

export function useSendMagicLink() {
  return useMutation({ mutationFn: sendMagicLink });
}
