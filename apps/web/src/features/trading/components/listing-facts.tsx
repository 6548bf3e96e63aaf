import type { MarketListing } from '@harvest/domain';
import { useTranslation } from 'react-i18next';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { DetailList } from '../../../ui/detail-list';
import { formatMonths } from './format-month';
import { formatPricePerTonne, formatTonnesRange } from './trading-format';

/** Where the grain is collected as a buyer may see it before a trade: the town and postcode district. */
export function collectionPlace(listing: Pick<MarketListing, 'collection'>): string {
  return [listing.collection.city, listing.collection.postcode].filter(Boolean).join(', ');
}

/** What a buyer needs to price a listing: crop, tonnage, months, haulage, where, guide price and who sells. */
export function ListingFacts({ listing }: { listing: MarketListing }) {
  const { t } = useTranslation();
  const { crop, grade } = useCropNames();
  const gradeName = grade(listing.commodityId, listing.commodityItemId);
  return (
    <DetailList
      rows={[
        { label: t('trading.buyer.listing.reference'), value: listing.reference },
        {
          label: t('trading.buyer.listing.crop'),
          value: [crop(listing.commodityId), gradeName, listing.variety].filter(Boolean).join(' · '),
        },
        {
          label: t('trading.buyer.listing.quantity'),
          value: formatTonnesRange(listing.quantityMinKg, listing.quantityMaxKg),
        },
        { label: t('trading.buyer.listing.movement'), value: formatMonths(listing.movementMonths) },
        {
          label: t('trading.buyer.listing.haulage'),
          value:
            listing.haulage === 'delivered'
              ? t('trading.buyer.listing.delivered', { postcode: listing.deliveryPostcode ?? '' })
              : t('trading.buyer.listing.exFarm'),
        },
        {
          label: t('trading.buyer.listing.collection'),
          value: collectionPlace(listing) || t('trading.buyer.listing.notGiven'),
        },
        {
          label: t('trading.buyer.listing.guidePrice'),
          value:
            listing.guidePrice === null
              ? t('trading.buyer.listing.noGuidePrice')
              : formatPricePerTonne(listing.guidePrice, listing.currency),
        },
        {
          label: t('trading.buyer.listing.seller'),
          value: listing.sellerOrganisationName ?? t('trading.buyer.listing.anonymousSeller'),
        },
      ]}
    />
  );
}
