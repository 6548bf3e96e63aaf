import { Anchor, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { paths } from '../../../lib/paths';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { ListIcon } from '../../../ui/icons/list-icon';
import { useSubjectPage } from '../components/use-subject-page';
import { useListingBids } from '../api/get-listing-bids';
import { useSellerListing } from '../api/get-seller-listing';
import { ListingStateBadge } from '../components/listing-state-badge';
import { ReviewCountdown } from '../components/review-countdown';
import { SellerOffers } from '../components/seller-offers';
import { formatTonnes, formatTonnesRange } from '../components/trading-format';
import { useIdleSignOut } from '../components/use-idle-sign-out';
import { joinQueries } from '../../../ui/query-state';

/**
 * /trading/market-listing/{id}/bids (also /offers): the review screen (§4). The offers on one listing side by side,
 * the time left until they expire (30 minutes after the review time), and Accept or Ask to reopen on each. A trade
 * is accepted here, so the page signs the seller out after a spell without activity (§2).
 */
export function ListingBidsPage() {
  const { t } = useTranslation();
  useIdleSignOut();
  const id = useParams().marketListingId ?? '';
  const listing = useSellerListing(id);
  const bids = useListingBids(id);
  const { crop } = useCropNames();
  const both = joinQueries(listing, bids);
  const page = useSubjectPage(both, {
    // The tab is named for the listing as soon as it is here, before its offers are.
    title: listing.data
      ? t('trading.seller.offers.title', { reference: listing.data.reference })
      : t('trading.seller.offers.loading'),
    loading: t('trading.seller.offers.loading'),
    loadError: t('trading.seller.offers.loadError'),
    heading: t('trading.seller.offers.heading'),
  });
  if (page.standIn) return page.standIn;
  const [data, offers] = page.data;
  const refresh = both.refetch;

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap="xs">
        <Anchor component={Link} to={paths.manageListing(data.id)} size="sm">
          {t('trading.seller.offers.backToListing', { reference: data.reference })}
        </Anchor>
        <Group align="center" wrap="wrap" gap="sm">
          <Title order={1}>{t('trading.seller.offers.title', { reference: data.reference })}</Title>
          <ListingStateBadge state={data.state} />
        </Group>
        <Text size="sm">
          {t('trading.seller.offers.summary', {
            crop: crop(data.commodityId),
            quantity: formatTonnesRange(data.quantityMinKg, data.quantityMaxKg),
            review: formatDateTime(data.reviewAt),
          })}
        </Text>
        {data.tradedKg > 0 && (
          <Text size="sm">
            {t('trading.seller.details.tradedValue', {
              traded: formatTonnes(data.tradedKg),
              remaining: formatTonnes(data.remainingKg),
            })}
          </Text>
        )}
        <ReviewCountdown listing={data} onEnd={refresh} />
      </Stack>
      {offers.length === 0 ? (
        <EmptyState icon={<ListIcon size={32} />} withIndicatorBackground py="xl">
          <EmptyState.Title order={2}>{t('trading.seller.offers.empty')}</EmptyState.Title>
          <EmptyState.Description>{t('trading.seller.offers.emptyHint')}</EmptyState.Description>
        </EmptyState>
      ) : (
        <SellerOffers bids={offers} listing={data} onDeadline={refresh} />
      )}
    </Stack>
  );
}
