import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import { usePageLink } from '../../../ui/page-link';

/** Placeholder until the insights-web lane's lock lands: the insights upgrade is missing, and where to ask for it. */
export function InsightsLock() {
  const { t } = useTranslation();
  const link = usePageLink();
  return (
    <Alert color="blue" variant="light" title={t('market.alerts.lock.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('market.alerts.lock.body')}</Text>
        <Button component={link} href={paths.businessSetup} variant="default" size="xs">
          {t('market.alerts.lock.action')}
        </Button>
      </Stack>
    </Alert>
  );
}
