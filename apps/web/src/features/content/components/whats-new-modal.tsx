import { ROLE_SYS_ADMIN, shouldShowWhatsNew, WHATS_NEW_SETTLE_MS } from '@harvest/domain';
import { Badge, Button, Group, Image, Loader, Modal, Stack } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { featureFlagsQuery, useFeatureFlags } from '../../../lib/feature-flags/use-feature-flags';
import { paths } from '../../../lib/paths';
import { httpsImageUrl } from '../../../lib/rich-text/image-url';
import { canAccess, hasRole, isAuthenticated, isImpersonating } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { readLatestUpdatesSeenAt, storeLatestUpdatesSeenAt } from '../../../lib/storage/latest-updates-seen';
import { usePageSettled } from '../../../ui/modals/use-page-settled';
import { notify } from '../../../ui/notifications/notify';
import { useLatestUpdate } from '../api/get-latest-update';

/** Named, so a second failure replaces the first rather than stacking. */
const FAILED_NOTIFICATION_NAME = 'latest-update-failed';

/** Markdown and its sanitiser (about 26 KiB) come with the first update there is to show, not with every page. */
const loadRichText = () => import('../../../lib/rich-text/rich-text');
const RichText = lazy(() => loadRichText().then((module) => ({ default: module.RichText })));

/**
 * The what's-new window (platform §2, trading §2): the newest latest update for the user, shown
 * under the spec's five conditions (shouldShowWhatsNew) when the organisation's whatsNew flag is
 * on. Administrators never get it, nor one impersonating an organisation. The update is fetched
 * only once everything else holds; the flags must have loaded, so an organisation that turned the
 * window off never sees it flash by. Closing it either way stores the seen date on the device.
 * It opens only once the page has settled (issue 20): never under the person's first click after
 * signing in, and never over a dialog they opened.
 */
export function WhatsNewModal({ settleMs = WHATS_NEW_SETTLE_MS }: { settleMs?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = isAuthenticated(session);
  const flags = useFeatureFlags();
  const flagsLoaded = featureFlagsQuery.useQuery(undefined, { enabled: signedIn }).isSuccess;
  const [seenAt, setSeenAt] = useState(readLatestUpdatesSeenAt);

  const profile = session.profile;
  const administrator =
    canAccess(session, 'administrator') || hasRole(session, ROLE_SYS_ADMIN) || isImpersonating(session);
  const facts = {
    authenticated: signedIn,
    administrator,
    // As the route guard reads it: only an explicit refusal is 'not accepted'.
    acceptedTerms: profile?.settings.terms !== false,
    organisationVetted: profile?.organisation.vetted === true,
  };
  const eligible =
    facts.authenticated &&
    !facts.administrator &&
    facts.acceptedTerms &&
    facts.organisationVetted &&
    flagsLoaded &&
    flags.whatsNew;

  const latest = useLatestUpdate(profile?.id ?? '', eligible && profile !== null);

  useEffect(() => {
    // Trading §8: a failed latest-update fetch shows a generic error notification.
    if (latest.isError) {
      notify({ name: FAILED_NOTIFICATION_NAME, type: 'error', message: t('errors.somethingWentWrong') });
    }
  }, [latest.isError, t]);

  const item = latest.data ?? null;
  const due =
    eligible && shouldShowWhatsNew({ ...facts, latestPublishedAt: item?.publishedAt ?? null, seenAt }) && item !== null;
  const settled = usePageSettled(settleMs, due);
  useEffect(() => {
    // Fetched while the page settles, so the window opens with its words.
    if (due) void loadRichText();
  }, [due]);
  const opened = due && settled;

  const markSeen = () => {
    const now = new Date().toISOString();
    storeLatestUpdatesSeenAt(now);
    setSeenAt(now);
  };

  const viewUpdates = () => {
    markSeen();
    if (item) void navigate(paths.latestUpdate(item.latestUpdateArticle.slug));
  };

  if (!item) return null;
  const image = httpsImageUrl(item.imageUrl);
  return (
    <Modal
      opened={opened}
      onClose={markSeen}
      title={item.latestUpdateArticle.title}
      // Its own Close button says it; a second one in the header would share the name.
      withCloseButton={false}
      centered
      size={576}
    >
      <Stack gap="md">
        <Badge variant="light" w="fit-content">
          {t('content.whatsNew.label')}
        </Badge>
        {image && <Image src={image} alt={item.imageAlt} radius="sm" mah={240} fit="cover" />}
        <Suspense fallback={<Loader size="sm" />}>
          <RichText markdown={item.summary} />
        </Suspense>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={markSeen}>
            {t('content.whatsNew.close')}
          </Button>
          <Button onClick={viewUpdates} data-autofocus>
            {t('content.whatsNew.viewUpdates')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
