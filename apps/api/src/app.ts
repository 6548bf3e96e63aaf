import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { HEADERS, installEnGbZodMessages, messages } from '@harvest/domain';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { PrincipalResolver } from './platform/auth/principal';
import { loadSigningSecret, TokenService } from './platform/auth/tokens';
import { AdjustableClock } from './platform/clock';
import type { Config } from './platform/config';
import { openDatabase, type Database } from './platform/db/database';
import { installAppVersionCheck } from './platform/http/app-version';
import { sendFailure } from './platform/http/envelope';
import { installErrorHandler } from './platform/http/error-handler';
import { healthRoutes } from './platform/http/health-routes';
import { loggerOptions } from './platform/http/logging';
import { installNoStoreByDefault } from './platform/http/no-store';
import { installRequestTimeout } from './platform/http/request-timeout';
import { installStrictTransportSecurity } from './platform/http/strict-transport-security';
import { trustProxyOption } from './platform/http/trust-proxy';
import { installStorableInputCheck } from './platform/http/storable-input';
import { serveWebApp } from './platform/http/web-app';
import { JobQueue } from './platform/jobs/job-queue';
import { Outbox } from './platform/outbox/outbox';
import { devMailboxTransport, smtpTransport } from './platform/outbox/transport';
import { IdempotencyStore, installIdempotency } from './platform/idempotency/idempotency';
import { RateLimiter } from './platform/rate-limit/rate-limiter';
import { ChangeFeed } from './platform/cache/change-feed';
import { LiveEvents } from './platform/live-events/live-events';
import { createFileStore } from './platform/files/create-file-store';
import type { FileStore } from './platform/files/file-store';
import { liveEventsRoutes } from './platform/live-events/live-events-routes';
import { contentSecurityDirectives } from './platform/http/content-security-policy';
import type { ApiModule, PlatformPorts } from './platform/module';
import { createAccountsDirectory, createAccountsModule, type AccountsModule } from './modules/accounts';
import { createAdminModule, type AdminModule } from './modules/admin';
import { createAnalyticsModule, type AnalyticsModule } from './modules/analytics';
import { createAuthModule, type AuthModule } from './modules/auth';
import { createContentModule, type ContentModule } from './modules/content';
import { createFilesModule, type FilesModule } from './modules/files';
import { createGeoModule, type GeoModule } from './modules/geo';
import { createInventoryModule, type InventoryModule } from './modules/inventory';
import { createLogsModule, type LogsModule } from './modules/logs';
import { createNotificationsModule, type NotificationsModule } from './modules/notifications';
import { createReferenceModule, type ReferenceModule } from './modules/reference';
import { createSearchModule, type SearchModule } from './modules/search';
import { createTradingModule, type TradingModule } from './modules/trading';
import { createLogisticsModule, type LogisticsModule } from './modules/logistics';
import { createMarketModule, type MarketModule } from './modules/market';

export interface Platform {
  config: Config;
  database: Database;
  clock: AdjustableClock;
  jobs: JobQueue;
  outbox: Outbox;
  tokens: TokenService;
  rateLimiter: RateLimiter;
  live: LiveEvents;
  changes: ChangeFeed;
  fileStore: FileStore;
  services: AccountsModule['services'] &
    AuthModule['services'] &
    NotificationsModule['services'] &
    ReferenceModule['services'] &
    FilesModule['services'] &
    GeoModule['services'] &
    ContentModule['services'] &
    LogsModule['services'] &
    AnalyticsModule['services'] &
    InventoryModule['services'] &
    TradingModule['services'] &
    LogisticsModule['services'] &
    MarketModule['services'] &
    SearchModule['services'] &
    AdminModule['services'];
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
    tokens: TokenService;
    resolvePrincipal: PrincipalResolver;
  }
}

