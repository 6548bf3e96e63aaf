import { isIP } from 'node:net';
import { resolve } from 'node:path';
import {
  ANALYTICS_PROVIDERS,
  ANALYTICS_RETENTION_DAYS_DEFAULT,
  API_TIMEOUT_MS,
  APP_ENVIRONMENTS,
  ETA_SLIP_MARGIN_MINUTES,
  JSON_BODY_LIMIT_BYTES,
  LOG_RETENTION_DAYS_DEFAULT,
  MAP_TILES_DEFAULT,
  POSITION_RETENTION_DAYS,
  type AnalyticsProviderName,
  type AppEnvironment,
  type MapTiles,
} from '@harvest/domain';
import { z } from 'zod';
import packageJson from '../../package.json' with { type: 'json' };
import { isLoopbackHost } from './http/loopback';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Harvest <no-reply@harvest.local>'),
  PUBLIC_URL: z.string().url().optional(),
  MIN_CLIENT_VERSION: z.string().default('0.1.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: the demo world in development only. */
  SEED: z.enum(['demo', 'none']).optional(),
  ALLOW_DEMO_ON_NETWORK: z.enum(['true', 'false']).default('false'),
  TRUST_PROXY: z.string().optional(),
  WEB_DIST: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  CORS_ORIGIN: z.string().optional(),
  LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(LOG_RETENTION_DAYS_DEFAULT),
  APP_ENV: z.enum(APP_ENVIRONMENTS).default('dev'),
  ANALYTICS_PROVIDER: z.enum(ANALYTICS_PROVIDERS).default('first-party'),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(ANALYTICS_RETENTION_DAYS_DEFAULT),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('eu-west-2'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  IDEAL_POSTCODES_API_KEY: z.string().optional(),
  WHAT3WORDS_API_KEY: z.string().optional(),
  OPENCAGE_API_KEY: z.string().optional(),
  VEHICLE_ENQUIRY_API_KEY: z.string().optional(),
  VEHICLE_ENQUIRY_URL: z.string().url().optional(),
  /** A routing service for jobs' routes (OSRM- or GraphHopper-compatible); unset, routes are estimated offline. */
  ROUTING_URL: z.string().url().optional(),
  ROUTING_PROVIDER: z.enum(['osrm', 'graphhopper']).default('osrm'),
  ROUTING_API_KEY: z.string().optional(),
  /** Live tracking: positions kept this long, and how much later than last told an ETA must be to say it slipped. */
  POSITION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(POSITION_RETENTION_DAYS),
  ETA_SLIP_MARGIN_MINUTES: z.coerce.number().int().min(1).max(1440).default(ETA_SLIP_MARGIN_MINUTES),
  /** A futures price feed (London feed wheat, Paris milling wheat): without a key there are no futures prices. */
  FUTURES_FEED_URL: z.string().url().optional(),
  FUTURES_FEED_KEY: z.string().optional(),
  /** Market news: RSS/Atom feeds, comma-separated http(s) URLs (unset: the administrators' market updates alone). */
  NEWS_FEED_URLS: z.string().optional(),
  NEWS_FEED_REFRESH_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  MAP_TILE_URL: z.string().default(MAP_TILES_DEFAULT.url),
  MAP_TILE_ATTRIBUTION: z.string().default(MAP_TILES_DEFAULT.attribution),
});

