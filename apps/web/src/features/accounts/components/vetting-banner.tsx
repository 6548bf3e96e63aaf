import { landingPath, needsVetting, SUPPORT_PHONE } from '@harvest/domain';
import { Alert, Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { telHref } from '../../../lib/format/tel-href';
import { landingSubjectOf } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';

const dismissedKey = (organisationId: string) => `harvest:vetting-notice-dismissed:${organisationId}`;

function readDismissed(organisationId: string): boolean {
  try {
    return window.localStorage.getItem(dismissedKey(organisationId)) !== null;
  } catch {
    return false;
  }
}

function storeDismissed(organisationId: string): void {
  try {
    window.localStorage.setItem(dismissedKey(organisationId), new Date().toISOString());
  } catch {
    // Nowhere to keep it: the notice shows again on the next visit to the landing page, which is harmless.
  }
}

/**
 * While the organisation waits to be vetted (spec §6: a contact prompt is shown), the page it lands on says so, once:
 * not on every page (issue 20), and not again once dismissed on this device. A trading page still shows the full
 * prompt in its place (VettingPrompt).
 */
export function VettingBanner() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const organisationId = session.profile?.organisation.id ?? '';
  const [dismissed, setDismissed] = useState(() => readDismissed(organisationId));
  const { profile } = session;
  if (!profile || !needsVetting(profile.organisation) || dismissed || readDismissed(organisationId)) return null;
  if (pathname !== landingPath(landingSubjectOf(session))) return null;

  const dismiss = () => {
    storeDismissed(organisationId);
    setDismissed(true);
  };
  return (
    <Alert
      color="orange"
      variant="light"
      mb="lg"
      // A region named by its title (Mantine labels the alert by it), so it can be found and read as one piece.
      role="region"
      title={t('vetting.bannerTitle')}
      withCloseButton
      closeButtonLabel={t('vetting.dismiss')}
      // Mantine's orange title on the light orange is below the 4.5:1 that AA asks for: the title is in the text colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      onClose={dismiss}
    >
      <Text size="sm">
        {t('accounts.notVetted', { phone: SUPPORT_PHONE })}{' '}
        <Anchor href={telHref(SUPPORT_PHONE)} size="sm" fw={600}>
          {t('vetting.call')}
        </Anchor>
      </Text>
      {profile.organisation.modules.some((module) => module.id === 'inventory:core') && (
        <Text size="sm" mt="xs">
          {t('vetting.meanwhile')}
        </Text>
      )}
    </Alert>
  );
}
