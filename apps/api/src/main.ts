import { buildApp } from './app';
import { loadConfig } from './platform/config';
import { migrateDatabase } from './platform/db/migrate';
import { seedDemo } from './seed/seed-demo';

const config = loadConfig();
const app = await buildApp(config);

try {
  await migrateDatabase(app.platform.database);
  await app.ready();
  if (config.seed === 'demo') await seedDemo(app.platform, app.log);
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, 'could not start');
  await app.close().catch(() => undefined);
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
