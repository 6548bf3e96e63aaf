import { z } from '../zod';
import { harvestPlanSchema, type HarvestPlan } from '../inventory/harvest-plans';
import {
  HARVEST_STATUSES,
  INVENTORY_TYPES,
  MOVEMENT_TYPES,
  MOVEMENT_VIEW_STATUSES,
  OWNER_STATUSES,
  SALE_STATUSES,
  STORAGE_TYPES,
} from '../inventory/inventory-kinds';
import {
  HARVEST_YEAR_MAX,
  HARVEST_YEAR_MIN,
  movementSchema,
  stockRecordSchema,
  storageSchema,
  type Movement,
  type StockRecord,
  type Storage,
} from '../inventory/inventory-schemas';
import { facet, type FacetDefinition, type SearchAliasDefinition } from './search-definitions';
import { searchReplySchema } from './search-reply';

/**
 * The searchable inventory lists (spec platform §3 "Searchable inventory lists"): stock records, stores,
 * fields, movements (all, by type, and the incomplete ones that need an action) and harvest plans. The web app
 * reads the same definitions to show the facets and sort options.
 */
export const INVENTORY_SEARCH_ALIASES_LIST = [
  'records',
  'stores',
  'fields',
  'movements',
  'movements-intake',
  'movements-internal',
  'movements-outbound',
  'movements-incomplete',
  'harvest-plans',
] as const;
export type InventorySearchAlias = (typeof INVENTORY_SEARCH_ALIASES_LIST)[number];

const commodity = facet.text('commodity');
const businessUnitIds = facet.uuid('businessUnitIds');
const storageType = facet.oneOf('storageType', STORAGE_TYPES);

const harvestYear = facet.year('harvestYear', HARVEST_YEAR_MIN, HARVEST_YEAR_MAX);

const recordFacets: FacetDefinition[] = [
  facet.oneOf('type', INVENTORY_TYPES),
  commodity,
  facet.text('commodityType'),
  facet.text('commodityGrade'),
  facet.text('commodityVariety'),
  harvestYear,
  facet.uuid('storageId'),
  storageType,
  facet.oneOf('ownerStatus', OWNER_STATUSES),
  facet.anyOf('saleStatus', SALE_STATUSES),
  businessUnitIds,
];

const storageFacets: FacetDefinition[] = [commodity, businessUnitIds, storageType];

const movementType = facet.oneOf('type', MOVEMENT_TYPES);
const movementStatus = facet.anyOf('status', MOVEMENT_VIEW_STATUSES);
const movementPlaces: FacetDefinition[] = [
  commodity,
  facet.uuid('storageSourceId'),
  facet.uuid('storageDestinationId'),
  businessUnitIds,
];
/** Every column of the movements list sorts (issue 20): the route by where it comes from, then where it goes. */
const movementSort = {
  sortable: ['startDate', 'createdAt', 'quantityKg', 'type', 'commodity', 'route', 'status'],
  defaultSort: { sortBy: 'startDate', sortDesc: true },
} as const;

export const INVENTORY_SEARCH_ALIASES: Record<InventorySearchAlias, SearchAliasDefinition> = {
  records: {
    alias: 'records',
    facets: recordFacets,
    // Every column of the stock list sorts (issue 20); the grade by its catalogue id, which groups each grade.
    sortable: ['createdAt', 'quantityKg', 'harvestYear', 'commodity', 'grade', 'variety', 'storageName', 'ownerStatus'],
    defaultSort: { sortBy: 'createdAt', sortDesc: true },
  },
  stores: {
    alias: 'stores',
    facets: storageFacets,
    sortable: ['name', 'createdAt', 'capacityKg'],
    defaultSort: { sortBy: 'name', sortDesc: false },
  },
  fields: {
    alias: 'fields',
    facets: storageFacets,
    sortable: ['name', 'createdAt', 'areaHa'],
    defaultSort: { sortBy: 'name', sortDesc: false },
  },
  movements: { alias: 'movements', facets: [movementType, movementStatus, ...movementPlaces], ...movementSort },
  'movements-intake': { alias: 'movements-intake', facets: [movementStatus, ...movementPlaces], ...movementSort },
  'movements-internal': { alias: 'movements-internal', facets: [movementStatus, ...movementPlaces], ...movementSort },
  'movements-outbound': { alias: 'movements-outbound', facets: [movementStatus, ...movementPlaces], ...movementSort },
  'movements-incomplete': { alias: 'movements-incomplete', facets: [movementType, ...movementPlaces], ...movementSort },
  // storageId is the plan's field.
  'harvest-plans': {
    alias: 'harvest-plans',
    facets: [commodity, harvestYear, facet.anyOf('status', HARVEST_STATUSES), facet.uuid('storageId'), businessUnitIds],
    sortable: ['createdAt', 'harvestYear', 'commodity', 'fieldName', 'actualKg', 'expectedKg'],
    defaultSort: { sortBy: 'createdAt', sortDesc: true },
  },
};

const ALIASES: readonly string[] = INVENTORY_SEARCH_ALIASES_LIST;
export const isInventorySearchAlias = (alias: string): alias is InventorySearchAlias => ALIASES.includes(alias);

/** The address of an inventory search below the API base. */
export const inventorySearchPath = (alias: InventorySearchAlias): string => `/search/inventory/${alias}`;

/** What an inventory search answers: records, storage locations, movements or harvest plans, by alias. */
const inventorySearchDocSchema = z.union([stockRecordSchema, storageSchema, movementSchema, harvestPlanSchema]);
export type InventorySearchDoc = z.infer<typeof inventorySearchDocSchema>;
export const inventorySearchReplySchema = searchReplySchema(inventorySearchDocSchema);

/**
 * Which kind a doc is. The docs of one alias are all of one kind, and each kind has a field no other has (a record
 * its storage name, a storage location its sub-stores, a movement its sources, a plan its actual yield).
 */
export const isStockRecordDoc = (doc: InventorySearchDoc): doc is StockRecord => 'storageName' in doc;
export const isStorageDoc = (doc: InventorySearchDoc): doc is Storage => 'subStoreIds' in doc;
export const isMovementDoc = (doc: InventorySearchDoc): doc is Movement => 'sources' in doc;
export const isHarvestPlanDoc = (doc: InventorySearchDoc): doc is HarvestPlan => 'actualKg' in doc;
