import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../lib/forms/api-validation';
import { paths } from '../../../lib/paths';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { FormAlert } from '../../../ui/form-alert';
import { useModal } from '../../../ui/modals/use-modals';
import { notify } from '../../../ui/notifications/notify';
import { useSubjectPage } from '../components/use-subject-page';
import { useListingFarms } from '../api/get-listing-farms';
import { useSellerListing } from '../api/get-seller-listing';
import { useArchiveListing } from '../api/archive-listing';
import { useEditListing } from '../api/edit-listing';
import { EndListingModal } from '../components/end-listing-modal';
import { ListingDetails } from '../components/listing-details';
import { ListingForm, listingValues } from '../components/listing-form';
import { ListingStateBadge } from '../components/listing-state-badge';
import { RelistModal } from '../components/relist-modal';
import { ReviewCountdown } from '../components/review-countdown';
import { SpecificationSummary } from '../../../ui/specification-summary';
import { QueryState } from '../../../ui/query-state';

const ENDED = ['ended', 'traded', 'archived'];
/** States before the review time, when the edit cutoff (60 minutes before it) is what stops an edit. */
const BEFORE_REVIEW = ['pending', 'scheduled', 'live'];

/**
 * /trading/market-listing/{id}/manage (§4): the listing, editable until 60 minutes before its review time; after
 * that only End listing or Re-list. An ended or traded listing can be archived.
 */
export function ManageListingPage() {
  const { t } = useTranslation();
  const id = useParams().marketListingId ?? '';
  const session = useSession();
  const listing = useSellerListing(id);
  const farms = useListingFarms(session.profile?.organisation.id ?? null);
  const edit = useEditListing();
  const archive = useArchiveListing();
  const endModal = useModal('end-listing');
  const [editing, setEditing] = useState(false);
  const [relisting, setRelisting] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const canWrite = canAccess(session, 'trading.listings', 'write');
  const page = useSubjectPage(listing, {
    title: (data) => t('trading.seller.manage.title', { reference: data.reference }),
    loading: t('trading.seller.manage.loading'),
    loadError: t('trading.seller.manage.loadError'),
    heading: t('trading.seller.manage.heading'),
  });
  if (page.standIn) return page.standIn;
  const data = page.data;
  const ended = ENDED.includes(data.state);
  const canEnd = canWrite && !ended;
  const canRelist = canWrite && !data.canEdit && data.state !== 'archived';
  const canArchive = canWrite && (data.state === 'ended' || data.state === 'traded');

  return (
    <Stack gap="lg" maw={860}>
      <Stack gap="xs">
        <Anchor component={Link} to={paths.sellerListings()} size="sm">
          {t('trading.seller.backToListings')}
        </Anchor>
        <Group align="center" wrap="wrap" gap="sm">
          <Title order={1}>{t('trading.seller.manage.title', { reference: data.reference })}</Title>
          <ListingStateBadge state={data.state} />
        </Group>
        <ReviewCountdown listing={data} onEnd={() => void listing.refetch()} />
      </Stack>
      <FormAlert message={actionError} />
      {!data.canEdit && !ended && (
        <Alert color="blue" variant="light" role="status">
          {BEFORE_REVIEW.includes(data.state) ? t('trading.editCutoff') : t('trading.seller.manage.reviewPassed')}
        </Alert>
      )}
      <Group gap="sm" wrap="wrap">
        <Button component={Link} to={paths.listingBids(data.id)} variant={data.offerCount > 0 ? 'filled' : 'default'}>
          {t('trading.seller.list.viewOffers', { count: data.offerCount })}
        </Button>
        {canWrite && data.canEdit && !editing && (
          <Button variant="default" onClick={() => setEditing(true)}>
            {t('trading.seller.manage.edit')}
          </Button>
        )}
        {canEnd && (
          <Button variant="default" color="red" onClick={endModal.open}>
            {t('trading.seller.end.open')}
          </Button>
        )}
        {canRelist && (
          <Button variant="default" onClick={() => setRelisting(true)}>
            {t('trading.seller.relist.open')}
          </Button>
        )}
        {canArchive && (
          <Button
            variant="default"
            loading={archive.isPending}
            onClick={() => {
              setActionError(null);
              archive.mutate(data.id, {
                onSuccess: () =>
                  notify({
                    message: t('trading.seller.manage.archived', { reference: data.reference }),
                    position: 'floating',
                  }),
                onError: (error) => setActionError(errorMessage(error, t('errors.somethingWentWrong'))),
              });
            }}
          >
            {t('trading.seller.manage.archive')}
          </Button>
        )}
      </Group>
      {editing && data.canEdit ? (
        <QueryState
          query={farms}
          loadingLabel={t('trading.seller.create.loadingFarms')}
          errorTitle={t('trading.seller.create.farmsError')}
        >
          {(farmList) => (
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('trading.seller.manage.edit')}
              </Title>
              <ListingForm
                editing
                defaultValues={listingValues(data)}
                farms={farmList}
                submitLabel={t('trading.seller.manage.save')}
                onCancel={() => setEditing(false)}
                onSubmit={async ({ businessUnitId: _unit, scheduled: _scheduled, ...patch }) => {
                  await edit.mutateAsync({ id: data.id, ...patch });
                  notify({
                    message: t('trading.seller.manage.saved', { reference: data.reference }),
                    position: 'floating',
                  });
                  setEditing(false);
                }}
              />
            </Stack>
          )}
        </QueryState>
      ) : (
        <>
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('trading.seller.manage.details')}
            </Title>
            <ListingDetails listing={data} />
          </Stack>
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('trading.seller.form.sections.specification')}
            </Title>
            <SpecificationSummary specification={data.specification} />
          </Stack>
          <Text size="xs" c="dimmed">
            {t('trading.seller.manage.targetInternal')}
          </Text>
        </>
      )}
      <EndListingModal listing={data} opened={endModal.opened} onClose={endModal.close} />
      <RelistModal listing={data} opened={relisting} onClose={() => setRelisting(false)} />
    </Stack>
  );
}
