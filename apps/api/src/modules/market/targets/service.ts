import { messages, targetDistance, type TargetPrice, type TargetPriceInput } from '@harvest/domain';
import type { Principal } from '../../../platform/auth/principal';
import { actingOrganisationId } from '../../../platform/auth/principal';
import type { Clock } from '../../../platform/clock';
import type { Db, Executor } from '../../../platform/db/database';
import { badRequest, notFound } from '../../../platform/http/errors';
import { isKnownCrop } from '../crop-views';
import type { MarketCrops } from '../ports';
import { lastPriceOf } from '../series-queries';
import { deleteTarget, targetsOf, upsertTarget, type TargetRow } from './queries';

/**
 * A seller's target prices (trading-logistics §7 GET /trading/target-prices): what the business would sell a crop at
 * for a movement month in a region, each with how far the market stands from it. The market is the newest ex-farm
 * day's last price in the region, else the newest spot; none while the region has neither.
 */
export class TargetPricesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly crops: MarketCrops,
  ) {}

  async list(principal: Principal): Promise<TargetPrice[]> {
    const rows = await targetsOf(this.db, actingOrganisationId(principal));
    return Promise.all(rows.map((row) => this.view(this.db, row)));
  }

  async put(principal: Principal, input: TargetPriceInput): Promise<TargetPrice> {
    if (!isKnownCrop(this.crops, input.commodityId)) {
      throw badRequest([{ field: 'commodityId', message: messages.market.targets.cropUnknown }]);
    }
    const row = await upsertTarget(this.db, {
      organisationId: actingOrganisationId(principal),
      commodityId: input.commodityId,
      month: input.month,
      region: input.region,
      priceMinor: input.priceMinor,
      updatedBy: principal.userId,
      at: this.clock.now(),
    });
    return this.view(this.db, row);
  }

  /** Removes one of the business's targets; another business's is 404. */
  async remove(principal: Principal, id: string): Promise<void> {
    if (!(await deleteTarget(this.db, actingOrganisationId(principal), id))) throw notFound();
  }

  private async view(exec: Executor, row: TargetRow): Promise<TargetPrice> {
    const series = { commodityId: row.commodityId, region: row.region, contractMonth: '' };
    const exFarm = await lastPriceOf(exec, { ...series, kind: 'ex-farm' });
    const market = exFarm ?? (await lastPriceOf(exec, { ...series, kind: 'spot' }));
    const distance = targetDistance(row.priceMinor, market?.priceMinor ?? null);
    return {
      id: row.id,
      commodityId: row.commodityId,
      month: row.month,
      region: row.region as TargetPrice['region'],
      priceMinor: row.priceMinor,
      marketMinor: market?.priceMinor ?? null,
      marketDate: market?.pricedOn ?? null,
      marketKind: market ? (exFarm ? 'ex-farm' : 'spot') : null,
      differenceMinor: distance.differenceMinor,
      reached: distance.reached,
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}
