import { z } from '../zod';
import { formatMessage, messages } from '../i18n/messages';
import { SPECIFICATION_MEASURES } from '../reference/commodities';
import { what3wordsSchema } from '../geo/what3words';
import { currencySchema, priceIssue, minorToMajor } from '../units/money';
import { formatQuantity } from '../units/format';
import { kgToTonnes, WEIGHT_UNITS } from '../units/units';
import { QUANTITY_MAX_KG } from '../inventory/movement-rules';
import { harvestYearSchema } from '../inventory/inventory-schemas';
import { LISTING_STATES, LISTING_STORED_STATUSES, LISTING_TABS, type ListingTab } from './listing-state';
import { listingMovementSchema, monthSchema } from './movement-months';
import { listingAreaSchema } from './listing-area';

/** §3 haulage: collected from the farm, or delivered to the buyer's postcode. */
export const HAULAGE_TYPES = ['ex-farm', 'delivered'] as const;
export type HaulageType = (typeof HAULAGE_TYPES)[number];

/** §3 reason for listing. */
export const LISTING_REASONS = ['cash-flow', 'storage-space', 'price', 'marketing-plan', 'other'] as const;
/** §4 ending a listing takes a reasonId. */
export const LISTING_END_REASONS = [
  'sold-elsewhere',
  'price-too-low',
  'no-longer-available',
  'listed-in-error',
  'other',
] as const;
export type ListingEndReason = (typeof LISTING_END_REASONS)[number];

export const tonnes = (kg: number) => formatQuantity(kgToTonnes(kg), 'tonne');

const positiveKg = z.number().int().min(1).max(QUANTITY_MAX_KG);

/** One measure's range; either end may be open, and min may not exceed max. */
export const specRangeInputSchema = z
  .strictObject({ min: z.number().min(0).max(1000).nullable(), max: z.number().min(0).max(1000).nullable() })
  .refine((range) => range.min === null || range.max === null || range.min <= range.max, {
    message: messages.trading.specMinAboveMax,
    path: ['max'],
  });

/** §3 listing specification: moisture, protein, Kg/Hl, nil ergot, Hagberg, admixture/screenings. */
export const listingSpecificationSchema = z.strictObject({
  specificationId: z.string().trim().max(100).nullable().optional(),
  measures: z.partialRecord(z.enum(SPECIFICATION_MEASURES), specRangeInputSchema),
});
export type ListingSpecification = z.infer<typeof listingSpecificationSchema>;

/** A price per tonne in minor units, with the spec's floor, ceiling and dummy-value rules. */
export const unitPriceSchema = z.int().superRefine((minor, ctx) => {
  const issue = priceIssue(minorToMajor(minor));
  if (issue) ctx.addIssue({ code: 'custom', message: issue, input: minor });
});

/** The fields as a patch takes them: no defaults, so a patch changes only what it names. */
const listingFields = {
  businessUnitId: z.uuid(),
  commodityId: z.string().trim().min(1).max(60),
  commodityItemId: z.string().trim().max(60).nullable(),
  variety: z.string().trim().max(100).nullable(),
  harvestYear: harvestYearSchema.nullable(),
  quantityUnit: z.enum(WEIGHT_UNITS),
  quantityMinKg: positiveKg,
  quantityMaxKg: positiveKg,
  movement: listingMovementSchema,
  reviewAt: z.iso.datetime({ offset: true }),
  /** Opens to buyers 1 hour before the review time instead of now (§4). */
  scheduled: z.boolean(),
  notes: z.string().trim().max(2000).nullable(),
  specification: listingSpecificationSchema,
  haulage: z.enum(HAULAGE_TYPES),
  deliveryPostcode: z.string().trim().max(10).nullable(),
  tasccAssured: z.boolean(),
  farmAssured: z.boolean(),
  what3words: what3wordsSchema.nullable(),
  currency: currencySchema,
  guidePrice: unitPriceSchema.nullable(),
  /** Internal only: never sent to a buyer. */
  targetPrice: unitPriceSchema.nullable(),
  reasonId: z.enum(LISTING_REASONS).nullable(),
  anonymous: z.boolean(),
};

type ListingShape = {
  quantityMinKg?: number;
  quantityMaxKg?: number;
  haulage?: HaulageType;
  deliveryPostcode?: string | null;
};

function refineListing(listing: ListingShape, ctx: z.RefinementCtx) {
  if (
    listing.quantityMinKg !== undefined &&
    listing.quantityMaxKg !== undefined &&
    listing.quantityMinKg > listing.quantityMaxKg
  ) {
    ctx.addIssue({ code: 'custom', message: messages.trading.quantityMinAboveMax, path: ['quantityMinKg'] });
  }
  if (listing.haulage === 'delivered' && !listing.deliveryPostcode) {
    ctx.addIssue({ code: 'custom', message: messages.trading.deliveryPostcodeRequired, path: ['deliveryPostcode'] });
  }
}

