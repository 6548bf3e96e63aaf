import { randomInt } from 'node:crypto';
import {
  AUTH_PATHS,
  messages,
  RESET_CODE_TTL_MS,
  type ChangePasswordRequest,
  type LoginRequest,
  type LoginResponse,
  type ResetPasswordRequest,
} from '@harvest/domain';
import type { Principal } from '../../../platform/auth/principal';
import { randomToken, type TokenService } from '../../../platform/auth/tokens';
import type { Clock } from '../../../platform/clock';
import type { Db, Executor, Tx } from '../../../platform/db/database';
import { badRequest, conflictOn, forbidden, unauthorised } from '../../../platform/http/errors';
import { appLink, passwordResetEmail, setPasswordEmail } from '../../../platform/outbox/email-layout';
import type { Outbox } from '../../../platform/outbox/outbox';
import type { SignInAttempts } from '../attempts/service';
import type { AuthDirectory } from '../ports';
import { consumeCode, expireUnusedCodes, findUserCode, insertAuthCode } from '../queries';
import type { AuthService } from '../sessions/service';
import { hashPassword, verifyPassword } from '../../../platform/auth/password-hash';
import {
  findCredentials,
  findMarketplaceCredentials,
  upsertCredentials,
  upsertMarketplaceCredentials,
} from './queries';

interface ChangeMarketplacePasswordRequest {
  email: string;
  oldPassword: string;
  newPassword: string;
}

const minutes = (ms: number) => Math.round(ms / 60_000);

const invalidCredentials = () => unauthorised(messages.auth.invalidCredentials);
const resetCodeInvalid = () =>
  badRequest([{ field: 'confirmationCode', message: messages.auth.resetCodeInvalid }], messages.auth.resetCodeInvalid);
const resetCodeExpired = () =>
  badRequest([{ field: 'confirmationCode', message: messages.auth.resetCodeExpired }], messages.auth.resetCodeExpired);
const wrongOldPassword = () =>
  badRequest([{ field: 'oldPassword', message: messages.auth.wrongOldPassword }], messages.auth.wrongOldPassword);
const newPasswordRequired = () => conflictOn('newPassword', messages.auth.newPasswordRequired);

/**
 * Passwords (platform §7): signing in with one, forgetting and resetting it with an emailed six-digit code, changing
 * it, the grain-marketplace password, and the set-password link of a member added by their team.
 */
