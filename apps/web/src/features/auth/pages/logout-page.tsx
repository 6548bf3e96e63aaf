import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { LoadingState } from '../../../ui/loading-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { signOut } from '../sign-in';

/** Runs the logout steps once, forgets everything loaded for the user, and goes to sign-in. */
export function LogoutPage() {
  const { t } = useTranslation();
  usePageTitle(t('shell.signOut'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then(() => {
      queryClient.clear();
      return navigate(paths.login(), { replace: true });
    });
  }, [navigate, queryClient]);

  return <LoadingState label={t('auth.logout.signingOut')} />;
}
