import type { SellerListing } from '@harvest/domain';
import { formatMoney } from '@harvest/domain';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatDateTime } from '../../../lib/format/format-date-time';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { DetailList } from '../../../ui/detail-list';
import { formatMonths } from './format-month';
import { formatTonnes, formatTonnesRange } from './trading-format';

/** What the seller listed, read-only: crop, quantity, movement, times, haulage, prices (the target marked internal). */
export function ListingDetails({ listing }: { listing: SellerListing }) {
  const { t } = useTranslation();
  const { crop, grade } = useCropNames();
  const yes = (flag: boolean) => (flag ? t('trading.seller.yes') : t('trading.seller.no'));
  const movement =
    listing.movement.kind === 'harvest'
      ? t('trading.seller.details.movementHarvest', { months: formatMonths(listing.movementMonths) })
      : listing.movement.kind === 'range'
        ? t('trading.seller.details.movementRange', {
            start: formatCalendarDate(listing.movement.startDate),
            end: formatCalendarDate(listing.movement.endDate),
          })
        : formatMonths(listing.movementMonths);
  const collection = [listing.collection.line1, listing.collection.city, listing.collection.postcode]
    .filter(Boolean)
    .join(', ');
  return (
    <DetailList
      rows={[
        { label: t('trading.seller.details.reference'), value: listing.reference },
        { label: t('trading.seller.details.farm'), value: listing.businessUnitName },
        {
          label: t('trading.seller.details.crop'),
          value: [crop(listing.commodityId), grade(listing.commodityId, listing.commodityItemId), listing.variety]
            .filter(Boolean)
            .join(' · '),
        },
        {
          label: t('trading.seller.details.quantity'),
          value: formatTonnesRange(listing.quantityMinKg, listing.quantityMaxKg),
        },
        ...(listing.tradedKg > 0
          ? [
              {
                label: t('trading.seller.details.traded'),
                value: t('trading.seller.details.tradedValue', {
                  traded: formatTonnes(listing.tradedKg),
                  remaining: formatTonnes(listing.remainingKg),
                }),
              },
            ]
          : []),
        { label: t('trading.seller.details.movement'), value: movement },
        { label: t('trading.seller.details.opensAt'), value: formatDateTime(listing.opensAt) },
        { label: t('trading.seller.details.reviewAt'), value: formatDateTime(listing.reviewAt) },
        { label: t('trading.seller.details.offersExpireAt'), value: formatDateTime(listing.offersExpireAt) },
        { label: t('trading.seller.details.editCutoffAt'), value: formatDateTime(listing.editCutoffAt) },
        { label: t('trading.seller.details.closesAt'), value: formatDateTime(listing.closesAt) },
        {
          label: t('trading.seller.details.haulage'),
          value:
            listing.haulage === 'delivered'
              ? t('trading.seller.details.deliveredTo', { postcode: listing.deliveryPostcode ?? '' })
              : t('trading.seller.haulage.ex-farm'),
        },
        ...(collection ? [{ label: t('trading.seller.details.collection'), value: collection }] : []),
        { label: t('trading.seller.details.tasccAssured'), value: yes(listing.tasccAssured) },
        { label: t('trading.seller.details.farmAssured'), value: yes(listing.farmAssured) },
        ...(listing.what3words ? [{ label: t('trading.seller.details.what3words'), value: listing.what3words }] : []),
        {
          label: t('trading.seller.details.guidePrice'),
          value: listing.guidePrice === null ? '—' : formatMoney(listing.guidePrice, listing.currency),
        },
        {
          label: t('trading.seller.details.targetPrice'),
          value: listing.targetPrice === null ? '—' : formatMoney(listing.targetPrice, listing.currency),
        },
        {
          label: t('trading.seller.details.reason'),
          value: listing.reasonId ? t(`trading.seller.reasons.${listing.reasonId}`) : '—',
        },
        { label: t('trading.seller.details.anonymous'), value: yes(listing.anonymous) },
        ...(listing.notes ? [{ label: t('trading.seller.details.notes'), value: listing.notes }] : []),
        ...(listing.endedAt
          ? [
              {
                label: t('trading.seller.details.endedAt'),
                value: listing.endReasonId
                  ? t('trading.seller.details.endedWith', {
                      at: formatDateTime(listing.endedAt),
                      reason: t(`trading.seller.endReasons.${listing.endReasonId}`, {
                        defaultValue: listing.endReasonId,
                      }),
                    })
                  : formatDateTime(listing.endedAt),
              },
            ]
          : []),
      ]}
    />
  );
}
