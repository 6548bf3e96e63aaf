import { AUTH_PATHS, EMAIL_CHANGE_TTL_MS, MAGIC_LINK_TTL_MS, messages, type LoginResponse } from '@harvest/domain';
import { randomToken, sha256 } from '../../../platform/auth/tokens';
import type { Clock } from '../../../platform/clock';
import type { Db, Executor } from '../../../platform/db/database';
import { unauthorised } from '../../../platform/http/errors';
import { appLink, magicLinkEmail } from '../../../platform/outbox/email-layout';
import type { Outbox } from '../../../platform/outbox/outbox';
import type { AuthDirectory } from '../ports';
import { consumeCode, expireUnusedCodes, findCodeByHash, insertAuthCode, type AuthCodeKind } from '../queries';
import type { AuthService } from '../sessions/service';

const minutes = (ms: number) => Math.round(ms / 60_000);

/**
 * One-time links (platform §7): magic links and login tokens that sign a person in once, and the token that confirms
 * a new email address. Each is 32 random bytes stored as its sha256 and used by one atomic update.
 */
export class SignInLinksService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly accounts: AuthDirectory,
    private readonly sessions: Pick<AuthService, 'signInAs'>,
    private readonly outbox: Outbox,
    private readonly options: { publicUrl: string },
  ) {}

  /** Says nothing about whether the account exists; sends a link only to an active one. */
  async sendMagicLink(email: string): Promise<void> {
    const user = await this.accounts.findUserByEmail(email);
    if (!user || user.status !== 'active') return;
    await this.db.transaction(async (tx) => {
      const token = await this.createOneTimeToken(tx, user.id, 'magic', MAGIC_LINK_TTL_MS);
      const query = new URLSearchParams({ token });
      await this.outbox.enqueueEmail(
        tx,
        user.email,
        'magic-link',
        magicLinkEmail({
          givenName: user.givenName,
          url: appLink(this.options.publicUrl, `${AUTH_PATHS.signInWithoutPassword}?${query.toString()}`),
          validMinutes: minutes(MAGIC_LINK_TTL_MS),
        }),
      );
    });
  }

  /**
   * A one-time sign-in token for another module to send (a signup's confirmation link). The
   * web app signs in with it through POST /auth/user/token-login, which also activates an
   * unactivated user: the token reached their inbox, so the address is theirs.
   */
  async issueLoginToken(
    userId: string,
    options: { ttlMs?: number; exec?: Executor } = {},
  ): Promise<{ token: string; expiresAt: Date }> {
    const ttlMs = options.ttlMs ?? MAGIC_LINK_TTL_MS;
    const token = await this.createOneTimeToken(options.exec ?? this.db, userId, 'login', ttlMs);
    return { token, expiresAt: new Date(this.clock.now().getTime() + ttlMs) };
  }

  private async createOneTimeToken(exec: Executor, userId: string, kind: AuthCodeKind, ttlMs: number) {
    const now = this.clock.now();
    const token = randomToken();
    // A new magic link or email change replaces the last one; login tokens (one per invite) stand side by side.
    if (kind === 'magic' || kind === 'email-change') await expireUnusedCodes(exec, userId, kind, now);
    await insertAuthCode(exec, {
      userId,
      kind,
      codeHash: sha256(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttlMs),
    });
    return token;
  }

  /**
   * A one-time token confirming a new email address, for the accounts module to send (24 h).
   * It is bound to the user: only they can use it, signed in.
   */
  issueEmailChangeToken(exec: Executor, userId: string): Promise<string> {
    return this.createOneTimeToken(exec, userId, 'email-change', EMAIL_CHANGE_TTL_MS);
  }

  /** Uses the user's email-change token once; false when it is unknown, used, expired or another's. */
  async useEmailChangeToken(exec: Executor, userId: string, token: string): Promise<boolean> {
    const used = await consumeCode(
      exec,
      { codeHash: sha256(token), kinds: ['email-change'], userId },
      this.clock.now(),
    );
    return used !== null;
  }

  verifyMagicLink(token: string): Promise<LoginResponse> {
    return this.signInWithToken(token, ['magic']);
  }

  tokenLogin(token: string): Promise<LoginResponse> {
    return this.signInWithToken(token, ['login', 'magic']);
  }

  /** Using the token and activating an unactivated user happen in one transaction. */
  private async signInWithToken(token: string, kinds: AuthCodeKind[]): Promise<LoginResponse> {
    const codeHash = sha256(token);
    const used = await this.db.transaction(async (tx) => {
      const consumed = await consumeCode(tx, { codeHash, kinds }, this.clock.now());
      if (!consumed) return null;
      const user = await this.accounts.findUserById(consumed.userId, tx);
      if (user?.status === 'unactivated') await this.accounts.activate(tx, user.id);
      return { user };
    });
    if (!used) {
      const known = await findCodeByHash(this.db, codeHash, kinds);
      throw unauthorised(known?.usedAt ? messages.auth.linkAlreadyUsed : messages.auth.linkError);
    }
    if (!used.user || used.user.status === 'disabled') throw unauthorised(messages.auth.linkError);
    return this.sessions.signInAs(used.user.id);
  }
}