export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  version: string;
  minClientVersion: string;
  logLevel: string;
  /** Seed the demo world (its accounts and password are public) on start. */
  demoWorldEnabled: boolean;
  /** Serve the demo world on a non-loopback HOST (ALLOW_DEMO_ON_NETWORK=true): refused otherwise. */
  allowDemoOnNetwork: boolean;
  /** The development mailbox routes exist (development only; answers loopback and system administrators). */
  devMailboxEnabled: boolean;
  /**
   * Whose X-Forwarded-* headers are believed (Fastify's trustProxy): false for nobody, a hop count, or the
   * proxies' addresses and CIDR ranges. Unset TRUST_PROXY is false: request.ip is the connecting peer.
   */
  trustProxy: false | number | string[];
  /** The built web app served from the same origin; null when the API runs alone. */
  webDist: string | null;
  jwtSecret: string | undefined;
  /** CORS is off unless an origin is named. */
  corsOrigin: string | undefined;
  requestTimeoutMs: number;
  bodyLimitBytes: number;
  /** The test clock routes exist (development only). */
  testClockEnabled: boolean;
  /** Workers, schedules and queue maintenance; off in API tests, which drive jobs by hand. */
  runWorkers: boolean;
  /** Client logs older than this (by when they were stored) are deleted nightly. */
  logRetentionDays: number;
  /** Which deployment this is (platform §9): analytics is on only in some. */
  appEnv: AppEnvironment;
  /** Where analytics events go: first-party (stored here) or none. */
  analyticsProvider: AnalyticsProviderName;
  /** Analytics events older than this (by when they were stored) are deleted nightly. */
  analyticsRetentionDays: number;
  /** Uploaded files: an S3-compatible store when S3_BUCKET and its keys are set, else local disk under dataDir/files. */
  s3: S3Config | null;
  /** Keys of the external place providers; each one unset means its offline default is used. */
  geoKeys: { idealPostcodes?: string; what3words?: string; openCage?: string };
  /** The DVLA Vehicle Enquiry Service's key: unset, a registration lookup finds nothing and the form is filled by hand. */
  vehicleEnquiryKey?: string;
  /** The service's base URL, when not the DVLA's own (its test environment, or a stand-in in tests). */
  vehicleEnquiryUrl?: string;
  /** The map tile source the web app is told to use (GET /api/sys/v1/config). */
  mapTiles: MapTiles;
  /** The routing service jobs' routes come from; null: estimated from the stops' coordinates (logistics/routing). */
  routing: RoutingConfig | null;
  /** A driven job's positions older than this (by when they were received) are deleted daily. */
  positionRetentionDays: number;
  /** An ETA later than the one last told by more than this is told again as running late. */
  etaSlipMarginMinutes: number;
  /** The futures feed prices are read from; null (no key) means no futures, and the insights page says so. */
  futuresFeed: { url: string; key: string } | null;
  /** The market news feeds read by the news job, and how often (NEWS_FEED_URLS, NEWS_FEED_REFRESH_MINUTES). */
  news: { feedUrls: string[]; refreshMinutes: number };
}

export interface RoutingConfig {
  provider: 'osrm' | 'graphhopper';
  url: string;
  apiKey: string | undefined;
}

