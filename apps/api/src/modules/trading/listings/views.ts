import {
  canEditListing,
  editCutoffAt,
  listingState,
  distanceKm,
  postcodeDistrict,
  type Coordinates,
  type MarketListing,
  type SellerListing,
} from '@harvest/domain';
import type { OrganisationBid } from '../bids/queries';
import type { CollectionAddress } from '../tables';
import { iso, isoOrNull } from '../views';
import type { ListingRow } from './queries';

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
    harvestYear: row.harvestYear,
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
    stockRecordId: row.stockRecordId,
  };
}

/** Before a trade a buyer sees where the grain is only to the town and postcode district. */
function coarseCollection(collection: CollectionAddress): CollectionAddress {
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
  extra: {
    sellerName: string | null;
    vetted: boolean;
    myBid: OrganisationBid | null;
    from?: Coordinates | null;
    /** The post town the listing's postcode area is named after. */
    areaTown: string | null;
  },
): MarketListing {
  const area = { lat: row.areaLat, lon: row.areaLon, code: row.areaCode, name: extra.areaTown };
  const point = area.lat !== null && area.lon !== null ? { lat: area.lat, lon: area.lon } : null;
  return {
    ...commonListing(row, now, extra.vetted),
    collection: coarseCollection(row.collection),
    // what3words names a 3 m square: an anonymous listing's would name the farm.
    what3words: row.anonymous ? null : row.what3words,
    sellerOrganisationName: row.anonymous ? null : extra.sellerName,
    myBidId: extra.myBid?.id ?? null,
    myBidBuyerUserId: extra.myBid?.buyerUserId ?? null,
    area,
    // To the area's centre, as the distance sort measures it, so the figure never narrows the farm down.
    distanceKm: extra.from && point ? Math.round(distanceKm(extra.from, point)) : null,
  };
}
