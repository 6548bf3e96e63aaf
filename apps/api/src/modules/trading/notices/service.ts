import type { NotificationType } from '@harvest/domain';
import type { Executor, Tx } from '../../../platform/db/database';
import { appLink } from '../../../platform/outbox/email-layout';
import type { Outbox } from '../../../platform/outbox/outbox';
import type { NotificationsService } from '../../notifications';
import type { NoticePeople } from '../ports';

/** One thing to tell some people: in the app, and by email through the outbox. */
export interface Notice {
  userIds: readonly string[];
  template: string;
  title: string;
  message: string;
  type: NotificationType;
  /** Where the notification's button leads, inside the app. */
  path: string;
  actionLabel: string;
  organisationId?: string | null;
  data?: Record<string, unknown>;
}

/**
 * Sends the marketplace's notices (trading §2, §4): every transition tells the people it concerns in the app and
 * by email, in the transaction that makes the transition, so a notice exists exactly when its change committed.
 * Notices go out in bulk, because one review time can concern thousands of offers.
 */
export class TradingNotices {
  constructor(
    private readonly notifications: Pick<NotificationsService, 'notifyEach'>,
    private readonly outbox: Pick<Outbox, 'enqueueEmails'>,
    private readonly people: NoticePeople,
    private readonly publicUrl: string,
  ) {}

  /** The members of an organisation, less anyone named (the person acting, who already knows). */
  async membersOf(exec: Executor, organisationId: string, except: readonly string[] = []): Promise<string[]> {
    const members = (await this.people.memberUserIds(exec, organisationId)) ?? [];
    return members.filter((id) => !except.includes(id));
  }

  /** The members of several organisations at once, for notices sent in bulk. */
  async membersByOrganisation(exec: Executor, organisationIds: readonly string[]): Promise<Map<string, string[]>> {
    return this.people.membersByOrganisation(exec, [...new Set(organisationIds)]);
  }

  async send(tx: Tx, notices: readonly Notice[]): Promise<void> {
    const wanted = notices.filter((notice) => notice.userIds.length > 0);
    if (wanted.length === 0) return;
    await this.notifications.notifyEach(
      tx,
      wanted.map((notice) => ({
        userIds: notice.userIds,
        content: {
          title: notice.title,
          message: notice.message,
          type: notice.type,
          organisationId: notice.organisationId ?? null,
          data: notice.data ?? null,
          callToAction: { actions: [{ label: notice.actionLabel, isPrimary: true, redirect: { path: notice.path } }] },
        },
      })),
    );
    const people = new Map(
      (await this.people.people(tx, [...new Set(wanted.flatMap((notice) => notice.userIds))])).map((person) => [
        person.id,
        person,
      ]),
    );
    await this.outbox.enqueueEmails(
      tx,
      wanted.flatMap((notice) =>
        notice.userIds.flatMap((userId) => {
          const person = people.get(userId);
          if (!person) return [];
          return [
            {
              to: person.email,
              template: notice.template,
              content: {
                subject: notice.title,
                heading: notice.title,
                paragraphs: [notice.message],
                action: { label: notice.actionLabel, url: appLink(this.publicUrl, notice.path) },
              },
            },
          ];
        }),
      ),
    );
  }
}
