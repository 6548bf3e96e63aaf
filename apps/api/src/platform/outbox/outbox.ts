import { and, desc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db, Executor, Tx } from '../db/database';
import { insertJsonRows } from '../db/json-rows-insert';
import { pageOf } from '../db/page-of';
import type { JobQueue } from '../jobs/job-queue';
import { renderEmail, type EmailContent } from './email-layout';
import { outboxMessages } from './tables';
import type { MailTransport } from './transport';
import { findRow } from '../db/find-row';

export const DELIVER_JOB = 'outbox.deliver';
export const SWEEP_JOB = 'outbox.sweep';

export type OutboxMessage = typeof outboxMessages.$inferSelect;

/** After this many attempts a message is marked failed instead of retried for ever. */
export const OUTBOX_MAX_ATTEMPTS = 10;

/** Rows a bulk enqueue writes per statement. */
const EMAIL_BATCH = 500;

/**
 * Writes messages in the caller's transaction and delivers them through a job: a
 * message exists exactly when the change that caused it committed, and a failed
 * delivery is retried with backoff instead of failing the user's request.
 */
export class Outbox {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly transport: MailTransport,
    private readonly from: string,
  ) {
    jobs.register<{ id: string }>({
      name: DELIVER_JOB,
      retryLimit: 8,
      retryDelaySeconds: 10,
      handle: ({ id }) => this.deliver(id),
    });
    // Catches messages whose delivery job was lost (say, a crash between commit and claim).
    jobs.schedule(SWEEP_JOB, '*/5 * * * *', () => this.sweep());
  }

  async enqueueEmail(tx: Tx, to: string, template: string, content: EmailContent): Promise<string> {
    const rendered = renderEmail(content);
    const [row] = await tx
      .insert(outboxMessages)
      .values({
        channel: 'email',
        recipient: to.toLowerCase(),
        template,
        subject: rendered.subject,
        textBody: rendered.text,
        htmlBody: rendered.html,
        createdAt: this.clock.now(),
      })
      .returning({ id: outboxMessages.id });
    if (!row) throw new Error('Outbox insert returned nothing');
    await this.jobs.send(DELIVER_JOB, { id: row.id }, { tx });
    return row.id;
  }

  /**
   * Many emails in a few statements, each with its delivery job: what a deadline that concerns thousands of
   * people (every offer on every listing reviewed at 4 pm) needs, where one round trip a message would not keep up.
   */
  async enqueueEmails(tx: Tx, emails: readonly { to: string; template: string; content: EmailContent }[]) {
    const createdAt = this.clock.now();
    for (let start = 0; start < emails.length; start += EMAIL_BATCH) {
      const rows = await insertJsonRows(
        tx,
        outboxMessages,
        emails.slice(start, start + EMAIL_BATCH).map((email) => {
          const rendered = renderEmail(email.content);
          return {
            channel: 'email' as const,
            recipient: email.to.toLowerCase(),
            template: email.template,
            subject: rendered.subject,
            textBody: rendered.text,
            htmlBody: rendered.html,
            createdAt,
          };
        }),
        ['id'],
      );
      await this.jobs.sendMany(
        DELIVER_JOB,
        rows.map((row) => ({ id: row.id })),
        { tx },
      );
    }
  }

  /**
   * Safe to run twice: a sent message is skipped, and the row lock stops two senders. A
   * failed attempt is recorded and committed before the error goes back to the queue,
   * which retries it with backoff.
   */
  async deliver(id: string): Promise<void> {
    let failure: unknown = null;
    await this.db.transaction(async (tx) => {
      const [message] = await tx
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'pending')))
        .for('update', { skipLocked: true });
      if (!message) return;
      try {
        await this.transport.send({
          from: this.from,
          to: message.recipient,
          subject: message.subject,
          text: message.textBody,
          html: message.htmlBody,
        });
      } catch (error) {
        const givingUp = message.attempts + 1 >= OUTBOX_MAX_ATTEMPTS;
        if (!givingUp) failure = error;
        await tx
          .update(outboxMessages)
          .set({
            attempts: sql`${outboxMessages.attempts} + 1`,
            lastError: String(error),
            ...(givingUp ? { status: 'failed' as const } : {}),
          })
          .where(eq(outboxMessages.id, id));
        return;
      }
      await tx
        .update(outboxMessages)
        .set({
          status: 'sent',
          transport: this.transport.name,
          sentAt: this.clock.now(),
          attempts: sql`${outboxMessages.attempts} + 1`,
          lastError: null,
        })
        .where(eq(outboxMessages.id, id));
    });
    if (failure) throw failure;
  }

  async sweep(): Promise<void> {
    const pending = await this.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(eq(outboxMessages.status, 'pending'))
      .limit(500);
    for (const { id } of pending) await this.jobs.send(DELIVER_JOB, { id }, { singletonKey: id });
  }

  async list(exec: Executor, options: { recipient?: string; offset: number; limit: number }) {
    const where = options.recipient ? eq(outboxMessages.recipient, options.recipient.toLowerCase()) : undefined;
    return pageOf(exec, outboxMessages, where, [desc(outboxMessages.createdAt), desc(outboxMessages.id)], options);
  }

  async get(exec: Executor, id: string): Promise<OutboxMessage | null> {
    return findRow(exec, outboxMessages, eq(outboxMessages.id, id));
  }
}
