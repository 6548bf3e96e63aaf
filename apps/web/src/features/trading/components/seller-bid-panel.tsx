import type { BidView } from '@harvest/domain';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSellerListing } from '../api/get-seller-listing';
import { SellerOffers } from './seller-offers';
import { QueryState } from '../../../ui/query-state';

/** The seller's side of an offer's page: the offer as on the review screen, with Accept or Ask to reopen. */
export function SellerBidPanel({ bid, onRefresh }: { bid: BidView; onRefresh: () => void }) {
  const { t } = useTranslation();
  const listing = useSellerListing(bid.listingId);
  return (
    <QueryState
      query={listing}
      loadingLabel={t('trading.seller.offers.loading')}
      errorTitle={t('trading.seller.offers.loadError')}
    >
      {(data) => (
        <Stack gap="md">
          <SellerOffers
            bids={[bid]}
            listing={data}
            withLinks={false}
            onDeadline={() => {
              onRefresh();
              void listing.refetch();
            }}
          />
        </Stack>
      )}
    </QueryState>
  );
}
