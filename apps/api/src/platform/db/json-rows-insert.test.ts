import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneTestDatabase } from '../../../test/test-database';
import { outboxMessages } from '../outbox/tables';
import type { Database } from './database';
import { insertJsonRows } from './json-rows-insert';

describe('insertJsonRows (rows as one JSON parameter)', () => {
  let database: Database;

  beforeAll(async () => {
    database = await cloneTestDatabase(inject('template'));
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  const message = (recipient: string, htmlBody: string | null) => ({
    channel: 'email' as const,
    recipient,
    template: 'test',
    subject: 'Quotes, "double" and \u00a3 survive',
    textBody: 'line one\nline two',
    htmlBody,
    createdAt: new Date('2026-11-26T00:30:00.123Z'),
  });

  it('writes every row as Drizzle would, and answers the returned columns mapped to their types', async () => {
    const rows = await insertJsonRows(
      database.db,
      outboxMessages,
      [message('a@example.com', '<p>a</p>'), message('b@example.com', null)],
      ['id', 'recipient', 'createdAt', 'htmlBody'],
    );
    expect(rows.map(({ recipient, htmlBody }) => ({ recipient, htmlBody }))).toEqual([
      { recipient: 'a@example.com', htmlBody: '<p>a</p>' },
      { recipient: 'b@example.com', htmlBody: null },
    ]);
    expect(rows[0]?.createdAt).toEqual(new Date('2026-11-26T00:30:00.123Z'));
    const [stored] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, rows[1]?.id ?? ''));
    expect(stored).toMatchObject({ ...message('b@example.com', null), status: 'pending', attempts: 0 });
  });

  it('writes nothing for no rows, and names a key the table does not have', async () => {
    expect(await insertJsonRows(database.db, outboxMessages, [], ['id'])).toEqual([]);
    const stray = { ...message('c@example.com', null), colour: 'red' } as unknown as ReturnType<typeof message>;
    await expect(insertJsonRows(database.db, outboxMessages, [stray], ['id'])).rejects.toThrow(
      'outbox_messages has no column colour',
    );
  });
});
