import { buildApp } from './app';
import { loadConfig } from './platform/config';
import { migrateDatabase } from './platform/db/migrate';
import { seedDemoInventory } from './seed/demo-inventory';
import { seedDemoTrading } from './seed/demo-trading';
import { seedDemoWorld } from './seed/demo-world';

const config = loadConfig();
const app = await buildApp(config);

try {
  await migrateDatabase(app.platform.database);
  await app.ready();
  if (config.seed === 'demo' && (await seedDemoWorld(app.platform, app.log))) {
    await seedDemoInventory(app.platform, app.log);
    await seedDemoTrading(app.platform, app.log);
  }
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