/** POST /api/trading/listings. */
export const listingCreateSchema = z
  .strictObject({
    ...listingFields,
    commodityItemId: listingFields.commodityItemId.optional(),
    variety: listingFields.variety.optional(),
    harvestYear: listingFields.harvestYear.optional(),
    quantityUnit: listingFields.quantityUnit.default('tonne'),
    scheduled: listingFields.scheduled.default(false),
    notes: listingFields.notes.optional(),
    specification: listingFields.specification.default({ measures: {} }),
    deliveryPostcode: listingFields.deliveryPostcode.optional(),
    tasccAssured: listingFields.tasccAssured.default(false),
    /** Absent: the farm's assurance on the clock's date decides (farm-assurance.ts). */
    farmAssured: listingFields.farmAssured.optional(),
    what3words: listingFields.what3words.optional(),
    currency: listingFields.currency.default('GBP'),
    guidePrice: listingFields.guidePrice.optional(),
    targetPrice: listingFields.targetPrice.optional(),
    reasonId: listingFields.reasonId.optional(),
    anonymous: listingFields.anonymous.default(false),
    /** The seller's own stock lot the listing was started from, kept on the listing (its sale state counts it). */
    stockRecordId: z.uuid().nullable().optional(),
  })
  .superRefine(refineListing);
export type ListingCreate = z.infer<typeof listingCreateSchema>;

/** PATCH /api/trading/listings/{id}: any of the fields, until the edit cutoff; an absent field stays as it is. */
export const listingPatchSchema = z
  .strictObject(listingFields)
  .partial()
  // A postcode already stored counts: the edit checks the merged listing, so here only what the patch names.
  .superRefine((patch, ctx) =>
    refineListing('deliveryPostcode' in patch ? patch : { ...patch, haulage: undefined }, ctx),
  );
export type ListingPatch = z.infer<typeof listingPatchSchema>;

/** PATCH /api/trading/listings/{id}/close. */
export const listingCloseSchema = z.strictObject({ reasonId: z.enum(LISTING_END_REASONS) });
export type ListingClose = z.infer<typeof listingCloseSchema>;

/** POST /api/trading/listings/{id}/relist: the same listing again with a new review time. */
export const listingRelistSchema = z.strictObject({
  reviewAt: z.iso.datetime({ offset: true }),
  scheduled: z.boolean().default(false),
});
export type ListingRelist = z.infer<typeof listingRelistSchema>;

/** Where the grain is collected: a buyer of an anonymous listing sees only the town and postcode district. */
export const collectionAddressSchema = z.object({
  line1: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  postcode: z.string().nullable(),
});

const listingViewFields = {
  id: z.uuid(),
  reference: z.string(),
  commodityId: z.string(),
  commodityItemId: z.string().nullable(),
  variety: z.string().nullable(),
  harvestYear: z.number().int().nullable(),
  quantityUnit: z.enum(WEIGHT_UNITS),
  quantityMinKg: z.number(),
  quantityMaxKg: z.number(),
  tradedKg: z.number(),
  remainingKg: z.number(),
  movement: listingMovementSchema,
  movementMonths: z.array(monthSchema),
  scheduled: z.boolean(),
  opensAt: z.string(),
  reviewAt: z.string(),
  offersExpireAt: z.string(),
  editCutoffAt: z.string(),
  closesAt: z.string(),
  state: z.enum(LISTING_STATES),
  notes: z.string().nullable(),
  specification: listingSpecificationSchema,
  haulage: z.enum(HAULAGE_TYPES),
  deliveryPostcode: z.string().nullable(),
  tasccAssured: z.boolean(),
  farmAssured: z.boolean(),
  what3words: z.string().nullable(),
  currency: currencySchema,
  guidePrice: z.number().nullable(),
  anonymous: z.boolean(),
  collection: collectionAddressSchema,
  createdAt: z.string(),
};

/** The seller's listing: everything, the internal target price included. */
export const sellerListingSchema = z.object({
  ...listingViewFields,
  status: z.enum(LISTING_STORED_STATUSES),
  businessUnitId: z.uuid(),
  businessUnitName: z.string(),
  targetPrice: z.number().nullable(),
  reasonId: z.enum(LISTING_REASONS).nullable(),
  endReasonId: z.string().nullable(),
  endedAt: z.string().nullable(),
  canEdit: z.boolean(),
  offerCount: z.number(),
  relistedFromId: z.uuid().nullable(),
  /** The stock lot it was listed from, if any. */
  stockRecordId: z.uuid().nullable(),
});
export type SellerListing = z.infer<typeof sellerListingSchema>;

/** A listing as a buyer sees it: no target price, and no seller name when it is anonymous. */
export const marketListingSchema = z.object({
  ...listingViewFields,
  sellerOrganisationName: z.string().nullable(),
  /** The caller's own business's offer on it, if any. */
  myBidId: z.uuid().nullable(),
  /** The farm's area (never the farm): the map's point and the region facet. */
  area: listingAreaSchema,
  /** Straight-line km from the site the search measured from to the area's centre; null without one. */
  distanceKm: z.number().nullable(),
  /** Who in the business sent that offer: only they may change it (§6, canChangeOffer). */
  myBidBuyerUserId: z.uuid().nullable(),
});
export type MarketListing = z.infer<typeof marketListingSchema>;

/** GET /api/trading/listings: the seller's listings under one tab. */
export const listingListQuerySchema = z.strictObject({
  tab: z.enum(Object.keys(LISTING_TABS) as [ListingTab, ...ListingTab[]]).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** The message for a quantity outside a range, in tonnes. */
export const outsideRange = (template: string, minKg: number, maxKg: number) =>
  formatMessage(template, { min: tonnes(minKg), max: tonnes(maxKg) });

/** GET /api/trading/market: the listings open for offers, for buyers. */
export const marketQuerySchema = z.strictObject({
  commodityId: z.string().trim().min(1).max(60).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
