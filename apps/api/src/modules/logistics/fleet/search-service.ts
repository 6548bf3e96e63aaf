import {
  csvFileName,
  csvOf,
  driverCsvColumns,
  effectiveSort,
  enumTermName,
  filtersByKey,
  FLEET_SEARCH_ALIASES,
  fleetSearchPath,
  hasPermission,
  isFleetSearchAlias,
  vehicleCsvColumns,
  type FleetSearchDoc,
  type SearchQuery,
  type SearchReply,
} from '@harvest/domain';
import { calendarDateIn } from '@harvest/domain/calendar';
import { actingOrganisationId, type Principal } from '../../../platform/auth/principal';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db/database';
import { forbidden, notFound } from '../../../platform/http/errors';
import {
  checkedParams,
  exportQuery,
  pageIds,
  runSearch,
  searchReply,
  type PageQuery,
} from '../../../platform/search/faceted-search';
import { driversSource, vehiclesSource } from './search-queries';
import type { FleetService } from './service';

/** The fleet's searches (issue 22): vehicles and drivers, the acting carrier's own, for logistics.carrier holders. */
export class FleetSearchService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly fleet: Pick<FleetService, 'vehicleViews' | 'driverViews'>,
  ) {}

  private prepare(principal: Principal, alias: string, query: SearchQuery) {
    if (!isFleetSearchAlias(alias)) throw notFound();
    if (!hasPermission(principal.access, 'logistics.carrier', 'read')) throw forbidden();
    const organisationId = actingOrganisationId(principal);
    const definition = FLEET_SEARCH_ALIASES[alias];
    const params = checkedParams(definition, query);
    const source = alias === 'vehicles' ? vehiclesSource(organisationId) : driversSource(organisationId);
    return {
      alias,
      definition,
      params,
      source,
      active: filtersByKey(params.filters),
      sort: effectiveSort(definition, params),
    };
  }

  private async docsOf(principal: Principal, alias: 'vehicles' | 'drivers', ids: string[]): Promise<FleetSearchDoc[]> {
    return alias === 'vehicles' ? this.fleet.vehicleViews(principal, ids) : this.fleet.driverViews(principal, ids);
  }

  async search(principal: Principal, alias: string, query: SearchQuery): Promise<SearchReply<FleetSearchDoc>> {
    const prepared = this.prepare(principal, alias, query);
    const { params, source, active, sort, definition } = prepared;
    const page = { offset: params.offset, limit: params.limit, sort };
    const { docs, totals } = await runSearch(this.db, definition, source, active, page, async (pageQuery: PageQuery) =>
      this.docsOf(principal, prepared.alias, await pageIds(this.db, source, source.id, pageQuery)),
    );
    return searchReply<FleetSearchDoc>({
      path: fleetSearchPath(prepared.alias),
      definition,
      params,
      docs,
      totalDocs: totals.totalDocs,
      counts: totals.counts,
      nameOf: (_key, id) => enumTermName(id),
    });
  }

  /** The same search as a CSV file: every matching doc in the list's order. */
  async searchCsv(principal: Principal, alias: string, query: SearchQuery): Promise<{ name: string; text: string }> {
    const prepared = this.prepare(principal, alias, query);
    const ids = await pageIds(
      this.db,
      prepared.source,
      prepared.source.id,
      exportQuery(prepared.source, prepared.active, prepared.sort),
    );
    const name = csvFileName(prepared.alias, calendarDateIn(this.clock.now(), 'GB'));
    if (prepared.alias === 'vehicles') {
      return { name, text: csvOf(vehicleCsvColumns, await this.fleet.vehicleViews(principal, ids), null) };
    }
    return { name, text: csvOf(driverCsvColumns, await this.fleet.driverViews(principal, ids), null) };
  }
}
