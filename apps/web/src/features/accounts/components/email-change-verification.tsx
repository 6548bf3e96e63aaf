import { messages } from '@harvest/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { FormAlert } from '../../../ui/form-alert';
import { LoadingState } from '../../../ui/loading-state';
import { meQueryKey, userQueryKey } from '../api/accounts-query-keys';
import { useVerifyEmailUpdate } from '../api/verify-email-update';

/** The query value the confirmation link carries (spec platform §2). */
export const VERIFY_UPDATE_PARAM = 'verifyUpdate';

type Outcome = { tone: 'success' | 'error'; message: string };

/**
 * Arriving from the email-change link: confirms the token once, takes it out of the
 * address (so a reload or a shared link does not send it again), and says how it went.
 */
export function EmailChangeVerification({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const verify = useVerifyEmailUpdate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const token = params.get(VERIFY_UPDATE_PARAM);
  // Strict mode runs effects twice; the token must be sent once.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(VERIFY_UPDATE_PARAM);
        return next;
      },
      { replace: true },
    );
    verify.mutate(token, {
      onSuccess: () => {
        setOutcome({ tone: 'success', message: messages.accounts.emailChanged });
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
        void queryClient.invalidateQueries({ queryKey: userQueryKey(userId) });
      },
      onError: (error) =>
        setOutcome({
          tone: 'error',
          message: isApiError(error) && error.status === 400 ? messages.accounts.emailChangeInvalid : error.message,
        }),
    });
  }, [token, setParams, verify, queryClient, userId]);

  if (verify.isPending) return <LoadingState label={t('account.verifyingEmail')} />;
  return <FormAlert message={outcome?.message ?? null} tone={outcome?.tone} />;
}
