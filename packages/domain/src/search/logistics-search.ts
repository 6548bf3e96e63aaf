import { z } from '../zod';
import { driverSchema, vehicleSchema } from '../logistics/fleet-schemas';
import { LOAD_STATUSES } from '../logistics/load-states';
import { loadViewSchema, type LoadView } from '../logistics/load-schemas';
import { messages } from '../i18n/messages';
import { convertWeight, roundForDisplay, type WeightUnit } from '../units/units';
import type { CsvColumn } from './csv';
import { facet, type SearchAliasDefinition } from './search-definitions';
import { enumTermName, searchReplySchema } from './search-reply';

/**
 * The searchable logistics lists (issue 22, `/api/search/logistics/{alias}`): the loads an organiser owns and a
 * carrier hauls, filtered by organiser, carrier, status and job, with facets by status and commodity.
 */
export const LOGISTICS_SEARCH_ALIASES_LIST = ['loads'] as const;
export type LogisticsSearchAlias = (typeof LOGISTICS_SEARCH_ALIASES_LIST)[number];

export const LOGISTICS_SEARCH_ALIASES: Record<LogisticsSearchAlias, SearchAliasDefinition> = {
  loads: {
    alias: 'loads',
    facets: [
      facet.anyOf('status', LOAD_STATUSES),
      facet.text('commodity'),
      facet.uuid('organiserId'),
      facet.uuid('carrierId'),
      facet.uuid('jobId'),
    ],
    sortable: ['plannedDate', 'createdAt', 'weightKg', 'reference'],
    defaultSort: { sortBy: 'createdAt', sortDesc: true },
  },
};

const ALIASES: readonly string[] = LOGISTICS_SEARCH_ALIASES_LIST;
export const isLogisticsSearchAlias = (alias: string): alias is LogisticsSearchAlias => ALIASES.includes(alias);
export const logisticsSearchPath = (alias: LogisticsSearchAlias): string => `/search/logistics/${alias}`;

/** The loads search's reply, as the web app reads it. */
export const loadsSearchReplySchema = searchReplySchema(loadViewSchema);

/** Every logistics list's doc: loads here, vehicles and drivers from the fleet's searches (fleet-search.ts). */
const logisticsSearchDocSchema = z.union([loadViewSchema, vehicleSchema, driverSchema]);
export const logisticsSearchReplySchema = searchReplySchema(logisticsSearchDocSchema);
export type LogisticsSearchDoc = z.infer<typeof logisticsSearchDocSchema>;

/** What the loads export puts in place of ids: crops and businesses by name. */
export interface LogisticsCsvNames {
  crop(commodityId: string): string;
  organisation(id: string): string;
}

const inUnit = (kg: number | null, unit: WeightUnit) =>
  kg === null ? null : roundForDisplay(convertWeight(kg, 'kg', unit), 3);
const heading = (name: string, unit: WeightUnit) => `${name} (${messages.units.symbols[unit]})`;

/** The loads export (`format=csv`): weights in the person's unit, named in the heading; states as the facets name them. */
export function loadCsvColumns(unit: WeightUnit): CsvColumn<LoadView, LogisticsCsvNames>[] {
  return [
    { header: 'Reference', cell: (load) => load.reference },
    { header: 'Job reference', cell: (load) => load.jobReference },
    { header: 'Organiser', cell: (load, names) => names.organisation(load.organisationId) },
    {
      header: 'Carrier',
      cell: (load, names) => (load.carrierOrganisationId ? names.organisation(load.carrierOrganisationId) : null),
    },
    { header: 'Commodity', cell: (load, names) => (load.commodityId ? names.crop(load.commodityId) : null) },
    { header: 'Planned date', cell: (load) => load.plannedDate },
    { header: 'Status', cell: (load) => enumTermName(load.status) },
    { header: heading('Weight', unit), cell: (load) => inUnit(load.weightKg, unit) },
    { header: heading('Allocated', unit), cell: (load) => inUnit(load.allocatedKg, unit) },
    { header: heading('Net', unit), cell: (load) => inUnit(load.netKg, unit) },
    { header: heading('Tipped', unit), cell: (load) => inUnit(load.tippedQuantityKg, unit) },
    { header: 'Notes', cell: (load) => load.notes },
  ];
}
