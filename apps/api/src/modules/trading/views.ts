import {
  bidState,
  canEditListing,
  contractState,
  editCutoffAt,
  listingState,
  monthPeriod,
  postcodeDistrict,
  reopenState,
  type BidView,
  type MarketListing,
  type ReopenRequestView,
  type SellerListing,
  type TradeView,
} from '@harvest/domain';
import type { BidOptionRow, BidRow, ListingRow, ReopenRow, TradeRow } from './queries';
import type { CollectionAddress } from './tables';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export function listingFacts(row: ListingRow, vetted = true) {
  return {
    status: row.status,
    opensAt: row.opensAt,
    reviewAt: row.reviewAt,
    closesAt: row.closesAt,
    archivedAt: row.archivedAt,
    vetted,
  };
}

function commonListing(row: ListingRow, now: Date, vetted: boolean) {
  return {
    id: row.id,
    reference: row.reference,
    commodityId: row.commodityId,
    commodityItemId: row.commodityItemId,
    variety: row.variety,
    quantityUnit: row.quantityUnit,
    quantityMinKg: row.quantityMinKg,
    quantityMaxKg: row.quantityMaxKg,
    tradedKg: row.tradedKg,
    remainingKg: Math.max(0, row.quantityMaxKg - row.tradedKg),
    movement: row.movement,
    movementMonths: row.movementMonths,
    scheduled: row.scheduled,
    opensAt: iso(row.opensAt),
    reviewAt: iso(row.reviewAt),
    offersExpireAt: iso(row.offersExpireAt),
    editCutoffAt: iso(editCutoffAt(row.reviewAt)),
    closesAt: iso(row.closesAt),
    state: listingState(listingFacts(row, vetted), now),
    notes: row.notes,
    specification: row.specification,
    haulage: row.haulage,
    deliveryPostcode: row.deliveryPostcode,
    tasccAssured: row.tasccAssured,
    farmAssured: row.farmAssured,
    what3words: row.what3words,
    currency: row.currency,
    guidePrice: row.guidePrice,
    anonymous: row.anonymous,
    createdAt: iso(row.createdAt),
  };
}

export function sellerListingView(
  row: ListingRow,
  now: Date,
  extra: { businessUnitName: string; offerCount: number },
): SellerListing {
  return {
    ...commonListing(row, now, true),
    collection: row.collection,
    status: row.status,
    businessUnitId: row.businessUnitId,
    businessUnitName: extra.businessUnitName,
    targetPrice: row.targetPrice,
    reasonId: row.reasonId as SellerListing['reasonId'],
    endReasonId: row.endReasonId,
    endedAt: isoOrNull(row.endedAt),
    canEdit: canEditListing(listingFacts(row), now),
    offerCount: extra.offerCount,
    relistedFromId: row.relistedFromId,
  };
}

/** Before a trade a buyer sees where the grain is only to the town and postcode district. */
export function coarseCollection(collection: CollectionAddress): CollectionAddress {
  return {
    line1: null,
    city: collection.city,
    region: collection.region,
    postcode: collection.postcode ? postcodeDistrict(collection.postcode) : null,
  };
}

/** A buyer's view: never the target price, and no seller name on an anonymous listing. */
export function marketListingView(
  row: ListingRow,
  now: Date,
  extra: { sellerName: string | null; vetted: boolean; myBidId: string | null },
): MarketListing {
  return {
    ...commonListing(row, now, extra.vetted),
    collection: coarseCollection(row.collection),
    sellerOrganisationName: row.anonymous ? null : extra.sellerName,
    myBidId: extra.myBidId,
  };
}

export function reopenView(row: ReopenRow, now: Date): ReopenRequestView {
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

export function tradeView(
  row: TradeRow,
  now: Date,
  extra: {
    sellerName: string;
    buyerName: string;
    collection: CollectionAddress | null;
    haulage: TradeView['haulage'];
  },
): TradeView {
  return {
    id: row.id,
    reference: row.reference,
    origin: row.origin,
    type: 'standard',
    listingId: row.listingId,
    bidId: row.bidId,
    optionId: row.optionId,
    tradeRequestId: row.tradeRequestId,
    commodityId: row.commodityId,
    month: row.month,
    quantityKg: row.quantityKg,
    pricePerUnit: row.pricePerUnit,
    premium: row.premium,
    currency: row.currency,
    // Price per tonne times tonnes, in minor units, rounded to the penny.
    totalPrice: Math.round(((row.pricePerUnit + (row.premium ?? 0)) * row.quantityKg) / 1000),
    sellerOrganisationName: extra.sellerName,
    buyerOrganisationName: extra.buyerName,
    acceptedAt: iso(row.acceptedAt),
    contractDueAt: iso(row.contractDueAt),
    contractState: contractState(row, now),
    contract: row.contract
      ? {
          contractNumber: row.contract.contractNumber,
          fileId: row.contract.fileId ?? null,
          notes: row.contract.notes ?? null,
        }
      : null,
    contractRequestedAt: isoOrNull(row.contractRequestedAt),
    collection: extra.collection,
    haulage: extra.haulage,
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
