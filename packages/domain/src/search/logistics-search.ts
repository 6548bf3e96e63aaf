import { JOB_DISPLAY_STATUSES, JOB_TYPES } from '../logistics/job-states';
import { jobViewSchema, type JobView } from '../logistics/job-schemas';
import { minorToMajor } from '../units/money';
import type { CsvColumn } from './csv';
import { facet, type SearchAliasDefinition } from './search-definitions';
import { searchReplySchema } from './search-reply';
import { enumTermName } from './search-reply';

/**
 * The searchable logistics lists (issue 22, `/api/search/logistics/{alias}` with the spec's organiserId, carrierId
 * and status filters): jobs here; loads, vehicles and drivers join the same address.
 */
export const LOGISTICS_SEARCH_ALIASES_LIST = ['jobs'] as const;
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
};

const ALIASES: readonly string[] = LOGISTICS_SEARCH_ALIASES_LIST;
export const isLogisticsSearchAlias = (alias: string): alias is LogisticsSearchAlias => ALIASES.includes(alias);
export const logisticsSearchPath = (alias: LogisticsSearchAlias): string => `/search/logistics/${alias}`;

export const logisticsSearchReplySchema = searchReplySchema(jobViewSchema);
export type LogisticsSearchDoc = JobView;

/** What a jobs export puts in place of instants: the time where the caller's business is. */
export interface LogisticsCsvNames {
  time(timestamp: string): string;
}

const km = (metres: number | undefined): number | null => (metres === undefined ? null : Math.round(metres / 100) / 10);

/** GET /api/search/logistics/jobs?format=csv: a job a line, its stops from first to last. */
export function jobCsvColumns(): CsvColumn<JobView, LogisticsCsvNames>[] {
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
