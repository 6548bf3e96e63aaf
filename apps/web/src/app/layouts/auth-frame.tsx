import { Anchor, Box, Center, Group, Paper, Stack, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { HarvestLogo } from '../../ui/harvest-logo';
import { usePageLink } from '../../ui/page-link';
import { MAIN_CONTENT_ID, SkipLink } from '../shell/skip-link';

/**
 * Sign-in and onboarding: a centred card under the Harvest mark on a quiet background, full width on a phone and
 * 440 px wide on anything larger. Drawn by the empty layout inside the router and by the quick sign-in before it.
 */
export function AuthFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const PageLink = usePageLink();
  return (
    <Box mih="100dvh" bg="gray.0" py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <SkipLink />
      <Stack maw={440} mx="auto" gap="lg">
        <Center component="header">
          <UnstyledButton component={PageLink} href={paths.login()} aria-label={t('app.homeLink')}>
            <HarvestLogo />
          </UnstyledButton>
        </Center>
        <Paper
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          withBorder
          shadow="sm"
          radius="lg"
          p={{ base: 'lg', sm: 'xl' }}
        >
          {children}
        </Paper>
        <Group component="footer" justify="center" gap="xs">
          <Anchor component={PageLink} href={paths.status} size="sm">
            {t('auth.statusLink')}
          </Anchor>
        </Group>
      </Stack>
    </Box>
  );
}
