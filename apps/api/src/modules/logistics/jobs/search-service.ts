import {
  csvFileName,
  csvOf,
  enumTermName,
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
import { exportIds, searchByIds, searchReply } from '../../../platform/search/faceted-search';
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

  /** The jobs the acting business organises or hauls, for organisers and carriers. */
  private sourceOf(principal: Principal, alias: string) {
    if (alias !== 'jobs') throw notFound();
    const organiser = hasPermission(principal.access, 'logistics.jobs');
    if (!organiser && !hasPermission(principal.access, 'logistics.carrier')) throw forbidden();
    return jobsSource(actingOrganisationId(principal), this.parts.clock.now());
  }

  async search(principal: Principal, alias: string, query: SearchQuery): Promise<SearchReply<LogisticsSearchDoc>> {
    const source = this.sourceOf(principal, alias);
    const definition = LOGISTICS_SEARCH_ALIASES.jobs;
    const { params, docs, totals, idsUnder } = await searchByIds(this.parts.db, definition, source, query, (ids) =>
      this.views(principal, ids),
    );
    const refs = await this.parts.directory.refs(idsUnder('organiserId', 'carrierId'));
    const names = new Map(refs.map((ref) => [ref.id, ref.name]));
    const nameOf = (key: FilterKey, id: string) =>
      key === 'organiserId' || key === 'carrierId' ? (names.get(id) ?? id) : enumTermName(id);
    return searchReply<LogisticsSearchDoc>({
      path: logisticsSearchPath('jobs'),
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
    const source = this.sourceOf(principal, alias);
    const ids = await exportIds(this.parts.db, LOGISTICS_SEARCH_ALIASES.jobs, source, query);
    const docs = await this.views(principal, ids);
    const [organisation] = await this.parts.directory.refs([actingOrganisationId(principal)]);
    const country = organisation?.countryISO || 'GB';
    return {
      name: csvFileName('jobs', calendarDateIn(this.parts.clock.now(), country)),
      text: csvOf(jobCsvColumns(), docs, { time: (timestamp) => calendarTimeIn(new Date(timestamp), country) }),
    };
  }

  private async views(principal: Principal, ids: string[]) {
    return this.parts.jobs.views(principal, await this.parts.jobs.rowsByIds(ids));
  }
}
