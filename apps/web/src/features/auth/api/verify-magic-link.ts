import { loginResponseSchema, type LoginResponse } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { completeSignIn } from '../sign-in';
import { magicLinkQueryKey } from './auth-query-keys';

/** POST /api/auth/user/verify-magic-link: one use only, so the page asks exactly once per token. */
export function verifyMagicLink(token: string): Promise<LoginResponse> {
  return apiData('POST', '/auth/user/verify-magic-link', {
    body: { token },
    schema: loginResponseSchema,
    auth: 'none',
  });
}

/**
 * Signs in with the link and answers where to go next. A link works once: one query per token, never retried or
 * refetched, shared by both StrictMode mounts.
 */
export function useMagicLinkSignIn(token: string, redirect: string | null) {
  return useQuery({
    queryKey: magicLinkQueryKey(token),
    queryFn: async () => completeSignIn(await verifyMagicLink(token), redirect),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
