import type { BidView } from '@harvest/domain';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../ui/error-state';
import { LoadingState } from '../../../ui/loading-state';
import { useSellerListing } from '../api/get-seller-listing';
import { SellerOffers } from './seller-offers';

/** The seller's side of an offer's page: the offer as on the review screen, with Accept or Ask to reopen. */
export function SellerBidPanel({ bid, onRefresh }: { bid: BidView; onRefresh: () => void }) {
  const { t } = useTranslation();
  const listing = useSellerListing(bid.listingId);
  if (listing.isPending) return <LoadingState label={t('trading.seller.offers.loading')} />;
  if (listing.isError) {
    return (
      <ErrorState
        title={t('trading.seller.offers.loadError')}
        message={listing.error.message}
        onRetry={() => void listing.refetch()}
        retrying={listing.isFetching}
      />
    );
  }
  return (
    <Stack gap="md">
      <SellerOffers
        bids={[bid]}
        listing={listing.data}
        withLinks={false}
        onDeadline={() => {
          onRefresh();
          void listing.refetch();
        }}
      />
    </Stack>
  );
}
