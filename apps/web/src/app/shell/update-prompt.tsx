import { APP_UPDATE_CHECK_INTERVAL_MS } from '@harvest/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';

/**
 * Looks for a new build every hour and whenever the window regains focus (a phone left on the
 * seat of a tractor all day still learns of a deploy). Offline there is nothing to ask. Answers
 * the clean-up.
 */
export function watchForUpdates(registration: ServiceWorkerRegistration, target: Window = window): () => void {
  const check = () => {
    if (registration.installing || !target.navigator.onLine) return;
    registration.update().catch((error: unknown) => console.warn('Could not look for a new version', error));
  };
  const timer = setInterval(check, APP_UPDATE_CHECK_INTERVAL_MS);
  target.addEventListener('focus', check);
  return () => {
    clearInterval(timer);
    target.removeEventListener('focus', check);
  };
}

/**
 * The over-the-air update (spec platform §1): the service worker registers here and, when a new
 * build has downloaded and waits, this offers it. Reload hands over to the new worker, which
 * reloads the page; Later keeps the running version until the next start.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | null>(null);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registered) => setRegistration(registered ?? null),
    onRegisterError: (error: unknown) => console.warn('The app could not be installed for offline use', error),
  });

  useEffect(() => (registration ? watchForUpdates(registration) : undefined), [registration]);

  if (!needRefresh) return null;
  return (
    <Paper
      component="section"
      role="region"
      aria-label={t('shell.update.label')}
      shadow="lg"
      withBorder
      p="md"
      pos="fixed"
      bottom={16}
      right={16}
      left={16}
      maw={400}
      ml="auto"
      style={{ zIndex: 1001 }}
    >
      <Stack gap="sm">
        <Stack gap={4} role="status">
          <Text fw={700}>{t('shell.update.available')}</Text>
          <Text size="sm">{t('shell.update.body')}</Text>
        </Stack>
        <Group gap="sm" justify="flex-end">
          <Button variant="default" onClick={() => setNeedRefresh(false)}>
            {t('shell.update.later')}
          </Button>
          <Button onClick={() => void updateServiceWorker(true)}>{t('shell.update.reload')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
