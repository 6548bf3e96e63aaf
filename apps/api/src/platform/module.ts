import type { FastifyBaseLogger } from 'fastify';
import type { TokenService } from './auth/tokens';
import type { ChangeFeed } from './cache/change-feed';
import type { AdjustableClock } from './clock';
import type { Config } from './config';
import type { Database, Db } from './db/database';
import type { FileStore } from './files/file-store';
import type { RoutesPlugin } from './http/route-types';
import type { JobQueue } from './jobs/job-queue';
import type { LiveEvents } from './live-events/live-events';
import type { Outbox } from './outbox/outbox';
import type { RateLimiter } from './rate-limit/rate-limiter';

/** The platform's shared parts: what every module's factory is given, beside the ports of the modules it uses. */
export interface PlatformPorts {
  config: Config;
  database: Database;
  db: Db;
  clock: AdjustableClock;
  jobs: JobQueue;
  outbox: Outbox;
  live: LiveEvents;
  changes: ChangeFeed;
  fileStore: FileStore;
  tokens: TokenService;
  rateLimiter: RateLimiter;
  log: FastifyBaseLogger;
}

/**
 * A business module as `app.ts` sees it (its `index.ts` builds it): the services it offers the modules after it
 * (and the tests), its routes under `/api`, and what it runs while the app is up. Its jobs are registered when it is
 * built.
 */
export interface ApiModule<Services extends object = object> {
  readonly services: Services;
  readonly routes: RoutesPlugin<object>;
  /** Once the app is ready: timers and listeners. */
  start?(): Promise<void>;
  /** When the app closes, in the reverse order of the modules. */
  stop?(): Promise<void>;
}
