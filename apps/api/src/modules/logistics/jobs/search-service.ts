import {
  csvFileName,
  csvOf,
  effectiveSort,
  enumTermName,
  filtersByKey,
  hasPermission,
  jobCsvColumns,
  LOGISTICS_SEARCH_ALIASES,
  logisticsSearchPath,
  type FilterKey,
  type LogisticsSearchDoc,
  type SearchQuery,
  type SearchReply,
} from '@harvest/domain';
import { calendarDateIn, calendarTimeIn } from '@harvest/domain/calendar';
import { actingOrganisationId, type Principal } from '../../../platform/auth/principal';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db/database';
import { forbidden, notFound } from '../../../platform/http/errors';
import { checkedParams, exportQuery, pageIds, runSearch, searchReply } from '../../../platform/search/faceted-search';
import type { LogisticsDirectory } from '../ports';
import { jobsSource } from './search-queries';
import type { JobsService } from './service';

/**
 * The logistics searches (`/api/search/logistics/{alias}`, issue 22): docs, totals and facets with their urls, or
 * a CSV file. Jobs: the caller's business's own and those given to it; an organiser (logistics.jobs) or a carrier
 * (logistics.carrier) may search them.
 */
export class JobsSearchService {
  constructor(
    private readonly parts: {
      db: Db;
      clock: Clock;
      directory: LogisticsDirectory;
      jobs: Pick<JobsService, 'views' | 'rowsByIds'>;
    },
  ) {}

  private prepare(principal: Principal, alias: string, query: SearchQuery) {
    if (alias !== 'jobs') throw notFound();
    const organiser = hasPermission(principal.access, 'logistics.jobs');
    if (!organiser && !hasPermission(principal.access, 'logistics.carrier')) throw forbidden();
    const definition = LOGISTICS_SEARCH_ALIASES[alias];
    const params = checkedParams(definition, query);
    const source = jobsSource(actingOrganisationId(principal), this.parts.clock.now());
    return {
      alias: 'jobs' as const,
      definition,
      params,
      source,
      active: filtersByKey(params.filters),
      sort: effectiveSort(definition, params),
    };
  }

  async search(principal: Principal, alias: string, query: SearchQuery): Promise<SearchReply<LogisticsSearchDoc>> {
    const { alias: list, definition, params, source, active, sort } = this.prepare(principal, alias, query);
    const page = { offset: params.offset, limit: params.limit, sort };
    const { docs, totals } = await runSearch(this.parts.db, definition, source, active, page, async (pageQuery) =>
      this.parts.jobs.views(principal, await this.rowsOf(await pageIds(this.parts.db, source, source.id, pageQuery))),
    );
    const businesses = [
      ...(totals.counts.get('organiserId')?.keys() ?? []),
      ...(totals.counts.get('carrierId')?.keys() ?? []),
      ...(active.get('organiserId') ?? []),
      ...(active.get('carrierId') ?? []),
    ];
    const names = new Map((await this.parts.directory.refs([...new Set(businesses)])).map((ref) => [ref.id, ref.name]));
    const nameOf = (key: FilterKey, id: string) =>
      key === 'organiserId' || key === 'carrierId' ? (names.get(id) ?? id) : enumTermName(id);
    return searchReply<LogisticsSearchDoc>({
      path: logisticsSearchPath(list),
      definition,
      params,
      docs,
      totalDocs: totals.totalDocs,
      counts: totals.counts,
      nameOf,
    });
  }

  /** The same search as a CSV file: every matching job (offset and limit do not apply), times where the business is. */
  async searchCsv(principal: Principal, alias: string, query: SearchQuery): Promise<{ name: string; text: string }> {
    const { alias: list, source, active, sort } = this.prepare(principal, alias, query);
    const ids = await pageIds(this.parts.db, source, source.id, exportQuery(source, active, sort));
    const docs = await this.parts.jobs.views(principal, await this.rowsOf(ids));
    const [organisation] = await this.parts.directory.refs([actingOrganisationId(principal)]);
    const country = organisation?.countryISO || 'GB';
    return {
      name: csvFileName(list, calendarDateIn(this.parts.clock.now(), country)),
      text: csvOf(jobCsvColumns(), docs, { time: (timestamp) => calendarTimeIn(new Date(timestamp), country) }),
    };
  }

  private rowsOf(ids: string[]) {
    return this.parts.jobs.rowsByIds(ids);
  }
}
