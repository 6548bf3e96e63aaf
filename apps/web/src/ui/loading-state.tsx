import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Spec: after 6 s say it is still loading, after 15 s mention the connection, after 25 s
// (only when the browser is online) suggest reloading.
const STAGES = [
  { afterMs: 6_000, stage: 'still' },
  { afterMs: 15_000, stage: 'connection' },
  { afterMs: 25_000, stage: 'tooLong' },
] as const;
type Stage = 'start' | (typeof STAGES)[number]['stage'];

interface LoadingStateProps {
  /** What is loading, for screen readers: 'Loading the mailbox'. */
  label?: string;
}

export function LoadingState({ label }: LoadingStateProps) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<Stage>('start');

  useEffect(() => {
    const timers = STAGES.map(({ afterMs, stage: next }) =>
      setTimeout(() => {
        if (next === 'tooLong' && !navigator.onLine) return;
        setStage(next);
      }, afterMs),
    );
    return () => timers.forEach(clearTimeout);
  }, []);

  const hint =
    stage === 'still'
      ? t('common.stillLoading')
      : stage === 'connection'
        ? t('common.checkConnection')
        : stage === 'tooLong'
          ? t('common.takingTooLong')
          : null;

  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden="true" />
        <Text size="sm">{hint ?? label ?? t('common.loading')}</Text>
      </Stack>
    </Center>
  );
}