export interface S3Config {
  /** Unset: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** A configuration the server refuses to start with; the message says why and what to set. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const invalidConfiguration = (lines: string[]) => new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);

/** Named ranges proxy-addr (Fastify's trustProxy) understands. */
const NAMED_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(value: string): boolean {
  if (NAMED_PROXY_RANGES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: a hop count, or a comma-separated list of proxy addresses and CIDR ranges; null when neither. */
function parseTrustProxy(value: string | undefined): Config['trustProxy'] | null {
  if (value === undefined) return false;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) === 0 ? false : Number(trimmed);
  const entries = trimmed.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : null;
}

/** NEWS_FEED_URLS: the http(s) URLs it lists, or the entries that are not one. */
function parseFeedUrls(value: string | undefined): { urls: string[]; bad: string[] } {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const isHttp = (entry: string) => {
    try {
      return ['http:', 'https:'].includes(new URL(entry).protocol);
    } catch {
      return false;
    }
  };
  return { urls: [...new Set(entries.filter(isHttp))], bad: entries.filter((entry) => !isHttp(entry)) };
}

/** True when the demo world may not be served here: HOST reaches the network and nobody said it may. */
export function demoForbiddenOnHost(config: Pick<Config, 'host' | 'allowDemoOnNetwork'>): boolean {
  return !isLoopbackHost(config.host) && !config.allowDemoOnNetwork;
}

/** Why the server will not start with the demo world on HOST, and what to set instead. */
export function demoOnNetworkRefusal(host: string, why: string): string {
  return (
    `${why}, whose accounts (a system administrator among them) have a published password, and HOST=${host} ` +
    'would serve it to the network. Listen on this machine only (unset HOST, or HOST=127.0.0.1), start without ' +
    'the demo world (SEED=none on a database that lacks it), or set ALLOW_DEMO_ON_NETWORK=true if that is really meant.'
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset, so `DATABASE_URL= npm start` runs on PGlite.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw invalidConfiguration(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const development = e.NODE_ENV === 'development';
  const demoWorldEnabled = (e.SEED ?? (development ? 'demo' : 'none')) === 'demo';
  const allowDemoOnNetwork = e.ALLOW_DEMO_ON_NETWORK === 'true';
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  const refusals: string[] = [];
  const feeds = parseFeedUrls(e.NEWS_FEED_URLS);
  if (feeds.bad.length > 0) {
    refusals.push(`NEWS_FEED_URLS: expected http(s) URLs separated by commas, not ${JSON.stringify(feeds.bad)}`);
  }
  if (trustProxy === null) {
    refusals.push(
      `TRUST_PROXY: expected a hop count (1) or proxy addresses and CIDR ranges separated by commas ` +
        `(10.0.0.5,10.1.0.0/16), not ${JSON.stringify(e.TRUST_PROXY)}`,
    );
  }
  // The demo world's accounts, the system administrator's among them, have a published password.
  if (e.NODE_ENV === 'production' && e.SEED === 'demo') {
    refusals.push(
      'SEED=demo is refused in production: the demo accounts have a published password. Unset SEED or set SEED=none.',
    );
  } else if (demoWorldEnabled && demoForbiddenOnHost({ host: e.HOST, allowDemoOnNetwork })) {
    refusals.push(demoOnNetworkRefusal(e.HOST, 'SEED=demo (the default in development) seeds the demo world'));
  }
  if (refusals.length > 0 || trustProxy === null) throw invalidConfiguration(refusals);
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    version: packageJson.version,
    minClientVersion: e.MIN_CLIENT_VERSION,
    logLevel: e.LOG_LEVEL,
    demoWorldEnabled,
    allowDemoOnNetwork,
    devMailboxEnabled: development,
    trustProxy,
    webDist: 'WEB_DIST' in env ? e.WEB_DIST || null : resolve(import.meta.dirname, '../../../web/dist'),
    jwtSecret: e.JWT_SECRET,
    corsOrigin: e.CORS_ORIGIN,
    requestTimeoutMs: API_TIMEOUT_MS,
    bodyLimitBytes: JSON_BODY_LIMIT_BYTES,
    testClockEnabled: development,
    runWorkers: true,
    logRetentionDays: e.LOG_RETENTION_DAYS,
    appEnv: e.APP_ENV,
    analyticsProvider: e.ANALYTICS_PROVIDER,
    analyticsRetentionDays: e.ANALYTICS_RETENTION_DAYS,
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : null,
    geoKeys: {
      idealPostcodes: e.IDEAL_POSTCODES_API_KEY,
      what3words: e.WHAT3WORDS_API_KEY,
      openCage: e.OPENCAGE_API_KEY,
    },
    vehicleEnquiryKey: e.VEHICLE_ENQUIRY_API_KEY,
    vehicleEnquiryUrl: e.VEHICLE_ENQUIRY_URL,
    mapTiles: { url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    routing: e.ROUTING_URL ? { provider: e.ROUTING_PROVIDER, url: e.ROUTING_URL, apiKey: e.ROUTING_API_KEY } : null,
    positionRetentionDays: e.POSITION_RETENTION_DAYS,
    etaSlipMarginMinutes: e.ETA_SLIP_MARGIN_MINUTES,
    futuresFeed: e.FUTURES_FEED_KEY && e.FUTURES_FEED_URL ? { url: e.FUTURES_FEED_URL, key: e.FUTURES_FEED_KEY } : null,
    news: { feedUrls: feeds.urls, refreshMinutes: e.NEWS_FEED_REFRESH_MINUTES },
  };
}
