import { SUPPORT_PHONE } from '@harvest/domain';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { telHref } from '../../../lib/format/tel-href';
import { usePageTitle } from '../../../ui/use-page-title';

/**
 * Spec §6 and trading §8: an organisation not yet fully vetted gets no trading; in place
 * of any trading page it is told so and asked to call support.
 */
export function VettingPrompt() {
  const { t } = useTranslation();
  usePageTitle(t('vetting.title'));
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t('vetting.title')}</Title>
      <Alert color="orange" variant="light">
        <Stack gap="sm" align="flex-start">
          <Text>{t('accounts.notVetted', { phone: SUPPORT_PHONE })}</Text>
          {/* The primary colour: white on Mantine's orange is below the 4.5:1 that AA asks for. */}
          <Button component="a" href={telHref(SUPPORT_PHONE)}>
            {t('vetting.call')}
          </Button>
        </Stack>
      </Alert>
    </Stack>
  );
}
