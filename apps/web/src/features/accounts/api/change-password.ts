import type { ChangePasswordRequest } from '@harvest/domain';
import { useMutation } from '@tanstack/react-query';
import { apiMessage } from '../../../lib/api/api-data';

/** POST /api/auth/change-password; a wrong current password comes back as validation on oldPassword. */
export const changePassword = (request: ChangePasswordRequest) =>
  apiMessage('POST', '/auth/change-password', { body: request });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
