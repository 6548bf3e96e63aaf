import { LOADING_STAGE_THRESHOLDS_MS, loadingStage, type LoadingStage } from '@harvest/domain';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface LoadingStateProps {
  /** What is loading, for screen readers: 'Loading the mailbox'. */
  label?: string;
  /** Called when the user asks to reload after the wait timed out; reloads the page by default. */
  onReload?: () => void;
}

function readOnline(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.onLine;
}

/**
 * A loader that says more the longer the wait (spec platform §2): still loading after 6 s,
 * check the connection after 15 s, and after 25 s, only when online, taking too long with a
 * Reload button (timed out). Offline it keeps asking about the connection.
 */
export function LoadingState({ label, onReload }: LoadingStateProps) {
  const { t } = useTranslation();
  // The last threshold passed; the stage is read from it and whether the browser is online.
  const [elapsedMs, setElapsedMs] = useState(0);
  const [online, setOnline] = useState(readOnline);

  useEffect(() => {
    const timers = LOADING_STAGE_THRESHOLDS_MS.map((afterMs) => setTimeout(() => setElapsedMs(afterMs), afterMs));
    return () => timers.forEach(clearTimeout);
  }, []);

  useEffect(() => {
    const update = () => setOnline(readOnline());
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  // Offline, a page with nothing saved on the device cannot load until the connection returns (its reads wait for
  // it): say so at once rather than spin (issue 20). It loads by itself when the device is back online.
  if (!online) {
    return (
      <Center py="xl" role="status" aria-live="polite" data-stage="offline">
        <Stack align="center" gap="xs" maw={480}>
          <Text fw={600} ta="center">
            {t('offlinePage.title')}
          </Text>
          <Text size="sm" ta="center">
            {t('offlinePage.body')}
          </Text>
        </Stack>
      </Center>
    );
  }

  const stage: LoadingStage = loadingStage(elapsedMs, online);
  const hints: Record<LoadingStage, string> = {
    loading: label ?? t('common.loading'),
    stillLoading: t('common.stillLoading'),
    checkConnection: t('common.checkConnection'),
    timedOut: t('common.takingTooLong'),
  };

  return (
    <Center py="xl" role="status" aria-live="polite" data-stage={stage}>
      <Stack align="center" gap="sm">
        {stage !== 'timedOut' && <Loader aria-hidden="true" />}
        <Text size="sm" ta="center">
          {hints[stage]}
        </Text>
        {stage === 'timedOut' && (
          <Button variant="default" onClick={onReload ?? (() => window.location.reload())}>
            {t('common.reload')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
