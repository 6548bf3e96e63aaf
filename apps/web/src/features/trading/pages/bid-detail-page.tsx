import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { paths } from '../../../lib/paths';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { useBid } from '../api/get-bid';
import { BuyerBidPanel } from '../components/buyer-bid-panel';
import { SellerBidPanel } from '../components/seller-bid-panel';
import { useIdleSignOut } from '../components/use-idle-sign-out';
import { useSubjectPage } from '../components/use-subject-page';

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
  const page = useSubjectPage(bid, {
    title: (data) => t('trading.seller.bid.title', { reference: data.listingReference }),
    loading: t('trading.seller.bid.loading'),
    loadError: t('trading.seller.bid.loadError'),
    heading: t('trading.seller.bid.heading'),
  });
  if (page.standIn) return page.standIn;
  const data = page.data;
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
