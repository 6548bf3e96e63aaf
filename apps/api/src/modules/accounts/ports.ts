import type { CallToAction, LoginResponse, NotificationType } from '@harvest/domain';
import type { Executor, Tx } from '../../platform/db/database';

/*
 * What accounts needs of the modules built after its directory. Auth and notifications read people through that
 * directory (they import accounts), so accounts declares these ports by their method signatures instead of importing
 * them back: app.ts hands in the auth and notifications services, which fit them.
 */

/** Sessions: opening one for a person accounts has just proven (an accepted invite), ending a person's. */
export interface AccountsSessions {
  signInAs(userId: string): Promise<LoginResponse>;
  revokeAllSessions(userId: string, exec?: Executor): Promise<void>;
}

/** Passwords: setting one, whether one is set, and the set-password link of a member added by their team. */
export interface AccountsPasswords {
  setPassword(exec: Executor, userId: string, password: string): Promise<void>;
  /** Whether the user has a platform password at all (an invited user may not yet). */
  hasPassword(userId: string, exec?: Executor): Promise<boolean>;
  sendSetPasswordLink(
    tx: Tx,
    user: { id: string; email: string; givenName: string },
    organisationName: string,
  ): Promise<void>;
}

/** One-time links: a signup's confirmation (a login token), and the token that confirms a new email address. */
export interface AccountsLinks {
  issueLoginToken(userId: string, options: { ttlMs?: number; exec?: Executor }): Promise<{ token: string }>;
  issueEmailChangeToken(exec: Executor, userId: string): Promise<string>;
  /** False when the token is unknown, used, expired or another user's. */
  useEmailChangeToken(exec: Executor, userId: string, token: string): Promise<boolean>;
}

/** An in-app notification about an organisation (platform §3, Notification). */
export interface MemberNotice {
  title: string;
  message: string;
  type: NotificationType;
  callToAction: CallToAction | null;
  data?: Record<string, unknown> | null;
  organisationId: string;
}

/** Tells people in the app, inside the caller's transaction: the notice commits, or vanishes, with the change. */
export interface MemberNotifier {
  notify(exec: Executor, recipients: { userIds: readonly string[] }, notice: MemberNotice): Promise<number>;
}
