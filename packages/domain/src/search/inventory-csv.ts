import type { HarvestPlan } from '../inventory/harvest-plans';
import type { Movement, StockRecord, Storage } from '../inventory/inventory-schemas';
import { csvQuantityHeading, csvWeightHeading, kgToCsvQuantity } from '../units/csv-quantity';
import { convertYield, type WeightUnit, type YieldUnit } from '../units/units';
import { messages } from '../i18n/messages';
import type { CsvColumn } from './csv';
import { enumTermName, readableId } from './search-reply';

/**
 * The columns of each inventory list's CSV export (`format=csv` on its search), in words a farmer reads: names,
 * never ids, and list values as the search's facets name them ("Stored for others").
 */

/** The names an export puts in place of the ids its docs hold; the API knows them, the docs do not. */
export interface InventoryCsvNames {
  /** A crop's name in the reference catalogue. */
  crop(commodityId: string): string;
  /** A commodity item's name (its type and grade: "Milling wheat, nabim Group 1"). */
  item(commodityItemId: string): string;
  /** A business unit's name (a farm or store). */
  unit(businessUnitId: string): string;
  /** A storage location's name. */
  storage(storageId: string): string;
  /** A timestamp's calendar date where the farm is, `YYYY-MM-DD`. */
  day(timestamp: string): string;
}

type Column<Doc> = CsvColumn<Doc, InventoryCsvNames>;

/**
 * The stock records' columns, the quantity in the reader's weight unit with the unit in its heading (issue 20:
 * 'Quantity (t)' for most; kilograms only for someone who chose them). The import reads the same headings back.
 */
export const recordCsvColumns = (unit: WeightUnit): readonly Column<StockRecord>[] => [
  { header: 'Crop', cell: (doc, names) => names.crop(doc.commodityId) },
  { header: 'Type and grade', cell: (doc, names) => (doc.commodityItemId ? names.item(doc.commodityItemId) : null) },
  { header: 'Variety', cell: (doc) => doc.variety },
  { header: 'Harvest year', cell: (doc) => doc.harvestYear },
  { header: 'Store or field', cell: (doc) => doc.storageName },
  { header: 'Farm or store', cell: (doc, names) => names.unit(doc.businessUnitId) },
  { header: 'Ownership', cell: (doc) => enumTermName(doc.ownerStatus) },
  { header: 'Stored for', cell: (doc) => doc.thirdPartyOwner },
  { header: 'Storage contract', cell: (doc) => doc.storageContractRef },
  { header: csvQuantityHeading(unit), cell: (doc) => kgToCsvQuantity(doc.quantityKg, unit) },
  { header: 'Sale status', cell: (doc) => enumTermName(doc.saleStatus) },
  { header: 'Added', cell: (doc, names) => names.day(doc.createdAt) },
];

/** A weight cell in the reader's unit; empty where there is none (a field's capacity). */
const weightIn = (kg: number | null, unit: WeightUnit) => (kg === null ? null : kgToCsvQuantity(kg, unit));

/**
 * Stores and fields share one layout: a store leaves the field's columns empty, and a field the capacity. Weights in
 * the reader's units as the stores list shows them (issue 20): the capacity in their capacity unit (tonnes or
 * bushels), the holding in their weight unit, each unit in its heading.
 */
export const storageCsvColumns = (units: { weight: WeightUnit; capacity: WeightUnit }): readonly Column<Storage>[] => [
  { header: 'Name', cell: (doc) => doc.name },
  { header: 'Type', cell: (doc) => enumTermName(doc.type) },
  { header: 'Farm or store', cell: (doc) => doc.businessUnitName },
  { header: 'Crop', cell: (doc, names) => (doc.commodityId ? names.crop(doc.commodityId) : null) },
  { header: csvWeightHeading('Capacity', units.capacity), cell: (doc) => weightIn(doc.capacityKg, units.capacity) },
  // A store's holding includes its sub-stores', as the stores list shows it.
  { header: csvWeightHeading('Holding', units.weight), cell: (doc) => weightIn(doc.quantityKg, units.weight) },
  { header: 'Area (ha)', cell: (doc) => doc.areaHa },
  { header: 'Field type', cell: (doc) => (doc.fieldType ? readableId(doc.fieldType) : null) },
];

/** The movements' columns, the quantity in the reader's weight unit as in the stock export. */
export const movementCsvColumns = (unit: WeightUnit): readonly Column<Movement>[] => [
  { header: 'Date', cell: (doc) => doc.startDate },
  { header: 'End date', cell: (doc) => doc.endDate },
  { header: 'Type', cell: (doc) => enumTermName(doc.type) },
  { header: 'Status', cell: (doc) => enumTermName(doc.status) },
  { header: 'Crop', cell: (doc, names) => names.crop(doc.commodityId) },
  { header: csvQuantityHeading(unit), cell: (doc) => kgToCsvQuantity(doc.quantityKg, unit) },
  // An intake's source is the field it came from; an outbound goes to a named buyer or place, not a store.
  { header: 'From', cell: (doc, names) => (doc.sourceStorageId ? names.storage(doc.sourceStorageId) : null) },
  {
    header: 'To',
    cell: (doc, names) => (doc.destinationStorageId ? names.storage(doc.destinationStorageId) : doc.destinationName),
  },
  { header: 'Reference', cell: (doc) => doc.reference },
];

/** A yield per area in the reader's unit (t/ha, or bu/ac for imperial), to two decimals. */
const yieldIn = (tonnesPerHectare: number | null, unit: YieldUnit) =>
  tonnesPerHectare === null ? null : Math.round(convertYield(tonnesPerHectare, 'tonnePerHectare', unit) * 100) / 100;

/**
 * The harvests' columns in the reader's units (issue 20): what was expected and what came in in their weight unit,
 * the expected yield in their yield unit, each unit in its heading.
 */
export const harvestPlanCsvColumns = (units: {
  weight: WeightUnit;
  yield: YieldUnit;
}): readonly Column<HarvestPlan>[] => [
  { header: 'Field', cell: (doc) => doc.fieldName },
  { header: 'Farm or store', cell: (doc) => doc.businessUnitName },
  { header: 'Crop', cell: (doc, names) => names.crop(doc.commodityId) },
  { header: 'Harvest year', cell: (doc) => doc.harvestYear },
  { header: 'Area (ha)', cell: (doc) => doc.areaHa },
  {
    header: `Expected yield (${messages.units.symbols[units.yield]})`,
    cell: (doc) => yieldIn(doc.expectedYieldTonnesPerHectare, units.yield),
  },
  { header: csvWeightHeading('Expected', units.weight), cell: (doc) => weightIn(doc.expectedKg, units.weight) },
  { header: csvWeightHeading('Harvested', units.weight), cell: (doc) => weightIn(doc.actualKg, units.weight) },
  { header: 'Loads', cell: (doc) => doc.loadCount },
  { header: 'Status', cell: (doc) => enumTermName(doc.status) },
  { header: 'Completed', cell: (doc, names) => (doc.completedAt ? names.day(doc.completedAt) : null) },
];
