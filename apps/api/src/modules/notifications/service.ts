import {
  ACCOUNT_NOTIFICATIONS_LIMIT,
  isListedNotification,
  type AccountNotification,
  type CallToAction,
  type NotificationType,
  type SendNotification,
} from '@harvest/domain';
import type { Principal } from '../../platform/auth/principal';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/database';
import { notFound } from '../../platform/http/errors';
import type { LiveEvents } from '../../platform/live-events/live-events';
import {
  accountNotificationsPage,
  findAccountNotification,
  insertAccountNotifications,
  markAccountNotificationsRead,
  type AccountNotificationRow,
  type NewAccountNotificationRow,
} from './queries';

/** Who receives a notification: named people, or everyone who is a member of an organisation. */
export type NotificationRecipients = { userIds: readonly string[] } | { organisationId: string };

export interface NotificationContent {
  title: string;
  message: string;
  type: NotificationType;
  /** Only one whose primary action leads somewhere is listed and pushed (platform §3). */
  callToAction: CallToAction | null;
  data?: Record<string, unknown> | null;
  /** The organisation it is about, when sent to people rather than to an organisation. */
  organisationId?: string | null;
}

/**
 * What the notifications module needs to know of people and organisations; the accounts
 * module provides it (wired in app.ts), so neither module reaches into the other's tables.
 */
export interface NotificationDirectory {
  userExists(exec: Executor, userId: string): Promise<boolean>;
  /** The user ids of the organisation's members, or null when there is no such organisation. */
  memberUserIds(exec: Executor, organisationId: string): Promise<string[] | null>;
}

/** Rows a bulk notify writes per statement. */
const NOTIFY_BATCH = 1000;

/** Rows read per round while looking for the listed ones among the newest. */
const LIST_SCAN_BATCH = ACCOUNT_NOTIFICATIONS_LIMIT * 5;

function toAccountNotification(row: AccountNotificationRow): AccountNotification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type,
    read: row.readAt !== null,
    callToAction: row.callToAction ?? null,
    data: row.data ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One row per recipient, each the same notification. */
function rowsOf(
  userIds: readonly string[],
  content: NotificationContent,
  createdAt: Date,
): NewAccountNotificationRow[] {
  return userIds.map((userId) => ({
    userId,
    organisationId: content.organisationId ?? null,
    title: content.title,
    message: content.message,
    type: content.type,
    callToAction: content.callToAction,
    data: content.data ?? null,
    createdAt,
  }));
}

/**
 * Account notifications (platform §3, §7). Other modules call
 * notify() inside their own transaction: the rows and the live events that push them to open
 * pages commit, or vanish, with what they are about.
 */
export class NotificationsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly live: LiveEvents,
    private readonly directory: NotificationDirectory,
  ) {
    live.provide('notification', (id) => this.liveNotification(id));
  }

  /** Stores one notification per recipient and signals each one's open pages; answers how many. */
  async notify(exec: Executor, recipients: NotificationRecipients, content: NotificationContent): Promise<number> {
    const organisationId = 'organisationId' in recipients ? recipients.organisationId : content.organisationId;
    let userIds: string[];
    if ('userIds' in recipients) {
      userIds = [...new Set(recipients.userIds)];
    } else {
      const members = await this.directory.memberUserIds(exec, recipients.organisationId);
      if (!members) throw notFound();
      userIds = [...new Set(members)];
    }
    const rows = await insertAccountNotifications(
      exec,
      rowsOf(userIds, { ...content, organisationId: organisationId ?? null }, this.clock.now()),
    );
    for (const row of rows) {
      await this.live.publish(exec, { event: 'notification', id: row.id, audience: { userId: row.userId } });
    }
    return rows.length;
  }

  /**
   * Many notifications, each to its own people, in a few statements and one round trip of live signals: for the
   * deadlines that concern thousands at once. Recipients are user ids the caller already knows to exist.
   */
  async notifyEach(
    exec: Executor,
    items: readonly { userIds: readonly string[]; content: NotificationContent }[],
  ): Promise<number> {
    const createdAt = this.clock.now();
    const values = items.flatMap(({ userIds, content }) => rowsOf([...new Set(userIds)], content, createdAt));
    let written = 0;
    for (let start = 0; start < values.length; start += NOTIFY_BATCH) {
      const rows = await insertAccountNotifications(exec, values.slice(start, start + NOTIFY_BATCH));
      await this.live.publishMany(
        exec,
        rows.map((row) => ({ event: 'notification', id: row.id, audience: { userId: row.userId } })),
      );
      written += rows.length;
    }
    return written;
  }

  /** The caller's newest listed notifications, at most the spec's 10 (platform §7, §9). */
  async list(principal: Principal): Promise<AccountNotification[]> {
    const listed: AccountNotification[] = [];
    for (let offset = 0; listed.length < ACCOUNT_NOTIFICATIONS_LIMIT; offset += LIST_SCAN_BATCH) {
      const rows = await accountNotificationsPage(this.db, principal.userId, { offset, limit: LIST_SCAN_BATCH });
      for (const row of rows) {
        const notification = toAccountNotification(row);
        if (isListedNotification(notification)) listed.push(notification);
      }
      if (rows.length < LIST_SCAN_BATCH) break;
    }
    return listed.slice(0, ACCOUNT_NOTIFICATIONS_LIMIT);
  }

  /** Marks the caller's own among the ids read; anyone else's are ignored. */
  async markRead(principal: Principal, ids: readonly string[]): Promise<number> {
    return markAccountNotificationsRead(this.db, principal.userId, [...new Set(ids)], this.clock.now());
  }

  /** A system administrator's notification to one person or one organisation's members. */
  async send(input: SendNotification): Promise<number> {
    return this.db.transaction(async (tx) => {
      const content = {
        title: input.title,
        message: input.message,
        type: input.type,
        callToAction: input.callToAction,
      };
      if (input.organisationId) return this.notify(tx, { organisationId: input.organisationId }, content);
      const userId = input.userId ?? '';
      if (!(await this.directory.userExists(tx, userId))) throw notFound();
      return this.notify(tx, { userIds: [userId] }, content);
    });
  }

  /** What a live stream receives for a new notification: only one the account list would show. */
  private async liveNotification(id: string): Promise<AccountNotification | null> {
    const row = await findAccountNotification(this.db, id);
    if (!row) return null;
    const notification = toAccountNotification(row);
    return isListedNotification(notification) ? notification : null;
  }
}
