import { messages } from '../i18n/messages';
import type { ContractView } from '../contracts/contract-schemas';
import type { BidView } from '../trading/trade-rules';
import type { MarketListing, SellerListing } from '../trading/listing-schemas';
import { minorToMajor } from '../units/money';
import { convertWeight, roundForDisplay, type WeightUnit } from '../units/units';
import type { CsvCell, CsvColumn } from './csv';
import { enumTermName } from './search-reply';

/**
 * The columns of each trading list's CSV export (`format=csv` on its search), in words a trader reads: crops and
 * businesses by name, states as the facets name them, quantities in the person's weight unit (tonnes, or pounds for
 * an imperial choice, named in the heading), and prices per tonne in major units beside their currency.
 */

/** What an export puts in place of the ids and instants its docs hold; the API knows them, the docs do not. */
export interface TradingCsvNames {
  /** A crop's name in the reference catalogue. */
  crop(commodityId: string): string;
  /** An instant where the caller's business is, `YYYY-MM-DD HH:mm`. */
  time(timestamp: string): string;
}

type Column<Doc> = CsvColumn<Doc, TradingCsvNames>;

/** Kilograms in the export's unit, to the gram: a number a spreadsheet can add up. */
const inUnit = (kg: number, unit: WeightUnit): number => roundForDisplay(convertWeight(kg, 'kg', unit), 3);

function weight<Doc>(heading: string, unit: WeightUnit, kg: (doc: Doc) => number | null): Column<Doc> {
  return {
    header: `${heading} (${messages.units.symbols[unit]})`,
    cell: (doc) => {
      const value = kg(doc);
      return value === null ? null : inUnit(value, unit);
    },
  };
}

/** A price per tonne, stored in minor units: written in major units (190.5), its currency in its own column. */
const price = (minor: number | null): CsvCell => (minor === null ? null : minorToMajor(minor));

const months = (list: readonly string[]): string => list.join(', ');

/** GET /api/search/trading/listings?format=csv: the seller's own listings, target price included. */
export function sellerListingCsvColumns(unit: WeightUnit): Column<SellerListing>[] {
  return [
    { header: 'Reference', cell: (doc) => doc.reference },
    { header: 'Crop', cell: (doc, names) => names.crop(doc.commodityId) },
    { header: 'Variety', cell: (doc) => doc.variety },
    { header: 'Farm', cell: (doc) => doc.businessUnitName },
    { header: 'State', cell: (doc) => enumTermName(doc.state) },
    weight('Minimum', unit, (doc) => doc.quantityMinKg),
    weight('Maximum', unit, (doc) => doc.quantityMaxKg),
    weight('Traded', unit, (doc) => doc.tradedKg),
    { header: 'Movement months', cell: (doc) => months(doc.movementMonths) },
    { header: 'Haulage', cell: (doc) => enumTermName(doc.haulage) },
    { header: 'Delivery postcode', cell: (doc) => doc.deliveryPostcode },
    { header: 'Guide price per tonne', cell: (doc) => price(doc.guidePrice) },
    { header: 'Target price per tonne', cell: (doc) => price(doc.targetPrice) },
    { header: 'Currency', cell: (doc) => doc.currency },
    { header: 'Review time', cell: (doc, names) => names.time(doc.reviewAt) },
    { header: 'Offers', cell: (doc) => doc.offerCount },
    { header: 'Listed', cell: (doc, names) => names.time(doc.createdAt) },
  ];
}

