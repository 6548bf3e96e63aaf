import { needsVetting, SUPPORT_PHONE } from '@harvest/domain';
import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { telHref } from '../../../lib/format/tel-href';
import { useSession } from '../../../lib/session/use-session';

/** Across the top of every page while the organisation waits to be vetted (spec §6: a contact prompt is shown). */
export function VettingBanner() {
  const { t } = useTranslation();
  const { profile } = useSession();
  if (!profile || !needsVetting(profile.organisation)) return null;
  return (
    <Alert color="orange" variant="light" mb="lg" role="region" aria-label={t('vetting.bannerRegion')}>
      <Text size="sm">
        {t('accounts.notVetted', { phone: SUPPORT_PHONE })}{' '}
        <Anchor href={telHref(SUPPORT_PHONE)} size="sm" fw={600}>
          {t('vetting.call')}
        </Anchor>
      </Text>
    </Alert>
  );
}
