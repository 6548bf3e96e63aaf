import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './platform/config';
import { migrateDatabase } from './platform/db/migrate';
import { refuseDemoWorldOnNetwork } from './seed/demo-world';
import { seedDemo } from './seed/seed-demo';

/** A configuration that is refused is said plainly on stderr, with what to set, and the process exits 1. */
function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`The server did not start. ${error.message}\n`);
    process.exit(1);
  }
}

const config = loadConfigOrExit();
const app = await buildApp(config);

try {
  await migrateDatabase(app.platform.database);
  await refuseDemoWorldOnNetwork(app.platform, config);
  await app.ready();
  if (config.demoWorldEnabled) await seedDemo(app.platform, app.log);
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  if (error instanceof ConfigError) process.stderr.write(`The server did not start. ${error.message}\n`);
  else app.log.fatal({ err: error }, 'could not start');
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