/** GET /api/search/trading/market?format=csv: listings open for offers, as buyers see them (no target price). */
export function marketListingCsvColumns(unit: WeightUnit): Column<MarketListing>[] {
  return [
    { header: 'Reference', cell: (doc) => doc.reference },
    { header: 'Crop', cell: (doc, names) => names.crop(doc.commodityId) },
    { header: 'Variety', cell: (doc) => doc.variety },
    // An anonymous listing names no seller.
    { header: 'Seller', cell: (doc) => doc.sellerOrganisationName },
    weight('Minimum', unit, (doc) => doc.quantityMinKg),
    weight('Maximum', unit, (doc) => doc.quantityMaxKg),
    weight('Remaining', unit, (doc) => doc.remainingKg),
    { header: 'Movement months', cell: (doc) => months(doc.movementMonths) },
    { header: 'Haulage', cell: (doc) => enumTermName(doc.haulage) },
    { header: 'Collection postcode', cell: (doc) => doc.collection.postcode },
    { header: 'Delivery postcode', cell: (doc) => doc.deliveryPostcode },
    { header: 'Guide price per tonne', cell: (doc) => price(doc.guidePrice) },
    { header: 'Currency', cell: (doc) => doc.currency },
    { header: 'Review time', cell: (doc, names) => names.time(doc.reviewAt) },
    { header: 'Offers expire', cell: (doc, names) => names.time(doc.offersExpireAt) },
  ];
}

/** GET /api/search/trading/bids?format=csv: the buyer's business's price offers, one row each. */
export function bidCsvColumns(unit: WeightUnit): Column<BidView>[] {
  return [
    { header: 'Listing', cell: (doc) => doc.listingReference },
    { header: 'Crop', cell: (doc, names) => names.crop(doc.commodityId) },
    { header: 'Seller', cell: (doc) => doc.sellerOrganisationName },
    { header: 'State', cell: (doc) => enumTermName(doc.state) },
    weight('Minimum', unit, (doc) => doc.quantityMinKg),
    weight('Maximum', unit, (doc) => doc.quantityMaxKg),
    {
      header: 'Prices per tonne',
      cell: (doc) =>
        doc.options.map((option) => `${option.month} ${minorToMajor(option.pricePerUnit).toFixed(2)}`).join(', '),
    },
    { header: 'Currency', cell: (doc) => doc.currency },
    { header: 'Sent by', cell: (doc) => doc.buyerName },
    { header: 'Review time', cell: (doc, names) => names.time(doc.reviewAt) },
    { header: 'Expires', cell: (doc, names) => names.time(doc.expiresAt) },
    { header: 'Trade', cell: (doc) => doc.trade?.reference ?? null },
    weight('Traded', unit, (doc) => doc.trade?.quantityKg ?? null),
    { header: 'Updated', cell: (doc, names) => names.time(doc.updatedAt) },
  ];
}

/** GET /api/search/trading/contracts?format=csv: the business's contracts as either party, one row each. */
export function contractCsvColumns(unit: WeightUnit): Column<ContractView>[] {
  return [
    { header: 'Contract number', cell: (doc) => doc.contractNumber },
    { header: 'Trade', cell: (doc) => doc.tradeReference },
    { header: 'Type', cell: (doc) => enumTermName(doc.type) },
    { header: 'Status', cell: (doc) => enumTermName(doc.status) },
    { header: 'Crop', cell: (doc, names) => names.crop(doc.commodityId) },
    { header: 'Harvest year', cell: (doc) => doc.harvestYear },
    { header: 'Seller', cell: (doc) => doc.seller.name },
    { header: 'Buyer', cell: (doc) => doc.buyer.name },
    { header: 'Movement month', cell: (doc) => doc.month },
    { header: 'Start', cell: (doc) => doc.startDate },
    { header: 'End', cell: (doc) => doc.endDate },
    weight('Weight', unit, (doc) => doc.totalWeightKg),
    { header: 'Price per tonne', cell: (doc) => price(doc.pricePerUnit) },
    { header: 'Premium per tonne', cell: (doc) => price(doc.premiumPrice) },
    { header: 'Total price', cell: (doc) => price(doc.totalPrice) },
    { header: 'Currency', cell: (doc) => doc.currency },
    { header: 'Price', cell: (doc) => enumTermName(doc.priceType) },
    { header: 'Delivered', cell: (doc) => enumTermName(String(doc.delivered)) },
    { header: 'Haulage', cell: (doc) => (doc.haulage ? enumTermName(doc.haulage) : null) },
    { header: 'Haulage reference', cell: (doc) => doc.haulageReference },
    { header: 'Payment terms', cell: (doc) => doc.paymentTerms },
    { header: 'Payment days', cell: (doc) => doc.paymentDays },
    { header: 'Created', cell: (doc, names) => names.time(doc.createdAt) },
  ];
}
