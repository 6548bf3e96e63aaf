import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { DELIVER_JOB } from './outbox';

describe('the outbox and the development mailbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ devMailboxEnabled: true });
  }, 60_000);

  afterAll(() => t.close());

  const enqueue = (to: string, subject: string) =>
    t.app.platform.database.db.transaction((tx) =>
      t.app.platform.outbox.enqueueEmail(tx, to, 'test', {
        subject,
        heading: 'Your grain has been collected',
        paragraphs: ['24 t of feed wheat left Hillside Farm at 10:42 <script>'],
        action: { label: 'View the load', url: 'http://localhost:3000/loads/1' },
        code: '482913',
      }),
    );

  it('keeps a message written in a rolled-back transaction out of the outbox', async () => {
    const { outbox, database } = t.app.platform;
    await database.db
      .transaction(async (tx) => {
        await outbox.enqueueEmail(tx, 'ghost@demo.farm', 'test', { subject: 'Never', heading: 'x', paragraphs: [] });
        throw new Error('abort');
      })
      .catch(() => undefined);
    const reply = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=ghost@demo.farm' });
    expect(reply.json().data).toEqual([]);
  });

  it('delivers to the development mailbox when no SMTP is configured', async () => {
    const id = await enqueue('Grower@Demo.Farm', 'Collection confirmed');
    const before = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox/${id}` });
    expect(before.json().data.status).toBe('pending');

    expect(await t.app.platform.jobs.drain(DELIVER_JOB)).toMatchObject({ completed: 1 });
    // A second delivery of the same message is a no-op.
    await t.app.platform.outbox.deliver(id);

    const reply = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox/${id}` });
    expect(reply.statusCode).toBe(200);
    const message = reply.json().data;
    expect(message).toMatchObject({ to: 'grower@demo.farm', subject: 'Collection confirmed', status: 'sent' });
    expect(message.sentAt).not.toBeNull();
    expect(message.html).toContain('lang="en-GB"');
    expect(message.html).toContain('&lt;script&gt;');
    expect(message.html).not.toContain('<script>');
    expect(message.text).toContain('View the load: http://localhost:3000/loads/1');
    expect(message.text).toContain('482913');
  });

  it('lists the mailbox newest first, paginated, and filtered by recipient', async () => {
    for (let i = 0; i < 3; i += 1) {
      t.clock.advance(1000);
      await enqueue('list@demo.farm', `Message ${i}`);
    }
    const page = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=list@demo.farm&limit=2' });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.data.map((m: { subject: string }) => m.subject)).toEqual(['Message 2', 'Message 1']);
    expect(body.pagination).toEqual({
      currentPage: 1,
      limit: 2,
      totalDocuments: 3,
      prev: null,
      next: 2,
      currentDocumentIndex: 0,
    });
  });

  it('answers 404 for an unknown message and 400 for a malformed id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox/0b7c3a0e-3f8a-4a52-9a3e-6a0c2b7f1d11' });
    expect(missing.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox/not-an-id' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().validation[0].field).toBe('id');
  });

  it('refuses a page size over 100', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?limit=101' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().validation).toEqual([{ field: 'limit', message: 'Must be at most 100' }]);
  });
});
