import { z } from '../zod';
import { mapTilesSchema } from '../geo/map-tiles';

/** Spec platform §9: analytics is configured per environment (dev, uat, sandbox, prod). */
export const APP_ENVIRONMENTS = ['dev', 'uat', 'sandbox', 'prod'] as const;
export type AppEnvironment = (typeof APP_ENVIRONMENTS)[number];

/** Spec platform §9: analytics is enabled on uat and prod. */
export const ANALYTICS_ENVIRONMENTS: readonly AppEnvironment[] = ['uat', 'prod'];

export function analyticsEnabledIn(environment: AppEnvironment): boolean {
  return ANALYTICS_ENVIRONMENTS.includes(environment);
}

/**
 * Where events go: 'first-party' stores them in this platform's own database; nothing is sent
 * to a third party unless one is configured.
 */
export const ANALYTICS_PROVIDERS = ['first-party', 'none'] as const;
export type AnalyticsProviderName = (typeof ANALYTICS_PROVIDERS)[number];

/** Events sent in one batch, and how often the client sends what it has gathered. */
export const ANALYTICS_BATCH_MAX = 50;
export const ANALYTICS_FLUSH_INTERVAL_MS = 5_000;

/**
 * Batches one user may send a minute: a client flushes every 5 s (12 a minute) plus once on page
 * unload; a few tabs fit inside this, a client stuck in a loop does not.
 */
export const ANALYTICS_UPLOADS_PER_MINUTE = 60;
export const ANALYTICS_UPLOAD_WINDOW_MS = 60_000;

/** Stored events older than this many days (by when the API stored them) are deleted nightly. */
export const ANALYTICS_RETENTION_DAYS_DEFAULT = 395;

/** The system administrator's summary counts the events of the last 30 days. */
export const ANALYTICS_SUMMARY_DAYS = 30;

const ANALYTICS_EVENT_NAME_PATTERN = /^[a-z][a-z0-9_.:-]{0,63}$/;

export const analyticsEventSchema = z.object({
  name: z.string().regex(ANALYTICS_EVENT_NAME_PATTERN),
  occurredAt: z.iso.datetime({ offset: true }),
  path: z.string().max(500).optional(),
  properties: z.record(z.string(), z.union([z.string().max(200), z.number(), z.boolean(), z.null()])).optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.array(analyticsEventSchema).min(1).max(ANALYTICS_BATCH_MAX);

export const analyticsReceiptSchema = z.object({ accepted: z.number().int() });

/** What the client learns about its environment at start (GET /sys/v1/config). */
export const clientConfigSchema = z.object({
  environment: z.enum(APP_ENVIRONMENTS),
  analytics: z.object({ enabled: z.boolean(), provider: z.enum(ANALYTICS_PROVIDERS) }),
  mapTiles: mapTilesSchema,
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** GET /analytics/v1/summary: how many of each event were stored over the summary period, most first. */
export const analyticsSummarySchema = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  events: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;
