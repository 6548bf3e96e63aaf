import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { DELIVER_JOB, OUTBOX_MAX_ATTEMPTS } from './outbox';

/** A real SMTP conversation on loopback: what nodemailer sends is what a mail server receives. */
describe('email delivery over SMTP', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let t: TestApp;
  let rejectNext = false;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (rejectNext) {
            rejectNext = false;
            const error = Object.assign(new Error('Mailbox busy'), { responseCode: 451 });
            callback(error);
            return;
          }
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await buildTestApp({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'Harvest <no-reply@harvest.test>',
      devMailboxEnabled: true,
    });
  }, 60_000);

  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const enqueue = () =>
    t.app.platform.database.db.transaction((tx) =>
      t.app.platform.outbox.enqueueEmail(tx, 'farmer@demo.farm', 'test', {
        subject: 'Your reset code',
        heading: 'Reset your password',
        paragraphs: ['Use this code to choose a new password.'],
        code: '739201',
      }),
    );

  it('sends the HTML and plain-text parts through the configured server', async () => {
    const id = await enqueue();
    expect(await t.app.platform.jobs.drain(DELIVER_JOB)).toMatchObject({ completed: 1 });
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('no-reply@harvest.test');
    expect(received[0]?.to).toEqual(['farmer@demo.farm']);
    expect(received[0]?.raw).toContain('Subject: Your reset code');
    expect(received[0]?.raw).toContain('text/plain');
    expect(received[0]?.raw).toContain('text/html');
    const stored = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox/${id}` });
    expect(stored.json().data.status).toBe('sent');
  });

  it('keeps a message pending, with the error, when the server refuses it; the retry delivers it', async () => {
    received.length = 0;
    rejectNext = true;
    const id = await enqueue();
    expect(await t.app.platform.jobs.drain(DELIVER_JOB)).toMatchObject({ failed: 1 });
    const pending = await t.app.platform.outbox.get(t.app.platform.database.db, id);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pending?.lastError).toContain('Mailbox busy');

    await t.app.platform.outbox.deliver(id);
    const sent = await t.app.platform.outbox.get(t.app.platform.database.db, id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null, transport: 'smtp' });
    expect(received).toHaveLength(1);
  });

  it('marks a message failed after the last attempt instead of retrying for ever', async () => {
    const id = await enqueue();
    for (let attempt = 1; attempt < OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      rejectNext = true;
      await expect(t.app.platform.outbox.deliver(id)).rejects.toThrow('Mailbox busy');
    }
    rejectNext = true;
    await t.app.platform.outbox.deliver(id);
    const failed = await t.app.platform.outbox.get(t.app.platform.database.db, id);
    expect(failed).toMatchObject({ status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS });
  });
});
