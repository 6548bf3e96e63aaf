import type { z } from 'zod';
import type { sendMagicLinkRequestSchema } from '@harvest/domain';
import { useMutation } from '@tanstack/react-query';
import { apiMessage } from '../../../lib/api/api-data';

export type SendMagicLinkRequest = z.output<typeof sendMagicLinkRequestSchema>;

/** POST /api/auth/user/send-magic-link: always 200; the email links to sign-in-without-password?token=. */
export const sendMagicLink = (request: SendMagicLinkRequest) =>
  apiMessage('POST', '/auth/user/send-magic-link', { body: request, auth: 'none' });

export const useSendMagicLink = () => useMutation({ mutationFn: sendMagicLink });