export interface BuildOptions {
  /** An open database (tests pass a cloned one); otherwise one is opened from config. */
  database?: Database;
  clock?: AdjustableClock;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: Writable;
  /** Told of every route as it is added (tests walk them). */
  onRoute?: (route: RouteOptions) => void;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** Builds the whole server from config without listening: tests inject into it. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  installEnGbZodMessages();
  const logger = loggerOptions(config.logLevel);
  const app = Fastify({
    logger:
      options.logStream && logger && typeof logger === 'object' ? { ...logger, stream: options.logStream } : logger,
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers[HEADERS.requestId];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    // X-Forwarded-* are believed only from the proxies TRUST_PROXY names; otherwise the socket's peer is the client.
    trustProxy: trustProxyOption(config.trustProxy),
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installStorableInputCheck(app);

  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const clock = options.clock ?? new AdjustableClock();
  const tokens = new TokenService(loadSigningSecret(config.jwtSecret, config.dataDir), clock);
  const jobs = new JobQueue(database, { runWorkers: config.runWorkers, logger: app.log });
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : devMailboxTransport;
  const outbox = new Outbox(database.db, jobs, clock, transport, config.mailFrom);

  const rateLimiter = new RateLimiter(database.db, clock, jobs);

  const live = new LiveEvents(database, app.log);
  const changes = new ChangeFeed(database, app.log);
  const platform: PlatformPorts = {
    config,
    database,
    db: database.db,
    clock,
    jobs,
    outbox,
    live,
    changes,
    fileStore: createFileStore(config),
    tokens,
    rateLimiter,
    log: app.log,
  };

  // The modules, each built from the platform and the ports of the modules before it (docs/architecture.md).
  const directory = createAccountsDirectory(platform);
  const notifications = createNotificationsModule(platform, { directory });
  const auth = createAuthModule(platform, { directory });
  const accounts = createAccountsModule(platform, {
    directory,
    sessions: auth.services.auth,
    passwords: auth.services.passwords,
    links: auth.services.signInLinks,
    notifier: notifications.services.notifications,
  });
  const { profiles, settings, featureFlags } = accounts.services;
  const reference = createReferenceModule(platform, { organisations: directory });
  const { reference: referenceService } = reference.services;
  const files = createFilesModule(platform, { organisations: directory });
  const geo = createGeoModule(platform, { countries: referenceService, organisations: directory });
  const content = createContentModule(platform, { readers: profiles });
  const logs = createLogsModule(platform, { names: directory });
  const analytics = createAnalyticsModule(platform, { flags: featureFlags });
  const inventory = createInventoryModule(platform, {
    units: directory,
    crops: referenceService,
    files: files.services.files,
    people: settings,
  });
  const trading = createTradingModule(platform, {
    directory,
    crops: referenceService,
    areas: geo.services.geo,
    files: files.services.files,
    notifications: notifications.services.notifications,
    people: settings,
    lots: inventory.services.stock,
    movements: inventory.services.movements,
    specifications: referenceService,
    reasons: referenceService,
  });
  // Inventory reads how much of each lot is sold from trading's trades (it cannot import trading back).
  inventory.useLotTrades(trading.services.trades);
  // Stock stored for someone else links to the business's storage contracts, which stay while stock names them.
  inventory.useStorageContracts(trading.services.contracts);
  trading.services.contracts.registerDeleteBlock('stock', inventory.services.stock, messages.contracts.linkedToStock);
  const logistics = createLogisticsModule(platform, {
    directory,
    files: files.services.files,
    profiles,
    notifications: notifications.services.notifications,
    deliveries: trading.services.deliveries,
    crops: referenceService,
    harvests: inventory.services.harvests,
    names: {
      organisationNames: async (ids) => {
        const { organisations } = await directory.namesOf(platform.db, ids, []);
        return new Map([...organisations].map(([id, organisation]) => [id, organisation.name]));
      },
      unitSystemsOf: (userId) => settings.unitSystemsOf(userId),
    },
  });
  const market = createMarketModule(platform, {
    traded: trading.services.trades,
    notifications: notifications.services.notifications,
    directory,
    crops: referenceService,
  });
  const search = createSearchModule(platform, {
    inventory: inventory.services.inventorySearch,
    trading: trading.services.tradingSearch,
    logistics: logistics.services.logisticsSearch,
  });
  const admin = createAdminModule(platform, { clockMoved: trading.requestSweep });
  const modules: ApiModule[] = [
    auth,
    accounts,
    notifications,
    reference,
    files,
    geo,
    content,
    logs,
    analytics,
    inventory,
    trading,
    logistics,
    market,
    search,
    admin,
  ];

  app.decorate('platform', {
    config,
    database,
    clock,
    jobs,
    outbox,
    tokens,
    rateLimiter,
    live,
    changes,
    fileStore: platform.fileStore,
    services: Object.assign({}, ...modules.map((module) => module.services)) as Platform['services'],
  });
  app.decorate('tokens', tokens);
  app.decorate('rateLimiter', rateLimiter);
  installIdempotency(app, new IdempotencyStore(database.db, clock, jobs));
  app.decorate('resolvePrincipal', (claims, context) => auth.services.auth.resolvePrincipal(claims, context));
  app.decorateRequest('principal', null);

  app.addHook('onRequest', async (request, reply) => {
    reply.header(HEADERS.requestId, request.id);
    reply.header(HEADERS.serverTime, clock.now().toISOString());
  });
  installAppVersionCheck(app, config.minClientVersion);
  // Every request made under an impersonation is recorded, whatever it answered. onSend
  // rather than onResponse: the row is written before the client has its answer, so what it
  // does next (a test reading the audit) never races the write.
  app.addHook('onSend', async (request, reply, payload) => {
    const impersonation = request.principal?.impersonation;
    if (!impersonation) return payload;
    const path = request.url.split('?')[0] ?? request.url;
    await auth.services.impersonations
      .recordRequest(impersonation, { method: request.method, path, statusCode: reply.statusCode })
      .catch((error: unknown) => request.log.error({ err: error }, 'could not record an impersonated request'));
    return payload;
  });
  installRequestTimeout(app, config.requestTimeoutMs);
  installNoStoreByDefault(app);

  await app.register(fastifyHelmet, {
    // img-src names the configured map tile server (MAP_TILE_URL).
    contentSecurityPolicy: { directives: contentSecurityDirectives(config.mapTiles.url) },
    // The app is same-origin; cross-origin isolation would block the map's tiles.
    crossOriginEmbedderPolicy: false,
    // Sent over https only, below.
    strictTransportSecurity: false,
  });
  installStrictTransportSecurity(app);
  if (config.corsOrigin) {
    const origin = config.corsOrigin;
    app.addHook('onRequest', async (request, reply) => {
      if (request.headers.origin === origin)
        reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    });
  }
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Harvest platform API', version: config.version },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        database,
        version: config.version,
        minimumClientVersion: config.minClientVersion,
        devTools: config.devMailboxEnabled,
      });
      await api.register(liveEventsRoutes, { live });
      for (const module of modules) await api.register(module.routes);
    },
    { prefix: '/api' },
  );

  const webApp = await serveWebApp(app, config.webDist);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && !path.startsWith('/api') && !/\.[a-z0-9]+$/i.test(path);
    if (webApp && wantsPage) return reply.header('cache-control', 'no-cache').sendFile(webApp.pageFor(path));
    return sendFailure(reply, 404, messages.errors.routeNotFound);
  });

  app.addHook('onReady', async () => {
    // The test clock (admin) is read before any job runs; the trading sweep's timer first fires seconds later.
    for (const module of modules) await module.start?.();
    await jobs.start();
    await live.start();
    await changes.start();
  });
  // Open event streams would keep the server from closing: they end first.
  app.addHook('preClose', async () => {
    live.endStreams();
  });
  app.addHook('onClose', async () => {
    for (const module of [...modules].reverse()) await module.stop?.();
    await live.stop();
    await changes.stop();
    await jobs.stop();
    if (!options.database) await database.close();
  });

  return app;
}
