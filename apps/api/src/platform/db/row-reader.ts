import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database';

/** A table's columns as SQL made once, and a mapper from a raw row to the table's row type. */
export interface RowReader<Row> {
  /** The column list (`alias."column", ...`) for a hand-written SELECT or RETURNING. */
  columns: SQL;
  /** A row as the database (or `row_to_json`) gives it, mapped as Drizzle maps its own results. */
  read(raw: Record<string, unknown>): Row;
}

/**
 * For the few statements so hot that building them with Drizzle costs more than running them (building one SELECT
 * of a wide table takes about 0.3 ms; a flat `sql` template with its parameters about 0.02 ms; decisions.md
 * "Hot statements"). The column names and their mapping still come from the table's schema.
 */
export function rowReader<Table extends PgTable>(table: Table, alias?: string): RowReader<Table['$inferSelect']> {
  const entries = Object.entries(getTableColumns(table));
  // With an alias each column comes back as "alias.column", so several tables' rows can share one result.
  const named = (name: string) => (alias ? `${alias}.${name}` : name);
  return {
    columns: sql.raw(
      entries
        .map(([, column]) => (alias ? `${alias}."${column.name}" as "${named(column.name)}"` : `"${column.name}"`))
        .join(', '),
    ),
    read(raw) {
      const row: Record<string, unknown> = {};
      for (const [key, column] of entries) {
        const value = raw[named(column.name)];
        row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return row as Table['$inferSelect'];
    },
  };
}

const dialect = new PgDialect();

/**
 * Runs a hand-written statement as a named prepared statement on the executor's own connection (inside its
 * transaction, if it is one): PostgreSQL parses and plans it once per connection instead of on every call. A name
 * must always go with the same SQL text; the parameters may change.
 */
export async function queryNamed<Row>(exec: Executor, name: string, query: SQL): Promise<Row[]> {
  const prepared = exec._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}
