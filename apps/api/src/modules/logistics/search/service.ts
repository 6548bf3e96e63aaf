import {
  csvFileName,
  csvOf,
  enumTermName,
  hasPermission,
  isFleetSearchAlias,
  isLogisticsSearchAlias,
  loadCsvColumns,
  LOGISTICS_SEARCH_ALIASES,
  logisticsSearchPath,
  weightUnitFor,
  type FilterKey,
  type LoadView,
  type LogisticsSearchDoc,
  type SearchQuery,
  type SearchReply,
} from '@harvest/domain';
import { calendarDateIn } from '@harvest/domain/calendar';
import { inArray } from 'drizzle-orm';
import { actingOrganisationId, type Principal } from '../../../platform/auth/principal';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db/database';
import { forbidden, notFound } from '../../../platform/http/errors';
import { exportIds, searchByIds, searchReply } from '../../../platform/search/faceted-search';
import { logisticsJobs } from '../jobs/tables';
import type { FleetSearchService } from '../fleet/search-service';
import type { JobsSearchService } from '../jobs/search-service';
import type { LoadCrops } from '../loads/ports';
import type { LoadsService } from '../loads/service';
import type { LogisticsNames } from './ports';
import { loadsSource } from './queries';

/**
 * The logistics searches (issue 22, DESIGN §2 "Searches"): the loads an organiser owns and a carrier hauls, with
 * facets by status, commodity, organiser, carrier and job, and the same search as a CSV file; the fleet's own
 * searches (vehicles, drivers) are answered by the fleet and the jobs search by jobs, so the search module sees one logistics area.
 */
export class LogisticsSearchService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly loads: Pick<LoadsService, 'views'>,
    private readonly crops: LoadCrops,
    private readonly names: LogisticsNames,
    private readonly fleet: Pick<FleetSearchService, 'search' | 'searchCsv'>,
    private readonly jobs: Pick<JobsSearchService, 'search' | 'searchCsv'>,
  ) {}

  /** The loads the acting business organises (logistics.jobs) or hauls (logistics.carrier). */
  private sourceOf(principal: Principal) {
    const carrier = hasPermission(principal.access, 'logistics.carrier', 'read');
    if (!carrier && !hasPermission(principal.access, 'logistics.jobs', 'read')) throw forbidden();
    return loadsSource({ organisationId: actingOrganisationId(principal), carrier });
  }

  /** Loads by id, in the ids' order. */
  private async docsOf(principal: Principal, ids: string[]): Promise<LoadView[]> {
    const byId = new Map((await this.loads.views(principal, ids)).map((load) => [load.id, load]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async search(principal: Principal, alias: string, query: SearchQuery): Promise<SearchReply<LogisticsSearchDoc>> {
    if (isFleetSearchAlias(alias)) return this.fleet.search(principal, alias, query);
    if (alias === 'jobs') return this.jobs.search(principal, alias, query);
    if (!isLogisticsSearchAlias(alias)) throw notFound();
    const definition = LOGISTICS_SEARCH_ALIASES[alias];
    const { params, docs, totals, idsUnder } = await searchByIds(
      this.db,
      definition,
      this.sourceOf(principal),
      query,
      (ids) => this.docsOf(principal, ids),
    );
    const organisations = await this.names.organisationNames(idsUnder('organiserId', 'carrierId'));
    const jobIds = idsUnder('jobId');
    const jobs = new Map(
      jobIds.length === 0
        ? []
        : (
            await this.db
              .select({ id: logisticsJobs.id, reference: logisticsJobs.reference })
              .from(logisticsJobs)
              .where(inArray(logisticsJobs.id, jobIds))
          ).map((job) => [job.id, job.reference]),
    );
    const nameOf = (key: FilterKey, id: string) => {
      if (key === 'commodity') return this.crops.commodityGroup(id)?.name ?? id;
      if (key === 'organiserId' || key === 'carrierId') return organisations.get(id) ?? id;
      if (key === 'jobId') return jobs.get(id) ?? id;
      return enumTermName(id);
    };
    return searchReply<LogisticsSearchDoc>({
      path: logisticsSearchPath(alias),
      definition,
      params,
      docs,
      totalDocs: totals.totalDocs,
      counts: totals.counts,
      nameOf,
    });
  }

  /** GET /api/search/logistics/{alias}?format=csv: every load the same search finds, weights in the person's unit. */
  async searchCsv(principal: Principal, alias: string, query: SearchQuery): Promise<{ name: string; text: string }> {
    if (isFleetSearchAlias(alias)) return this.fleet.searchCsv(principal, alias, query);
    if (alias === 'jobs') return this.jobs.searchCsv(principal, alias, query);
    if (!isLogisticsSearchAlias(alias)) throw notFound();
    const ids = await exportIds(this.db, LOGISTICS_SEARCH_ALIASES[alias], this.sourceOf(principal), query);
    const docs = await this.docsOf(principal, ids);
    const organisations = await this.names.organisationNames(
      docs.flatMap((load) => [load.organisationId, load.carrierOrganisationId ?? []].flat()),
    );
    const unit = weightUnitFor((await this.names.unitSystemsOf(principal.userId)).weight);
    const text = csvOf(loadCsvColumns(unit), docs, {
      crop: (id) => this.crops.commodityGroup(id)?.name ?? id,
      organisation: (id) => organisations.get(id) ?? '',
    });
    return { name: csvFileName('loads', calendarDateIn(this.clock.now(), 'GB')), text };
  }
}
