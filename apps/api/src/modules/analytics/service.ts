import {
  analyticsEnabledIn,
  analyticsRole,
  ANALYTICS_SUMMARY_DAYS,
  ROLE_SYS_ADMIN,
  type AnalyticsEvent,
  type AnalyticsProviderName,
  type AnalyticsSummary,
  type AppEnvironment,
  type ClientConfig,
  type MapTiles,
} from '@harvest/domain';
import type { Principal } from '../../platform/auth/principal';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { FeatureFlagsService } from '../accounts';
import {
  countAnalyticsEventsSince,
  deleteAnalyticsEventsBefore,
  insertAnalyticsEvents,
  type NewAnalyticsEventRow,
} from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where accepted events go. The default keeps them in the platform's own database. */
export interface AnalyticsProvider {
  record(events: NewAnalyticsEventRow[]): Promise<number>;
}

/** First-party: stored in analytics_events, nothing sent to a third party. */
export function firstPartyProvider(db: Db): AnalyticsProvider {
  return { record: (events) => insertAnalyticsEvents(db, events) };
}

export interface AnalyticsServiceOptions {
  environment: AppEnvironment;
  provider: AnalyticsProviderName;
  /** Stored events older than this many days are deleted by the retention job. */
  retentionDays: number;
  /** The map tile source, told to the client with the rest of its start-up config. */
  mapTiles: MapTiles;
}

/**
 * Usage analytics (platform §9): on only in the environments the domain names and with a
 * provider configured, and then only for organisations whose analytics flag is on. What a
 * system administrator does, in person or impersonating someone, is not the product's usage
 * and is not stored.
 */
/** Whether a business has a feature switched on (analytics follows its flag). */
export type AnalyticsFlags = Pick<FeatureFlagsService, 'flagsOf'>;

export class AnalyticsService {
  private readonly provider: AnalyticsProvider | null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly flags: AnalyticsFlags,
    private readonly options: AnalyticsServiceOptions,
  ) {
    this.provider = options.provider === 'first-party' ? firstPartyProvider(db) : null;
  }

  get enabled(): boolean {
    return analyticsEnabledIn(this.options.environment) && this.provider !== null;
  }

  clientConfig(): ClientConfig {
    return {
      environment: this.options.environment,
      analytics: { enabled: this.enabled, provider: this.options.provider },
      mapTiles: this.options.mapTiles,
    };
  }

  /** Stores a batch as the caller's; answers how many were accepted (0 when analytics is off for them). */
  async record(principal: Principal, events: readonly AnalyticsEvent[]): Promise<number> {
    if (!this.enabled || !this.provider) return 0;
    if (principal.roles.includes(ROLE_SYS_ADMIN) || principal.impersonation) return 0;
    if (principal.organisationId) {
      const flags = await this.flags.flagsOf(principal.organisationId);
      if (flags && !flags.analytics) return 0;
    }
    const receivedAt = this.clock.now();
    const role = analyticsRole(principal.modules);
    return this.provider.record(
      events.map((event) => ({
        userId: principal.userId,
        organisationId: principal.organisationId,
        role,
        environment: this.options.environment,
        name: event.name,
        path: event.path ?? null,
        properties: event.properties ?? null,
        occurredAt: new Date(event.occurredAt),
        receivedAt,
      })),
    );
  }

  /** Counts per event name over the last 30 days, by when the API stored them. */
  async summary(): Promise<AnalyticsSummary> {
    const to = this.clock.now();
    const from = new Date(to.getTime() - ANALYTICS_SUMMARY_DAYS * DAY_MS);
    const events = await countAnalyticsEventsSince(this.db, from);
    return { from: from.toISOString(), to: to.toISOString(), events };
  }

  /** Deletes events stored more than the retention period ago. */
  async purgeExpired(): Promise<number> {
    return deleteAnalyticsEventsBefore(
      this.db,
      new Date(this.clock.now().getTime() - this.options.retentionDays * DAY_MS),
    );
  }
}
