import { z } from '../zod';
import { driverSchema, vehicleSchema } from '../logistics/fleet-schemas';
import { JOB_DISPLAY_STATUSES, JOB_TYPES } from '../logistics/job-states';
import { jobViewSchema, type JobView } from '../logistics/job-schemas';
import { LOAD_STATUSES } from '../logistics/load-states';
import { loadViewSchema, type LoadView } from '../logistics/load-schemas';
import { messages } from '../i18n/messages';
import { minorToMajor } from '../units/money';
import { convertWeight, roundForDisplay, type WeightUnit } from '../units/units';
import type { CsvColumn } from './csv';
import { facet, type SearchAliasDefinition } from './search-definitions';
import { enumTermName, searchReplySchema } from './search-reply';

/**
 * The searchable logistics lists (issue 22, `/api/search/logistics/{alias}` with the spec's organiserId, carrierId
 * and status filters): the jobs a business organised or was given, and the loads an organiser owns and a carrier
 * hauls (by status, commodity and job). The fleet's vehicles and drivers are at the same address (fleet-search.ts).
 */
export const LOGISTICS_SEARCH_ALIASES_LIST = ['jobs', 'loads'] as const;
export type LogisticsSearchAlias = (typeof LOGISTICS_SEARCH_ALIASES_LIST)[number];

export const LOGISTICS_SEARCH_ALIASES: Record<LogisticsSearchAlias, SearchAliasDefinition> = {
  jobs: {
    alias: 'jobs',
    facets: [
      // 'upcoming' is read from the clock (JOB_STATE_TABLE), as the job page reads it.
      facet.anyOf('status', JOB_DISPLAY_STATUSES),
      facet.anyOf('type', JOB_TYPES),
      facet.uuid('organiserId'),
      facet.uuid('carrierId'),
    ],
    sortable: ['pickupAt', 'createdAt', 'reference'],
    defaultSort: { sortBy: 'pickupAt', sortDesc: true },
  },
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

/** The jobs and loads searches' replies, as the web app reads them. */
export const jobsSearchReplySchema = searchReplySchema(jobViewSchema);
export const loadsSearchReplySchema = searchReplySchema(loadViewSchema);

/** Every logistics list's doc: jobs and loads here, vehicles and drivers from the fleet's searches (fleet-search.ts). */
const logisticsSearchDocSchema = z.union([jobViewSchema, loadViewSchema, vehicleSchema, driverSchema]);
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

/** What a jobs export puts in place of instants: the time where the caller's business is. */
export interface JobCsvNames {
  time(timestamp: string): string;
}

const km = (metres: number | undefined): number | null => (metres === undefined ? null : Math.round(metres / 100) / 10);

/** GET /api/search/logistics/jobs?format=csv: a job a line, its stops from first to last. */
export function jobCsvColumns(): CsvColumn<JobView, JobCsvNames>[] {
  return [
    { header: 'Reference', cell: (doc) => doc.reference },
    { header: 'Type', cell: (doc) => enumTermName(doc.type) },
    { header: 'Status', cell: (doc) => enumTermName(doc.displayStatus) },
    { header: 'Pickup', cell: (doc, names) => names.time(doc.pickupAt) },
    { header: 'From', cell: (doc) => doc.stops[0]?.name ?? null },
    { header: 'To', cell: (doc) => doc.stops.at(-1)?.name ?? null },
    { header: 'Stops', cell: (doc) => doc.stops.length },
    { header: 'Distance (km)', cell: (doc) => km(doc.route?.distanceMetres) },
    { header: 'Route estimated', cell: (doc) => (doc.route ? (doc.route.estimate ? 'Yes' : 'No') : null) },
    { header: 'Organiser', cell: (doc) => doc.organiserName },
    { header: 'Carrier', cell: (doc) => doc.carrierName },
    { header: 'Price', cell: (doc) => (doc.priceMinor === null ? null : minorToMajor(doc.priceMinor)) },
    { header: 'Currency', cell: (doc) => doc.currency },
    { header: 'Grain sample', cell: (doc) => (doc.requireGrainSample ? 'Yes' : 'No') },
  ];
}
