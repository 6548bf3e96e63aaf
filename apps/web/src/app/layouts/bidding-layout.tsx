import { Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { MarketInsightNotifications } from '../../features/market/components/market-insight-notifications';
import { HarvestLogo } from '../../ui/harvest-logo';
import { HelpButton } from '../shell/help-button';
import { MAIN_CONTENT_ID, SkipLink } from '../shell/skip-link';

/** Bidding pages: a narrow centred column (576 px, the spec's dialog width) under a small powered-by mark and help. */
export function BiddingLayout() {
  const { t } = useTranslation();
  return (
    <>
      <ScrollRestoration />
      <SkipLink />
      <Container component="header" size={576} py="md">
        <Group justify="space-between" wrap="nowrap">
          <HarvestLogo size="sm" label={t('app.poweredBy')} />
          <HelpButton />
        </Group>
      </Container>
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size={576} pb="xl">
        <Outlet />
      </Container>
      <MarketInsightNotifications />
    </>
  );
}
