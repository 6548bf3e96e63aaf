import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pino from 'pino';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../src/platform/db/database';
import { migrateDatabase } from '../src/platform/db/migrate';
import { JobQueue } from '../src/platform/jobs/job-queue';
import { withDatabase, type TemplateInfo } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    template: TemplateInfo;
  }
}

/** Migrations plus the job queue's own schema: everything a test database starts with. */
async function prepare(database: Database): Promise<void> {
  await migrateDatabase(database);
  const jobs = new JobQueue(database, { runWorkers: false, logger: pino({ level: 'silent' }) });
  await jobs.start();
  await jobs.stop();
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'harvest-test-'));
    const pglite = await PGlite.create();
    const database = await openDatabase({ databaseUrl: undefined, dataDir: dir, pglite });
    await prepare(database);
    const dump = await pglite.dumpDataDir('none');
    const dumpPath = join(dir, 'template.tar');
    writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    project.provide('template', { kind: 'pglite', dumpPath });
    return () => rmSync(dir, { recursive: true, force: true });
  }

  const templateName = `harvest_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${templateName}`);
  await admin.query(`create database ${templateName}`);
  const database = await openDatabase({ databaseUrl: withDatabase(adminUrl, templateName), dataDir: '' });
  await prepare(database);
  await database.close();
  project.provide('template', { kind: 'postgres', adminUrl, templateName });
  return async () => {
    await admin.query(`drop database if exists ${templateName} with (force)`);
    await admin.end();
  };
}
