import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
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
import { SharedTestClock } from './platform/test-clock/shared-test-clock';
import { testClockRoutes } from './modules/admin/routes';
import { AdminService } from './modules/admin/service';
import { InvitesService } from './modules/accounts/invites-service';
import { organisationsRoutes } from './modules/accounts/organisations-routes';
import { OrganisationsService } from './modules/accounts/organisations-service';
import { accountsRoutes, inviteRoutes, signupRoutes } from './modules/accounts/routes';
import { AccountsService } from './modules/accounts/service';
import { SignupService } from './modules/accounts/signup-service';
import { usersRoutes } from './modules/accounts/users-routes';
import { UsersService } from './modules/accounts/users-service';
import { registerAuthJobs } from './modules/auth/jobs';
import { registerLogsJobs } from './modules/logs/jobs';
import { logsRoutes } from './modules/logs/routes';
import { LogsService } from './modules/logs/service';
import { authRoutes, impersonationRoutes } from './modules/auth/routes';
import { contentAdminRoutes, contentRoutes } from './modules/content/routes';
import { ContentService } from './modules/content/service';
import { AuthService } from './modules/auth/service';
import { devMailboxRoutes } from './modules/notifications/routes';
import { NotificationsService } from './modules/notifications/service';
import { accountNotificationsRoutes } from './modules/notifications/account-notifications-routes';
import { featureFlagsRoutes } from './modules/accounts/feature-flags-routes';
import { FeatureFlagsService } from './modules/accounts/feature-flags-service';
import { registerAnalyticsJobs } from './modules/analytics/jobs';
import { analyticsRoutes } from './modules/analytics/routes';
import { AnalyticsService } from './modules/analytics/service';
import { ChangeFeed } from './platform/cache/change-feed';
import { LiveEvents } from './platform/live-events/live-events';
import { createFileStore } from './platform/files/create-file-store';
import type { FileStore } from './platform/files/file-store';
import { filesRoutes } from './modules/files/routes';
import { FilesService } from './modules/files/service';
import { liveEventsRoutes } from './platform/live-events/live-events-routes';
import { contentSecurityDirectives } from './platform/http/content-security-policy';
import { referenceRoutes } from './modules/reference/routes';
import { ReferenceService } from './modules/reference/service';
import { createGeoProviders } from './modules/geo/providers/create-providers';
import { geoRoutes } from './modules/geo/routes';
import { GeoService } from './modules/geo/service';
import { harvestRoutes } from './modules/inventory/harvest-routes';
import { HarvestService } from './modules/inventory/harvest-service';
import { markInventoryWrites } from './modules/inventory/inventory-changes';
import { inventoryRoutes } from './modules/inventory/routes';
import { InventoryService } from './modules/inventory/service';
import { searchRoutes } from './modules/search/routes';
import { BidsService } from './modules/trading/bids-service';
import { bidsRoutes } from './modules/trading/bids-routes';
import { BuyerDashboardService } from './modules/trading/buyer-dashboard-service';
import {
  registerTradingJobs,
  requestTradingSweep,
  TRADING_SWEEP_EVERY_MS,
  TradingSweepRequests,
} from './modules/trading/jobs';
import { listingsRoutes } from './modules/trading/listings-routes';
import { ListingsService } from './modules/trading/listings-service';
import { TradingDemoService } from './modules/trading/demo-service';
import { TradingSearchService } from './modules/trading/search-service';
import { TradingSweep } from './modules/trading/sweep-service';
import { tradesRoutes } from './modules/trading/trades-routes';
import { TradesService } from './modules/trading/trades-service';
import { TradingNotices } from './modules/trading/trading-notices';
import { wantedRoutes } from './modules/trading/wanted-routes';
import { WantedService } from './modules/trading/wanted-service';
import { SearchService } from './modules/search/service';

