import { SUPPORT_PHONE } from '@harvest/domain';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { telHref } from '../../../lib/format/tel-href';
import { paths, SUPPORT_EMAIL } from '../../../lib/paths';
import { isAuthenticated } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { Dialog } from '../../../ui/modals/dialog';
import type { ModalComponentProps } from '../../../ui/modals/modal-registry';
import { helpTopicOf } from '../help/help-topics';

/**
 * The help for the page (spec §2, help): what to do on it, from the route's help topic, and where to turn next: the
 * latest updates in the help centre (signed in) and the support team by email or phone. Registered with the modal
 * registry, so the header's help button, or any address with `?action=help`, opens it over any page.
 */
export function HelpModal({ close }: ModalComponentProps) {
  const { t } = useTranslation();
  const topic = helpTopicOf(useMatches().map((match) => match.handle));
  const signedIn = isAuthenticated(useSession());
  return (
    <Dialog opened onClose={close} title={t('content.help.title')} variant="flyout">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('content.help.onThisPage')}
          </Title>
          <Text size="sm">{topic ? t(`content.help.pages.${topic}`) : t('content.help.general')}</Text>
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('content.help.more')}
          </Title>
          {signedIn && (
            // In the help's place in the history: Back from the updates returns to the page, not to this dialog.
            <Anchor component={Link} to={paths.latestUpdates} replace size="sm">
              {t('content.help.latestUpdates')}
            </Anchor>
          )}
          <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm">
            {t('content.help.email', { email: SUPPORT_EMAIL })}
          </Anchor>
          <Anchor href={telHref(SUPPORT_PHONE)} size="sm">
            {t('content.help.call', { phone: SUPPORT_PHONE })}
          </Anchor>
        </Stack>
      </Stack>
    </Dialog>
  );
}
