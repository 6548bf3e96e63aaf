import type { UserPreferences } from '@harvest/domain';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../ui/use-page-title';
import { LoadedPreferences } from './loaded-preferences';

interface PreferencesPageFrameProps {
  /** The onboarding step whose title and intro head the page. */
  step: 'signupPreferences' | 'marketingPreferences';
  /** The form, once the person's preferences have loaded. */
  children: (preferences: UserPreferences) => ReactNode;
}

/** An onboarding page about one's preferences: its title and intro, then the form or the load's progress or failure. */
export function PreferencesPageFrame({ step, children }: PreferencesPageFrameProps) {
  const { t } = useTranslation();
  const title = t(`onboarding.${step}.title`);
  usePageTitle(title);

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{t(`onboarding.${step}.intro`)}</Text>
      </Stack>
      <LoadedPreferences errorTitle={t('onboarding.marketingPreferences.loadError')}>{children}</LoadedPreferences>
    </Stack>
  );
}
