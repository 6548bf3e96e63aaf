import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from './database';

/**
 * Inserts many rows in one statement whose rows travel as a single JSON parameter (`json_to_recordset`), for the
 * bulk writes where building a multi-row INSERT through Drizzle costs more than running it: a deadline's sweep writes
 * notifications and emails by the hundred thousand (`docs/decisions.md`, "Bulk notices as one JSON parameter"). Column names
 * and types come from the table's schema; the columns written are those the first row has. Returns the `returning`
 * columns of each row, mapped as Drizzle maps its own results.
 */
export async function insertJsonRows<Table extends PgTable, Key extends keyof Table['$inferSelect'] & string>(
  exec: Executor,
  table: Table,
  rows: readonly Table['$inferInsert'][],
  returning: readonly Key[],
): Promise<Pick<Table['$inferSelect'], Key>[]> {
  const [first] = rows;
  if (!first) return [];
  const columns = getTableColumns(table);
  const columnOf = (key: string) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return { key, column };
  };
  const written = Object.keys(first).map(columnOf);
  // Keyed by column name; JSON.stringify writes dates as ISO strings, which timestamptz reads back exactly.
  const values = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        written.map(({ key, column }) => [column.name, (row as Record<string, unknown>)[key] ?? null]),
      ),
    ),
  );
  const names = written.map(({ column }) => `"${column.name}"`).join(', ');
  const record = written.map(({ column }) => `"${column.name}" ${column.getSQLType()}`).join(', ');
  const returned = returning.map(columnOf);
  const raw = await queryRows<Record<string, unknown>>(
    exec,
    sql`insert into ${table} (${sql.raw(names)}) select ${sql.raw(names)}
      from json_to_recordset(${values}::json) as r(${sql.raw(record)})
      returning ${sql.raw(returned.map(({ key, column }) => `"${column.name}" as "${key}"`).join(', '))}`,
  );
  return raw.map(
    (row) =>
      Object.fromEntries(
        returned.map(({ key, column }) => {
          const value = row[key];
          return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ) as Pick<Table['$inferSelect'], Key>,
  );
}
