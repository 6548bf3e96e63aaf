import {
  bidState,
  listingState,
  monthPeriod,
  reopenState,
  type BidView,
  type ReopenRequestView,
  type TradeView,
} from '@harvest/domain';
import type { ListingRow } from '../listings/queries';
import { listingFacts } from '../listings/views';
import { iso, isoOrNull } from '../views';
import type { BidOptionRow, BidRow, ReopenRow } from './queries';

function reopenView(row: ReopenRow, now: Date): ReopenRequestView {
  return {
    id: row.id,
    optionId: row.optionId,
    quantityKg: row.quantityKg,
    note: row.note,
    status: reopenState(row, now),
    requestedAt: iso(row.requestedAt),
    expiresAt: iso(row.expiresAt),
    answeredAt: isoOrNull(row.answeredAt),
  };
}

export function bidView(
  row: BidRow,
  options: BidOptionRow[],
  listing: ListingRow,
  now: Date,
  extra: {
    side: 'seller' | 'buyer';
    buyerOrganisationName: string;
    buyerName: string;
    sellerOrganisationName: string | null;
    reopen: ReopenRow | null;
    trade: TradeView | null;
  },
): BidView {
  return {
    id: row.id,
    listingId: row.listingId,
    listingReference: listing.reference,
    listingState: listingState(listingFacts(listing), now),
    commodityId: listing.commodityId,
    quantityUnit: listing.quantityUnit,
    state: bidState({ status: row.status, reviewAt: listing.reviewAt }, now),
    options: options.map((option) => ({
      id: option.id,
      month: option.month,
      ...monthPeriod(option.month),
      pricePerUnit: option.pricePerUnit,
      premium: option.premium,
      notes: option.notes,
      accepted: option.id === row.acceptedOptionId,
    })),
    quantityMinKg: row.quantityMinKg,
    quantityMaxKg: row.quantityMaxKg,
    note: row.note,
    currency: row.currency,
    buyerOrganisationId: row.buyerOrganisationId,
    buyerOrganisationName: extra.buyerOrganisationName,
    buyerUserId: row.buyerUserId,
    buyerName: extra.buyerName,
    sellerOrganisationName: extra.sellerOrganisationName,
    reviewAt: iso(listing.reviewAt),
    expiresAt: iso(row.expiresAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    revision: row.revision,
    side: extra.side,
    reopenRequest: extra.reopen ? reopenView(extra.reopen, now) : null,
    trade: extra.trade,
  };
}
