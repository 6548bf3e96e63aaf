import type { z } from 'zod';
import type { forgottenPasswordRequestSchema } from '@harvest/domain';
import { useMutation } from '@tanstack/react-query';
import { apiMessage } from '../../../lib/api/api-data';

export type ForgottenPasswordRequest = z.output<typeof forgottenPasswordRequestSchema>;

/** POST /api/auth/forgotten-password: always 200, so nobody can learn who has an account. */
export const forgottenPassword = (request: ForgottenPasswordRequest) =>
  apiMessage('POST', '/auth/forgotten-password', { body: request, auth: 'none' });

export const useForgottenPassword = () => useMutation({ mutationFn: forgottenPassword });
