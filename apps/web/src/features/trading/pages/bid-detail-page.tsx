import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { paths } from '../../../lib/paths';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { usePageTitle } from '../../../ui/use-page-title';
import { useBid } from '../api/get-bid';
import { BuyerBidPanel } from '../components/buyer-bid-panel';
import { SellerBidPanel } from '../components/seller-bid-panel';
import { useIdleSignOut } from '../components/use-idle-sign-out';
import { QueryState } from '../../../ui/query-state';

/**
 * /trading/market-listing/bids/{bidId}: one offer, for either side (`bid.side`). The seller reviews it here as on
 * the listing's review screen (SellerBidPanel: accept, ask to reopen); the buyer changes, withdraws or answers it
 * (BuyerBidPanel). A trade can be accepted here, so the page ends an idle session (§2).
 */
export function BidDetailPage() {
  const { t } = useTranslation();
  useIdleSignOut();
  const bidId = useParams().bidId ?? '';
  const bid = useBid(bidId);
  const { crop } = useCropNames();
  usePageTitle(
    bid.data
      ? t('trading.seller.bid.title', { reference: bid.data.listingReference })
      : t('trading.seller.bid.loading'),
  );

  if (bid.isPending || bid.isError) {
    return (
      <QueryState
        query={bid}
        loadingLabel={t('trading.seller.bid.loading')}
        errorTitle={t('trading.seller.bid.loadError')}
        page={{ heading: t('trading.seller.bid.heading') }}
      />
    );
  }
  const data = bid.data;
  const refresh = () => void bid.refetch();

  return (
    <Stack gap="lg" maw={1000}>
      <Stack gap="xs">
        {data.side === 'seller' ? (
          <Anchor component={Link} to={paths.listingBids(data.listingId)} size="sm">
            {t('trading.seller.bid.backToOffers', { reference: data.listingReference })}
          </Anchor>
        ) : (
          <Anchor component={Link} to={paths.myBids} size="sm">
            {t('trading.buyer.bid.backToOffers')}
          </Anchor>
        )}
        <Title order={1}>{t('trading.seller.bid.title', { reference: data.listingReference })}</Title>
        <Text size="sm">
          {t('trading.seller.bid.summary', { crop: crop(data.commodityId), review: formatDateTime(data.reviewAt) })}
        </Text>
      </Stack>
      {data.side === 'seller' ? (
        <SellerBidPanel bid={data} onRefresh={refresh} />
      ) : (
        <BuyerBidPanel bid={data} onRefresh={refresh} />
      )}
    </Stack>
  );
}
