import { isOutdatedBrowser } from '@harvest/domain';
import { CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staticOutdatedBannerShown } from './outdated-browser-script';

interface OutdatedBrowserBannerProps {
  /** The browser to judge; the real one by default. */
  userAgent?: string;
}

/**
 * Tells the user when their browser is one the platform no longer supports (spec platform §2:
 * Internet Explorer 11, Chrome 60 or lower, Edge 20 or lower). It sits at the foot of the
 * screen in every layout and can be closed for the rest of the visit. Most flagged browsers
 * cannot run the app at all: `/outdated-browser.js` (see outdated-browser-script.ts) tells them.
 */
export function OutdatedBrowserBanner({ userAgent }: OutdatedBrowserBannerProps) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(false);
  const agent = userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
  // Where the classic script (for browsers that cannot run the app) already said it, say it once.
  if (closed || !isOutdatedBrowser(agent) || staticOutdatedBannerShown()) return null;

  return (
    <Paper
      component="section"
      role="region"
      aria-label={t('shell.outdatedBrowser.label')}
      shadow="md"
      withBorder
      p="md"
      radius={0}
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      bg="yellow.0"
      style={{ zIndex: 1000 }}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm" maw={960} mx="auto">
        <Stack gap={4} style={{ flex: 1 }}>
          <Text fw={700}>{t('shell.outdatedBrowser.title')}</Text>
          <Text size="sm">{t('shell.outdatedBrowser.body')}</Text>
        </Stack>
        <CloseButton aria-label={t('common.close')} onClick={() => setClosed(true)} />
      </Group>
    </Paper>
  );
}
