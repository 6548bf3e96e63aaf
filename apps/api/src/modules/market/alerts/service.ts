import {
  futuresMarketOf,
  futuresMove,
  messages,
  sideOf,
  targetCrossing,
  TRADING_PATHS,
  wantsNotification,
  type AccessLevel,
  type AlertDirection,
  type AlertInput,
  type Permission,
  type PriceAlert,
} from '@harvest/domain';
import type { Principal } from '../../../platform/auth/principal';
import { actingOrganisationId } from '../../../platform/auth/principal';
import type { Clock } from '../../../platform/clock';
import type { Db, Executor, Tx } from '../../../platform/db/database';
import { badRequest, notFound } from '../../../platform/http/errors';
import { appLink } from '../../../platform/outbox/email-layout';
import type { Outbox } from '../../../platform/outbox/outbox';
import { isKnownCrop } from '../crop-views';
import type { MarketCrops, MarketDirectory, MarketNotifications } from '../ports';
import type { ArrivedSeries } from '../prices/service';
import { lastPriceOf, type SeriesKey } from '../series-queries';
import { firingWords, type Firing } from './notices';
import { alertsOf, deleteAlert, insertAlert, lockAlertsOn, updateAlert, type AlertRow } from './queries';
import { alertView } from './views';

export interface AlertsParts {
  db: Db;
  clock: Clock;
  outbox: Pick<Outbox, 'enqueueEmails'>;
  notifications: MarketNotifications;
  directory: MarketDirectory;
  crops: MarketCrops;
  publicUrl: string;
}

/** Who is still told of an alert: a member of its business who may read market data (owners hold everything). */
const INSIGHTS_READS: [Permission, AccessLevel] = ['trading.insights.grain', 'read'];

const keyOf = (series: ArrivedSeries): SeriesKey => ({
  commodityId: series.commodityId,
  kind: series.kind,
  region: series.region,
  contractMonth: series.contractMonth,
});

/**
 * Price alerts (/trading/alert-preferences, trading-logistics §1): a person's target-price and futures alerts, and the
 * check that runs when prices arrive. A target alert fires once per crossing (its `side` remembers where the market
 * was last seen); a futures alert fires at most once a day (`fired_on`). A firing tells the person in the app, and by
 * email when their price-alert channels include it.
 */
export class AlertsService {
  constructor(private readonly parts: AlertsParts) {}

  async list(principal: Principal): Promise<PriceAlert[]> {
    const rows = await alertsOf(this.parts.db, actingOrganisationId(principal), principal.userId);
    return Promise.all(rows.map(async (row) => alertView(row, await this.marketOf(this.parts.db, row))));
  }

  /**
   * A new alert. A target alert starts on the side of its price the market is on now, so it fires only when the price
   * crosses it, not at once because the market is already past it (the page says so).
   */
  async create(principal: Principal, input: AlertInput): Promise<PriceAlert> {
    const { crops, clock, db } = this.parts;
    if (!isKnownCrop(crops, input.commodityId)) {
      throw badRequest([{ field: 'commodityId', message: messages.market.alerts.cropUnknown }]);
    }
    const now = clock.now();
    const common = {
      organisationId: actingOrganisationId(principal),
      userId: principal.userId,
      commodityId: input.commodityId,
      createdAt: now,
      updatedAt: now,
    };
    if (input.type === 'futures') {
      if (!futuresMarketOf(input.commodityId)) {
        throw badRequest([{ field: 'commodityId', message: messages.market.alerts.futuresMarketUnknown }]);
      }
      const row = await insertAlert(db, {
        ...common,
        type: 'futures',
        region: '',
        kind: 'futures',
        moveMinor: input.moveMinor,
        movePercent: input.movePercent,
      });
      return alertView(row, null);
    }
    const key: SeriesKey = {
      commodityId: input.commodityId,
      kind: input.kind,
      region: input.region,
      contractMonth: '',
    };
    const market = await lastPriceOf(db, key);
    const row = await insertAlert(db, {
      ...common,
      type: 'target',
      region: input.region,
      kind: input.kind,
      direction: input.direction,
      priceMinor: input.priceMinor,
      side: market ? sideOf(market.priceMinor, input.priceMinor, input.direction) : null,
    });
    return alertView(row, market);
  }

  /** Removes the caller's own alert; another person's, or another business's, is 404. */
  async remove(principal: Principal, id: string): Promise<void> {
    if (!(await deleteAlert(this.parts.db, actingOrganisationId(principal), principal.userId, id))) throw notFound();
  }

