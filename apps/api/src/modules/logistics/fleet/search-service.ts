import {
  csvFileName,
  csvOf,
  driverCsvColumns,
  enumTermName,
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
import { exportIds, searchByIds, searchReply } from '../../../platform/search/faceted-search';
import { driversSource, vehiclesSource } from './search-queries';
import type { FleetService } from './service';

/** The fleet's searches (issue 22): vehicles and drivers, the acting carrier's own, for logistics.carrier holders. */
export class FleetSearchService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly fleet: Pick<FleetService, 'vehicleViews' | 'driverViews'>,
  ) {}

  /** The alias's rows: the acting carrier's own vehicles or drivers, for logistics.carrier holders. */
  private sourceOf(principal: Principal, alias: string) {
    if (!isFleetSearchAlias(alias)) throw notFound();
    if (!hasPermission(principal.access, 'logistics.carrier', 'read')) throw forbidden();
    const organisationId = actingOrganisationId(principal);
    const source = alias === 'vehicles' ? vehiclesSource(organisationId) : driversSource(organisationId);
    return { alias, definition: FLEET_SEARCH_ALIASES[alias], source };
  }

  private async docsOf(principal: Principal, alias: 'vehicles' | 'drivers', ids: string[]): Promise<FleetSearchDoc[]> {
    return alias === 'vehicles' ? this.fleet.vehicleViews(principal, ids) : this.fleet.driverViews(principal, ids);
  }

  async search(principal: Principal, alias: string, query: SearchQuery): Promise<SearchReply<FleetSearchDoc>> {
    const { alias: list, definition, source } = this.sourceOf(principal, alias);
    const { params, docs, totals } = await searchByIds(this.db, definition, source, query, (ids) =>
      this.docsOf(principal, list, ids),
    );
    return searchReply<FleetSearchDoc>({
      path: fleetSearchPath(list),
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
    const { alias: list, definition, source } = this.sourceOf(principal, alias);
    const ids = await exportIds(this.db, definition, source, query);
    const name = csvFileName(list, calendarDateIn(this.clock.now(), 'GB'));
    if (list === 'vehicles') {
      return { name, text: csvOf(vehicleCsvColumns, await this.fleet.vehicleViews(principal, ids), null) };
    }
    return { name, text: csvOf(driverCsvColumns, await this.fleet.driverViews(principal, ids), null) };
  }
}
