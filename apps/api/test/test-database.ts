import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '../src/platform/db/database';

/** Where the migrated template lives; set by the global setup. */
export interface TemplateInfo {
  kind: 'pglite' | 'postgres';
  /** PGlite: a dump of a migrated data directory. */
  dumpPath?: string;
  /** PostgreSQL: the admin connection and the template database to copy. */
  adminUrl?: string;
  templateName?: string;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh, migrated database for one test file: a PGlite loaded from the template dump
 * (about a second), or a copy of the template database on a real server.
 */
export async function cloneTestDatabase(template: TemplateInfo): Promise<Database> {
  if (template.kind === 'pglite') {
    const dump = readFileSync(template.dumpPath!);
    const pglite = await PGlite.create({ loadDataDir: new Blob([dump]) });
    return openDatabase({ databaseUrl: undefined, dataDir: '', pglite });
  }
  const name = `harvest_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template.templateName}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: withDatabase(template.adminUrl!, name), dataDir: '' });
  const close = database.close;
  database.close = async () => {
    await close();
    const cleanup = new pg.Client({ connectionString: template.adminUrl });
    await cleanup.connect();
    try {
      await cleanup.query(`drop database if exists ${name} with (force)`);
    } finally {
      await cleanup.end();
    }
  };
  return database;
}

export { withDatabase };