  /**
   * The check (the 'market.prices-arrived' job): each series in a transaction of its own that locks the alerts
   * watching it, reads the newest prices and records what it saw, so two checks at once fire a crossing once.
   * Answers how many alerts fired.
   */
  async pricesArrived(exec: Executor, series: readonly ArrivedSeries[]): Promise<number> {
    const keys = new Map(series.map((each) => [JSON.stringify(keyOf(each)), keyOf(each)]));
    let fired = 0;
    for (const key of keys.values()) fired += await exec.transaction((tx) => this.checkSeries(tx, key));
    return fired;
  }

  private async checkSeries(tx: Tx, key: SeriesKey): Promise<number> {
    const now = this.parts.clock.now();
    const firings: Firing[] = [];
    if (key.kind === 'futures') {
      const alerts = await lockAlertsOn(tx, {
        type: 'futures',
        commodityId: key.commodityId,
        kind: 'futures',
        region: '',
      });
      if (alerts.length === 0) return 0;
      const price = await lastPriceOf(tx, key);
      const previous = price && (await lastPriceOf(tx, key, price.pricedOn));
      if (!price || !previous) return 0;
      for (const alert of alerts) {
        const move = futuresMove(alert, previous.priceMinor, price.priceMinor, price.pricedOn);
        if (!move.fires) continue;
        await updateAlert(tx, alert.id, { firedOn: price.pricedOn, lastFiredAt: now, updatedAt: now });
        firings.push({ type: 'futures', alert, price, contractMonth: key.contractMonth, ...move });
      }
    } else {
      const alerts = await lockAlertsOn(tx, { type: 'target', ...key });
      if (alerts.length === 0) return 0;
      const price = await lastPriceOf(tx, key);
      if (!price) return 0;
      for (const alert of alerts) {
        const crossing = targetCrossing(
          {
            direction: alert.direction as AlertDirection,
            priceMinor: alert.priceMinor ?? 0,
            side: alert.side as AlertDirection | null,
          },
          price.priceMinor,
        );
        if (crossing.side === alert.side && !crossing.fires) continue;
        await updateAlert(tx, alert.id, {
          side: crossing.side,
          ...(crossing.fires ? { lastFiredAt: now } : {}),
          updatedAt: now,
        });
        if (crossing.fires) firings.push({ type: 'target', alert, price });
      }
    }
    await this.tell(tx, firings);
    return firings.length;
  }

  /**
   * Each firing to its person, in the app and by email when they chose email for price alerts, while they are still a
   * member of the business who may read market data.
   */
  private async tell(tx: Tx, firings: readonly Firing[]): Promise<void> {
    if (firings.length === 0) return;
    const { directory, notifications, outbox, crops, publicUrl } = this.parts;
    const path = TRADING_PATHS.marketInsights;
    const label = messages.market.alerts.viewAction;
    const told: { firing: Firing; person: Awaited<ReturnType<MarketDirectory['membersHolding']>>[number] }[] = [];
    for (const organisationId of new Set(firings.map((firing) => firing.alert.organisationId))) {
      const people = new Map(
        (await directory.membersHolding(organisationId, [INSIGHTS_READS], tx)).map((person) => [person.userId, person]),
      );
      for (const firing of firings.filter((each) => each.alert.organisationId === organisationId)) {
        const person = people.get(firing.alert.userId);
        if (person) told.push({ firing, person });
      }
    }
    const worded = told.map((each) => ({ ...each, words: firingWords(crops, each.firing) }));
    await notifications.notifyEach(
      tx,
      worded.map(({ firing, words }) => ({
        userIds: [firing.alert.userId],
        content: {
          ...words,
          type: 'information',
          organisationId: firing.alert.organisationId,
          data: { topic: 'price-alerts', alertId: firing.alert.id },
          callToAction: { actions: [{ label, isPrimary: true, redirect: { path } }] },
        },
      })),
    );
    await outbox.enqueueEmails(
      tx,
      worded
        .filter(({ person }) => wantsNotification(person.notificationPreferences, 'price-alerts', 'email'))
        .map(({ firing, person, words }) => ({
          to: person.email,
          template: `market-alert-${firing.type}`,
          content: {
            subject: words.title,
            heading: words.title,
            paragraphs: [words.message],
            action: { label, url: appLink(publicUrl, path) },
          },
        })),
    );
  }

  /** The price a target alert is measured against now: its series' newest day's last. */
  private marketOf(exec: Executor, row: AlertRow) {
    if (row.type !== 'target') return Promise.resolve(null);
    return lastPriceOf(exec, { commodityId: row.commodityId, kind: row.kind, region: row.region, contractMonth: '' });
  }
}
