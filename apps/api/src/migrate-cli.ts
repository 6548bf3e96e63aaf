import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/database';
import { migrateDatabase } from './platform/db/migrate';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
