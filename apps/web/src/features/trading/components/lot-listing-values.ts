import {
  convertWeight,
  farmAssuredOn,
  listingFarmIssue,
  listingFromLot,
  upcomingMonths,
  type BusinessUnit,
  type StockRecord,
} from '@harvest/domain';
import type { ListingFormValues } from './listing-form-values';

/**
 * A new listing's values started from a stock lot (the domain's listingFromLot): its crop, grade, variety, year,
 * what is left unsold of it (in tonnes) and its measured quality; its farm when the lot is at a farm that may list.
 */
export function lotListingValues(
  base: ListingFormValues,
  lot: StockRecord,
  farms: readonly BusinessUnit[],
  today: string,
): ListingFormValues {
  const start = listingFromLot(lot);
  const farm = farms.find((each) => each.id === start.businessUnitId && listingFarmIssue(each) === null);
  const tonnes = Math.round(convertWeight(start.quantityKg, 'kg', 'tonne') * 1000) / 1000;
  return {
    ...base,
    stockRecordId: start.stockRecordId,
    businessUnitId: farm?.id ?? base.businessUnitId,
    farmAssured: farm ? farmAssuredOn(farm.farmDetails, today) : base.farmAssured,
    commodityId: start.commodityId,
    commodityItemId: start.commodityItemId ?? '',
    variety: start.variety ?? '',
    cropYear: String(start.harvestYear),
    quantityUnit: 'tonne',
    // Grain in store moves when sold, not 'as available at harvest': next month to start with.
    movementKind: 'months',
    months: upcomingMonths(today).slice(0, 1),
    quantityMin: tonnes,
    quantityMax: tonnes,
    specification: start.specification,
    // The lot's quality stays, whatever the crop's default specification.
    specificationEdited: true,
  };
}
