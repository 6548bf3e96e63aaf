import type { StockRecord } from '../inventory/inventory-schemas';
import type { SpecificationMeasure } from '../reference/commodities';
import type { ListingSpecification } from './listing-schemas';

/** Measures where less is better (a buyer takes up to it), the rest are those where more is better (at least it). */
const AT_MOST: readonly SpecificationMeasure[] = ['moisture', 'admixture', 'screenings', 'ergot'];

/** What a listing started from a stock lot begins with: the lot's crop, grade, variety, year, quantity and quality. */
export interface LotListingStart {
  stockRecordId: string;
  businessUnitId: string;
  commodityId: string;
  commodityItemId: string | null;
  variety: string | null;
  harvestYear: number;
  /** What is left to sell: the lot less what its trades already cover. */
  quantityKg: number;
  specification: ListingSpecification;
}

/**
 * A listing's start from a lot: its measured quality as the specification a buyer reads (moisture and admixture at
 * most what was measured; protein, specific weight, Hagberg and oil at least it), and what is not yet sold of it.
 */
export function listingFromLot(
  lot: Pick<
    StockRecord,
    | 'id'
    | 'businessUnitId'
    | 'commodityId'
    | 'commodityItemId'
    | 'variety'
    | 'harvestYear'
    | 'quantityKg'
    | 'attributes'
    | 'sale'
  >,
): LotListingStart {
  const measures: ListingSpecification['measures'] = {};
  for (const [measure, value] of Object.entries(lot.attributes) as [SpecificationMeasure, number | undefined][]) {
    if (value === undefined) continue;
    measures[measure] = AT_MOST.includes(measure) ? { min: null, max: value } : { min: value, max: null };
  }
  return {
    stockRecordId: lot.id,
    businessUnitId: lot.businessUnitId,
    commodityId: lot.commodityId,
    commodityItemId: lot.commodityItemId,
    variety: lot.variety,
    harvestYear: lot.harvestYear,
    quantityKg: Math.max(0, lot.quantityKg - lot.sale.tradedKg),
    specification: { specificationId: null, measures },
  };
}
