import type { SellerListing } from '@harvest/domain';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { paths } from '../../../lib/paths';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { ListingStateBadge } from './listing-state-badge';
import { ReviewCountdown } from './review-countdown';
import { formatTonnesRange } from './trading-format';
import { FactLine } from './fact-line';

/** One of the seller's listings: what it is, when it is reviewed (with the time left), its state and its offers. */
export function SellerListingCard({ listing, onDeadline }: { listing: SellerListing; onDeadline?: () => void }) {
  const { t } = useTranslation();
  const { crop, grade } = useCropNames();
  const headingId = `listing-${listing.id}`;
  const cropLine = [crop(listing.commodityId), grade(listing.commodityId, listing.commodityItemId), listing.variety]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card component="article" withBorder padding="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id={headingId}>
              <Anchor component={Link} to={paths.manageListing(listing.id)} inherit>
                {cropLine}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed">
              {t('trading.seller.list.reference', { reference: listing.reference })} · {listing.businessUnitName}
            </Text>
          </Stack>
          <ListingStateBadge state={listing.state} />
        </Group>
        <FactLine
          facts={[
            {
              label: t('trading.seller.list.quantity'),
              value: formatTonnesRange(listing.quantityMinKg, listing.quantityMaxKg),
            },
            { label: t('trading.seller.list.review'), value: formatDateTime(listing.reviewAt) },
            { label: t('trading.seller.list.offers'), value: listing.offerCount },
          ]}
        />
        <ReviewCountdown listing={listing} onEnd={onDeadline} />
        <Group gap="sm" wrap="wrap">
          <Button
            component={Link}
            to={paths.listingBids(listing.id)}
            size="xs"
            variant={listing.offerCount > 0 ? 'filled' : 'default'}
            aria-label={t('trading.seller.list.viewOffersOf', {
              count: listing.offerCount,
              reference: listing.reference,
            })}
          >
            {t('trading.seller.list.viewOffers', { count: listing.offerCount })}
          </Button>
          <Button
            component={Link}
            to={paths.manageListing(listing.id)}
            size="xs"
            variant="default"
            aria-label={t('trading.seller.list.manageOf', { reference: listing.reference })}
          >
            {t('trading.seller.list.manage')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
