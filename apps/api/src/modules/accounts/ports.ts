import type { CallToAction, LoginResponse, NotificationType } from '@harvest/domain';
import type { Executor, Tx } from '../../platform/db/database';

/*
 * What accounts needs of the modules built after its directory. Auth and notifications read people through that
 * directory (they import accounts), so accounts declares these ports by their method signatures instead of importing
 * them back: app.ts hands in the auth and notifications services, which fit them.
 */

/** The sign-in side of accounts' use cases: passwords, one-time links and sessions. */
export interface AccountsAuth {
  setPassword(exec: Executor, userId: string, password: string): Promise<void>;
  /** Whether the user has a platform password at all (an invited user may not yet). */
  hasPassword(userId: string, exec?: Executor): Promise<boolean>;
  /** Opens a session and answers what sign-in answers, for a person accounts has just proven (an accepted invite). */
  signInAs(userId: string): Promise<LoginResponse>;
  /** A one-time sign-in token, for a signup's confirmation link. */
  issueLoginToken(userId: string, options: { ttlMs?: number; exec?: Executor }): Promise<{ token: string }>;
  /** Emails a member added by their team the link to set their password. */
  sendSetPasswordLink(
    tx: Tx,
    user: { id: string; email: string; givenName: string },
    organisationName: string,
  ): Promise<void>;
  issueEmailChangeToken(exec: Executor, userId: string): Promise<string>;
  /** False when the token is unknown, used, expired or another user's. */
  useEmailChangeToken(exec: Executor, userId: string, token: string): Promise<boolean>;
  revokeAllSessions(userId: string, exec?: Executor): Promise<void>;
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
