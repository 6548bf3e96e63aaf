import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/offline/use-online';
import { usePageTitle } from '../../ui/use-page-title';
import { ErrorPageFrame } from '../errors/error-page-frame';

interface AppLoadFailureProps {
  /** What Try again does: loads the app again. */
  onRetry?: () => void;
}

/**
 * The app (or a page's code) could not be loaded (spec trading-logistics-help §8): 'failedToLoad'
 * with a retry, or, while the device is offline, 'youAreOfflineTryAgainInternetConnection'.
 */
export function AppLoadFailure({ onRetry = () => window.location.reload() }: AppLoadFailureProps) {
  const { t } = useTranslation();
  const online = useOnline();
  const title = online ? t('offline.failedToLoad') : t('offline.youAreOfflineTryAgainInternetConnection');
  usePageTitle(title);
  return <ErrorPageFrame title={title} actions={<Button onClick={onRetry}>{t('common.retry')}</Button>} />;
}