export class PasswordsService {
  #dummyHash: Promise<string> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly tokens: TokenService,
    private readonly accounts: AuthDirectory,
    private readonly sessions: Pick<AuthService, 'signInAs' | 'revoke'>,
    private readonly attempts: SignInAttempts,
    private readonly outbox: Outbox,
    private readonly options: { publicUrl: string },
  ) {}

  /** Sets a user's password; a temporary one must be replaced at the next sign-in. */
  async setPassword(exec: Executor, userId: string, password: string, temporary = false): Promise<void> {
    await upsertCredentials(exec, userId, await hashPassword(password), this.clock.now(), temporary);
  }

  /** Whether the user has a platform password at all (an invited user may not yet). */
  async hasPassword(userId: string, exec: Executor = this.db): Promise<boolean> {
    return (await findCredentials(exec, userId)) !== null;
  }

  /**
   * Unknown user, wrong password and disabled account answer alike, and take about as long:
   * an unknown user's password is checked against a hash of nothing.
   */
  async login(input: LoginRequest, address: string): Promise<LoginResponse> {
    await this.attempts.check(input.username, address);
    const user = await this.accounts.findUserByEmail(input.username);
    const credential = user ? await findCredentials(this.db, user.id) : null;
    const passwordMatches = credential
      ? await verifyPassword(credential.passwordHash, input.password)
      : await this.verifyAgainstNothing(input.password);
    if (!user || !credential || !passwordMatches || user.status === 'disabled') {
      await this.attempts.record(input.username, address, false);
      throw invalidCredentials();
    }
    if (credential.mustReset) throw unauthorised(messages.auth.mustResetPassword);
    if (user.status === 'unactivated') throw forbidden(messages.auth.accountNotActivated);
    if (credential.temporary) {
      if (!input.newPassword) throw newPasswordRequired();
      await this.setPassword(this.db, user.id, input.newPassword);
    }
    await this.attempts.record(input.username, address, true);
    return this.sessions.signInAs(user.id);
  }

  private async verifyAgainstNothing(password: string): Promise<false> {
    this.#dummyHash ??= hashPassword(randomToken());
    await verifyPassword(await this.#dummyHash, password);
    return false;
  }

  /** Says nothing about whether the account exists; sends a code only when it does. */
  async forgottenPassword(username: string): Promise<void> {
    const user = await this.accounts.findUserByEmail(username);
    if (!user || user.status === 'disabled') return;
    await this.db.transaction(async (tx) => {
      const { code, url } = await this.issueResetCode(tx, user, AUTH_PATHS.resetPassword);
      const email = passwordResetEmail({
        givenName: user.givenName,
        code,
        url,
        validMinutes: minutes(RESET_CODE_TTL_MS),
      });
      await this.outbox.enqueueEmail(tx, user.email, 'password-reset', email);
    });
  }

  /** A new six-digit reset code for the user (their unused ones expire), and the link to `page` that fills it in. */
  private async issueResetCode(
    exec: Executor,
    user: { id: string; email: string },
    page: string,
  ): Promise<{ code: string; url: string }> {
    const userId = user.id;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.clock.now();
    await expireUnusedCodes(exec, userId, 'reset', now);
    await insertAuthCode(exec, {
      userId,
      kind: 'reset',
      codeHash: this.resetCodeDigest(userId, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS),
    });
    const query = new URLSearchParams({ username: user.email, code });
    return { code, url: appLink(this.options.publicUrl, `${page}?${query.toString()}`) };
  }

  /**
   * Emails a member their link to the set-password page, for another module (a member added
   * by their team). It carries a fresh reset code: the page sends it to POST
   * /auth/reset-password, which sets the password and activates an unactivated user.
   */
  async sendSetPasswordLink(
    tx: Tx,
    user: { id: string; email: string; givenName: string },
    organisationName: string,
  ): Promise<void> {
    const { code, url } = await this.issueResetCode(tx, user, AUTH_PATHS.setPassword);
    const email = setPasswordEmail({
      givenName: user.givenName,
      organisationName,
      code,
      url,
      validMinutes: minutes(RESET_CODE_TTL_MS),
    });
    await this.outbox.enqueueEmail(tx, user.email, 'set-password', email);
  }

  /** Six digits are few: the digest is keyed and tied to the user, and wrong codes count as failed attempts. */
  private resetCodeDigest(userId: string, code: string): string {
    return this.tokens.keyedDigest(`reset:${userId}:${code}`);
  }

  async resetPassword(input: ResetPasswordRequest, address: string): Promise<void> {
    await this.attempts.check(input.username, address);
    const user = await this.accounts.findUserByEmail(input.username);
    const code =
      user && user.status !== 'disabled'
        ? await findUserCode(this.db, user.id, 'reset', this.resetCodeDigest(user.id, input.confirmationCode))
        : null;
    if (!user || !code) {
      await this.attempts.record(input.username, address, false);
      throw resetCodeInvalid();
    }
    if (code.usedAt || code.expiresAt <= this.clock.now()) throw resetCodeExpired();
    const passwordHash = await hashPassword(input.password);
    await this.db.transaction(async (tx) => {
      const now = this.clock.now();
      if (!(await consumeCode(tx, { id: code.id }, now))) throw resetCodeExpired();
      await upsertCredentials(tx, user.id, passwordHash, now);
      await this.accounts.activate(tx, user.id);
      await this.sessions.revoke({ userId: user.id, exceptSessionId: null }, tx);
    });
  }

  /** Credentials are the user's own business: an impersonating administrator may not change them. */
  private notImpersonating(principal: Principal): void {
    if (principal.impersonation) throw forbidden();
  }

  async changePassword(principal: Principal, input: ChangePasswordRequest, address: string): Promise<void> {
    this.notImpersonating(principal);
    await this.attempts.check(principal.email, address);
    const credential = await findCredentials(this.db, principal.userId);
    if (!credential || !(await verifyPassword(credential.passwordHash, input.oldPassword))) {
      await this.attempts.record(principal.email, address, false);
      throw wrongOldPassword();
    }
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction(async (tx) => {
      await upsertCredentials(tx, principal.userId, passwordHash, this.clock.now());
      await this.sessions.revoke({ userId: principal.userId, exceptSessionId: principal.sessionId }, tx);
    });
  }

  /**
   * The grain-marketplace password is a credential of its own. Until one is set, the old
   * password it asks for is the platform password.
   */
  async changeMarketplacePassword(
    principal: Principal,
    input: ChangeMarketplacePasswordRequest,
    address: string,
  ): Promise<void> {
    this.notImpersonating(principal);
    if (input.email !== principal.email) {
      throw badRequest([{ field: 'email', message: messages.validation.invalid }]);
    }
    await this.attempts.check(principal.email, address);
    const current =
      (await findMarketplaceCredentials(this.db, principal.userId)) ??
      (await findCredentials(this.db, principal.userId));
    if (!current || !(await verifyPassword(current.passwordHash, input.oldPassword))) {
      await this.attempts.record(principal.email, address, false);
      throw wrongOldPassword();
    }
    await upsertMarketplaceCredentials(this.db, {
      userId: principal.userId,
      email: input.email,
      passwordHash: await hashPassword(input.newPassword),
      changedAt: this.clock.now(),
    });
  }
}