export interface Platform {
  config: Config;
  database: Database;
  clock: AdjustableClock;
  jobs: JobQueue;
  outbox: Outbox;
  tokens: TokenService;
  rateLimiter: RateLimiter;
  live: LiveEvents;
  fileStore: FileStore;
  services: {
    accounts: AccountsService;
    signup: SignupService;
    invites: InvitesService;
    users: UsersService;
    organisations: OrganisationsService;
    auth: AuthService;
    admin: AdminService;
    notifications: NotificationsService;
    logs: LogsService;
    featureFlags: FeatureFlagsService;
    analytics: AnalyticsService;
    content: ContentService;
    files: FilesService;
    reference: ReferenceService;
    geo: GeoService;
    inventory: InventoryService;
    harvests: HarvestService;
    listings: ListingsService;
    bids: BidsService;
    wanted: WantedService;
    tradingSweep: TradingSweep;
    trades: TradesService;
    tradingDemo: TradingDemoService;
  };
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
  // In development the clock can be moved; every instance on the database follows it.
  const testClock = new SharedTestClock(database, clock, app.log);
  const tokens = new TokenService(loadSigningSecret(config.jwtSecret, config.dataDir), clock);
  const jobs = new JobQueue(database, { runWorkers: config.runWorkers, logger: app.log });
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : devMailboxTransport;
  const outbox = new Outbox(database.db, jobs, clock, transport, config.mailFrom);

  const rateLimiter = new RateLimiter(database.db, clock, jobs);

  const accounts = new AccountsService(database.db, clock);
  const auth = new AuthService(database.db, clock, tokens, accounts, outbox, { publicUrl: config.publicUrl });
  registerAuthJobs(jobs, auth);
  const live = new LiveEvents(database, app.log);
  const changes = new ChangeFeed(database, app.log);
  // Notifications reach an organisation's members through the organisations service, which
  // notifies in turn: the directory asks it lazily, once both exist.
  const notifications: NotificationsService = new NotificationsService(database.db, clock, outbox, live, {
    userExists: async (exec, userId) => (await accounts.findUserById(userId, exec)) !== null,
    organisationMembers: (exec, organisationId): Promise<string[] | null> =>
      services.organisations.memberUserIds(exec, organisationId),
  });
  const featureFlags = new FeatureFlagsService(database.db, clock, live);
  const fileStore = createFileStore(config);
  const reference = new ReferenceService(accounts);
  const files = new FilesService(database.db, clock, fileStore, accounts, {
    tempDir: join(config.dataDir, 'tmp', 'uploads'),
  });
  const organisations = new OrganisationsService(database.db, clock, outbox, notifications, {
    publicUrl: config.publicUrl,
  });
  const services = {
    accounts,
    signup: new SignupService(database.db, clock, auth, outbox, { publicUrl: config.publicUrl }),
    invites: new InvitesService(database.db, clock, auth, outbox, notifications, { publicUrl: config.publicUrl }),
    users: new UsersService(database.db, clock, accounts, auth, outbox, { publicUrl: config.publicUrl }),
    organisations,
    auth,
    admin: new AdminService(testClock, () => {
      if (!config.runWorkers) return;
      requestTradingSweep(jobs).catch((error: unknown) => app.log.error({ err: error }, 'trading sweep request'));
    }),
    notifications,
    featureFlags,
    analytics: new AnalyticsService(database.db, clock, featureFlags, {
      environment: config.appEnv,
      provider: config.analyticsProvider,
      retentionDays: config.analyticsRetentionDays,
      mapTiles: config.mapTiles,
    }),
    logs: new LogsService(database.db, clock, { retentionDays: config.logRetentionDays }),
    content: new ContentService(database.db, clock, accounts),
    files,
    reference,
    geo: new GeoService(reference, accounts, createGeoProviders(config.geoKeys), app.log.child({ module: 'geo' })),
    inventory: new InventoryService(database.db, clock, organisations, reference, changes, files),
  };
  // Harvest plans record and reverse their loads through the inventory's movements, and delete samples through files.
  const harvests = new HarvestService(database.db, clock, organisations, reference, services.inventory, services.files);
  // Trading reads businesses, farms and people through the organisations service, and tells people through notices.
  const notices = new TradingNotices(notifications, outbox, organisations, config.publicUrl);
  const sweepRequests = new TradingSweepRequests(jobs, app.log, config.runWorkers);
  const trading = {
    listings: new ListingsService(database.db, clock, organisations, reference, notices),
    bids: new BidsService(database.db, clock, organisations, reference, notices, files, sweepRequests),
    wanted: new WantedService(database.db, clock, organisations, reference, notices),
    tradingSweep: new TradingSweep(database.db, clock, reference, notices),
    trades: new TradesService(database.db, clock, organisations),
    tradingDemo: new TradingDemoService(database.db),
  };
  // §5: what holds a business unit, through accounts' BusinessUnitLinks port: crops, listings and trade requests.
  organisations.registerBusinessUnitUsage('crops', services.inventory);
  organisations.registerBusinessUnitUsage('listings', trading.listings);
  organisations.registerBusinessUnitUsage('tradeRequests', trading.wanted);
  registerTradingJobs(jobs, trading.tradingSweep);
  const tradingSearch = new TradingSearchService(
    database.db,
    clock,
    organisations,
    reference,
    trading.listings,
    trading.bids,
    accounts,
  );
  // Searches dispatch to the modules that own the data.
  const search = new SearchService({ inventory: services.inventory, trading: tradingSearch });
  registerLogsJobs(jobs, services.logs);
  registerAnalyticsJobs(jobs, services.analytics);

  app.decorate('platform', {
    config,
    database,
    clock,
    jobs,
    outbox,
    tokens,
    rateLimiter,
    live,
    fileStore,
    services: { ...services, harvests, ...trading },
  });
  app.decorate('tokens', tokens);
  app.decorate('rateLimiter', rateLimiter);
  installIdempotency(app, new IdempotencyStore(database.db, clock, jobs));
  app.decorate('resolvePrincipal', (claims, context) => auth.resolvePrincipal(claims, context));
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
    await auth
      .recordImpersonatedRequest(impersonation, { method: request.method, path, statusCode: reply.statusCode })
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
      });
      await api.register(authRoutes, { service: auth });
      await api.register(impersonationRoutes, { service: auth });
      await api.register(accountsRoutes, { service: accounts });
      await api.register(signupRoutes, { service: services.signup });
      await api.register(inviteRoutes, { service: services.invites });
      await api.register(usersRoutes, { service: services.users });
      await api.register(organisationsRoutes, { service: services.organisations });
      await api.register(logsRoutes, { service: services.logs });
      await api.register(accountNotificationsRoutes, { service: services.notifications });
      await api.register(featureFlagsRoutes, { service: services.featureFlags });
      await api.register(analyticsRoutes, { service: services.analytics });
      await api.register(liveEventsRoutes, { live });
      await api.register(contentRoutes, { service: services.content });
      await api.register(contentAdminRoutes, { service: services.content });
      await api.register(filesRoutes, { service: services.files });
      await api.register(referenceRoutes, { service: services.reference });
      await api.register(geoRoutes, { service: services.geo });
      await api.register(async (inventory) => {
        markInventoryWrites(inventory, (organisationId) => services.inventory.changed(organisationId));
        await inventory.register(inventoryRoutes, { service: services.inventory });
        await inventory.register(harvestRoutes, { service: harvests });
      });
      await api.register(listingsRoutes, { listings: trading.listings, bids: trading.bids });
      await api.register(bidsRoutes, {
        service: trading.bids,
        dashboard: new BuyerDashboardService(trading.bids, trading.listings),
      });
      await api.register(wantedRoutes, { service: trading.wanted });
      await api.register(tradesRoutes, { service: trading.trades });
      await api.register(searchRoutes, { service: search });
      // Development only (config.ts): in production these routes do not exist.
      if (config.testClockEnabled) await api.register(testClockRoutes, { service: services.admin });
      if (config.devMailboxEnabled) await api.register(devMailboxRoutes, { service: services.notifications });
    },
    { prefix: '/api' },
  );

  const servesWeb = await serveWebApp(app, config.webDist);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && !path.startsWith('/api') && !/\.[a-z0-9]+$/i.test(path);
    if (servesWeb && wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return sendFailure(reply, 404, messages.errors.routeNotFound);
  });

  let sweepTimer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    if (config.testClockEnabled) await testClock.start();
    await jobs.start();
    await live.start();
    await changes.start();
    if (config.runWorkers) {
      // Each instance asks for the trading sweep; the queue runs one at a time (trading/jobs.ts).
      sweepTimer = setInterval(() => {
        requestTradingSweep(jobs).catch((error: unknown) => app.log.error({ err: error }, 'trading sweep request'));
      }, TRADING_SWEEP_EVERY_MS);
      sweepTimer.unref();
    }
  });
  // Open event streams would keep the server from closing: they end first.
  app.addHook('preClose', async () => {
    live.endStreams();
  });
  app.addHook('onClose', async () => {
    if (sweepTimer) clearInterval(sweepTimer);
    sweepRequests.close();
    await live.stop();
    await changes.stop();
    await testClock.stop();
    await jobs.stop();
    if (!options.database) await database.close();
  });

  return app;
}
