import { randomInt } from 'node:crypto';
import {
  AUTH_PATHS,
  EMAIL_CHANGE_TTL_MS,
  IMPERSONATION_TTL_MS,
  LOGIN_ATTEMPT_LIMIT_PER_ADDRESS,
  LOGIN_ATTEMPT_LIMIT_PER_USERNAME,
  LOGIN_ATTEMPT_WINDOW_MS,
  MAGIC_LINK_TTL_MS,
  messages,
  REFRESH_TOKEN_TTL_MS,
  RESET_CODE_TTL_MS,
  ROLE_SYS_ADMIN,
  type AuthTokens,
  type ChangePasswordRequest,
  type Impersonation,
  type LoginRequest,
  type LoginResponse,
  type ResetPasswordRequest,
  fullName,
} from '@harvest/domain';
import type { Principal, PrincipalContext } from '../../platform/auth/principal';
import { LruMap } from '../../platform/cache/lru-map';
import { randomToken, sha256, type AccessClaims, type TokenService } from '../../platform/auth/tokens';
import type { Clock } from '../../platform/clock';
import type { Db, Executor, Tx } from '../../platform/db/database';
import {
  badRequest,
  conflictOn,
  forbidden,
  impersonationEnded,
  notFound,
  tooManyAttempts,
  unauthorised,
} from '../../platform/http/errors';
import { appLink, magicLinkEmail, passwordResetEmail, setPasswordEmail } from '../../platform/outbox/email-layout';
import type { Outbox } from '../../platform/outbox/outbox';
import type { AccountsDirectory, Identity, UserRow } from '../accounts';
import { hashPassword, verifyPassword } from './password-hash';
import {
  consumeCode,
  consumeRefreshToken,
  endImpersonation,
  endImpersonationsOfSessions,
  expireUnusedCodes,
  findActiveSession,
  findCodeByHash,
  findCredentials,
  findImpersonation,
  findMarketplaceCredentials,
  findRefreshToken,
  findUserCode,
  insertAuthCode,
  insertImpersonation,
  insertImpersonationAudit,
  insertLoginAttempt,
  insertRefreshToken,
  insertSession,
  prepareSessionPrincipalVersion,
  purgeExpired,
  recentFailures,
  revokeSessions,
  upsertCredentials,
  upsertMarketplaceCredentials,
  type AuthCodeKind,
} from './queries';

interface AuthServiceOptions {
  /** Base of the links in emails. */
  publicUrl: string;
}

interface ChangeMarketplacePasswordRequest {
  email: string;
  oldPassword: string;
  newPassword: string;
}

const minutes = (ms: number) => Math.round(ms / 60_000);

const invalidCredentials = () => unauthorised(messages.auth.invalidCredentials);
const refreshTokenInvalid = () => unauthorised(messages.auth.refreshTokenInvalid);
const resetCodeInvalid = () =>
  badRequest([{ field: 'confirmationCode', message: messages.auth.resetCodeInvalid }], messages.auth.resetCodeInvalid);
const resetCodeExpired = () =>
  badRequest([{ field: 'confirmationCode', message: messages.auth.resetCodeExpired }], messages.auth.resetCodeExpired);
const wrongOldPassword = () =>
  badRequest([{ field: 'oldPassword', message: messages.auth.wrongOldPassword }], messages.auth.wrongOldPassword);
const newPasswordRequired = () => conflictOn('newPassword', messages.auth.newPasswordRequired);

/** Principals an instance keeps (a few hundred bytes each), checked against their version on every request. */
const KEPT_PRINCIPALS = 10_000;

/** What signing in reads of people and businesses (the accounts module's identity). */
export type AuthDirectory = Pick<
  AccountsDirectory,
  | 'actingIdentity'
  | 'activate'
  | 'findMembership'
  | 'findOrganisationById'
  | 'findUserByEmail'
  | 'findUserById'
  | 'memberIdentity'
  | 'organisationIdentity'
  | 'profilesOfUser'
>;

export class AuthService {
  #dummyHash: Promise<string> | null = null;
  readonly #principals = new LruMap<string, { version: number; identity: Identity }>(KEPT_PRINCIPALS);
  readonly #sessionPrincipalVersion: ReturnType<typeof prepareSessionPrincipalVersion>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly tokens: TokenService,
    private readonly accounts: AuthDirectory,
    private readonly outbox: Outbox,
    private readonly options: AuthServiceOptions,
  ) {
    this.#sessionPrincipalVersion = prepareSessionPrincipalVersion(db);
  }

  /** Sets a user's password; a temporary one must be replaced at the next sign-in. */
  async setPassword(exec: Executor, userId: string, password: string, temporary = false): Promise<void> {
    await upsertCredentials(exec, userId, await hashPassword(password), this.clock.now(), temporary);
  }

  /** Whether the user has a platform password at all (an invited user may not yet). */
  async hasPassword(userId: string, exec: Executor = this.db): Promise<boolean> {
    return (await findCredentials(exec, userId)) !== null;
  }

  // Sign-in and sessions

  /**
   * Unknown user, wrong password and disabled account answer alike, and take about as long:
   * an unknown user's password is checked against a hash of nothing.
   */
  async login(input: LoginRequest, address: string): Promise<LoginResponse> {
    await this.checkAttempts(input.username, address);
    const user = await this.accounts.findUserByEmail(input.username);
    const credential = user ? await findCredentials(this.db, user.id) : null;
    const passwordMatches = credential
      ? await verifyPassword(credential.passwordHash, input.password)
      : await this.verifyAgainstNothing(input.password);
    if (!user || !credential || !passwordMatches || user.status === 'disabled') {
      await this.recordAttempt(input.username, address, false);
      throw invalidCredentials();
    }
    if (credential.mustReset) throw unauthorised(messages.auth.mustResetPassword);
    if (user.status === 'unactivated') throw forbidden(messages.auth.accountNotActivated);
    if (credential.temporary) {
      if (!input.newPassword) throw newPasswordRequired();
      await this.setPassword(this.db, user.id, input.newPassword);
    }
    await this.recordAttempt(input.username, address, true);
    return this.signInAs(user.id);
  }

  /**
   * Opens a session for the user and answers what sign-in answers: for another module that
   * has just proven who the person is (an accepted invite).
   */
  async signInAs(userId: string): Promise<LoginResponse> {
    const { tokens } = await this.openSession(userId);
    return { tokens, profiles: await this.accounts.profilesOfUser(userId) };
  }

  /** A new session (refresh-token family) with its first tokens. */
  async openSession(userId: string): Promise<{ sessionId: string; tokens: AuthTokens }> {
    const user = await this.accounts.findUserById(userId);
    if (!user) throw new Error(`No user ${userId}`);
    return this.db.transaction(async (tx) => {
      const session = await insertSession(tx, user.id, this.clock.now());
      return { sessionId: session.id, tokens: await this.issueTokens(tx, session.id, user) };
    });
  }

  private async issueTokens(exec: Executor, sessionId: string, user: UserRow): Promise<AuthTokens> {
    const now = this.clock.now();
    const refresh = randomToken();
    await insertRefreshToken(exec, {
      sessionId,
      tokenHash: sha256(refresh),
      issuedAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    });
    const [access, id] = await Promise.all([
      this.tokens.signAccess({ sub: user.id, sid: sessionId }),
      this.tokens.signId({ sub: user.id, email: user.email, givenName: user.givenName, familyName: user.familyName }),
    ]);
    return { access, id, refresh };
  }

  /**
   * Rotates a refresh token: the presented one is used up and a new one issued in the same
   * session. A token presented a second time means a copy exists somewhere: the whole
   * session is revoked, so its access tokens stop at once.
   */
  async refresh(presented: string | null): Promise<{ tokens: AuthTokens }> {
    if (!presented) throw refreshTokenInvalid();
    const tokenHash = sha256(presented);
    const tokens = await this.db.transaction(async (tx) => {
      const now = this.clock.now();
      const consumed = await consumeRefreshToken(tx, tokenHash, now);
      if (!consumed) return null;
      const session = await findActiveSession(tx, consumed.sessionId);
      const user = session ? await this.accounts.findUserById(session.userId, tx) : null;
      if (!session || !user || user.status !== 'active') return null;
      return this.issueTokens(tx, session.id, user);
    });
    if (tokens) return { tokens };
    const known = await findRefreshToken(this.db, tokenHash);
    if (known?.usedAt) await this.revoke({ sessionId: known.sessionId });
    throw refreshTokenInvalid();
  }

  /**
   * Ends every session of the user (a member removed from their last organisation): their
   * access and refresh tokens stop at once, and impersonations started in them end.
   */
  async revokeAllSessions(userId: string, exec: Executor = this.db): Promise<void> {
    await this.revoke({ userId, exceptSessionId: null }, exec);
  }

  /** Signs the session out, ending any impersonation started in it. */
  async logout(principal: Principal): Promise<void> {
    await this.revoke({ sessionId: principal.sessionId });
  }

  private async revoke(
    where: { sessionId: string } | { userId: string; exceptSessionId: string | null },
    exec: Executor = this.db,
  ): Promise<void> {
    const now = this.clock.now();
    const revoked = await revokeSessions(exec, where, now);
    await endImpersonationsOfSessions(exec, 'sessionId' in where ? [where.sessionId] : revoked, now);
  }

  // Attempt limits

  /** Too many recent failures for the username, or from the address: 429 until the oldest leaves the window. */
  private async checkAttempts(username: string, address: string): Promise<void> {
    const now = this.clock.now().getTime();
    const since = new Date(now - LOGIN_ATTEMPT_WINDOW_MS);
    const [byUsername, byAddress] = await Promise.all([
      recentFailures(this.db, 'username', username, since, LOGIN_ATTEMPT_LIMIT_PER_USERNAME),
      recentFailures(this.db, 'address', address, since, LOGIN_ATTEMPT_LIMIT_PER_ADDRESS),
    ]);
    const waits = [
      [byUsername, LOGIN_ATTEMPT_LIMIT_PER_USERNAME] as const,
      [byAddress, LOGIN_ATTEMPT_LIMIT_PER_ADDRESS] as const,
    ].flatMap(([failures, limit]) => {
      const oldest = failures[limit - 1];
      return oldest ? [oldest.getTime() + LOGIN_ATTEMPT_WINDOW_MS - now] : [];
    });
    if (waits.length > 0) throw tooManyAttempts(Math.max(1, Math.ceil(Math.max(...waits) / 1000)));
  }

  private async recordAttempt(username: string, address: string, succeeded: boolean): Promise<void> {
    await insertLoginAttempt(this.db, { username, address, at: this.clock.now(), succeeded });
  }

  private async verifyAgainstNothing(password: string): Promise<false> {
    this.#dummyHash ??= hashPassword(randomToken());
    await verifyPassword(await this.#dummyHash, password);
    return false;
  }

  // Passwords

  /** Says nothing about whether the account exists; sends a code only when it does. */
  async forgottenPassword(username: string): Promise<void> {
    const user = await this.accounts.findUserByEmail(username);
    if (!user || user.status === 'disabled') return;
    await this.db.transaction(async (tx) => {
      const code = await this.issueResetCode(tx, user.id);
      const query = new URLSearchParams({ username: user.email, code });
      await this.outbox.enqueueEmail(
        tx,
        user.email,
        'password-reset',
        passwordResetEmail({
          givenName: user.givenName,
          code,
          url: this.link(`${AUTH_PATHS.resetPassword}?${query.toString()}`),
          validMinutes: minutes(RESET_CODE_TTL_MS),
        }),
      );
    });
  }

  /** A new six-digit reset code for the user; their unused ones expire. */
  private async issueResetCode(exec: Executor, userId: string): Promise<string> {
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
    return code;
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
    const code = await this.issueResetCode(tx, user.id);
    const query = new URLSearchParams({ username: user.email, code });
    await this.outbox.enqueueEmail(
      tx,
      user.email,
      'set-password',
      setPasswordEmail({
        givenName: user.givenName,
        organisationName,
        code,
        url: this.link(`${AUTH_PATHS.setPassword}?${query.toString()}`),
        validMinutes: minutes(RESET_CODE_TTL_MS),
      }),
    );
  }

  /** Six digits are few: the digest is keyed and tied to the user, and wrong codes count as failed attempts. */
  private resetCodeDigest(userId: string, code: string): string {
    return this.tokens.keyedDigest(`reset:${userId}:${code}`);
  }

  async resetPassword(input: ResetPasswordRequest, address: string): Promise<void> {
    await this.checkAttempts(input.username, address);
    const user = await this.accounts.findUserByEmail(input.username);
    const code =
      user && user.status !== 'disabled'
        ? await findUserCode(this.db, user.id, 'reset', this.resetCodeDigest(user.id, input.confirmationCode))
        : null;
    if (!user || !code) {
      await this.recordAttempt(input.username, address, false);
      throw resetCodeInvalid();
    }
    if (code.usedAt || code.expiresAt <= this.clock.now()) throw resetCodeExpired();
    const passwordHash = await hashPassword(input.password);
    await this.db.transaction(async (tx) => {
      const now = this.clock.now();
      if (!(await consumeCode(tx, { id: code.id }, now))) throw resetCodeExpired();
      await upsertCredentials(tx, user.id, passwordHash, now);
      await this.accounts.activate(tx, user.id);
      await this.revoke({ userId: user.id, exceptSessionId: null }, tx);
    });
  }

  /** Credentials are the user's own business: an impersonating administrator may not change them. */
  private notImpersonating(principal: Principal): void {
    if (principal.impersonation) throw forbidden();
  }

  async changePassword(principal: Principal, input: ChangePasswordRequest, address: string): Promise<void> {
    this.notImpersonating(principal);
    await this.checkAttempts(principal.email, address);
    const credential = await findCredentials(this.db, principal.userId);
    if (!credential || !(await verifyPassword(credential.passwordHash, input.oldPassword))) {
      await this.recordAttempt(principal.email, address, false);
      throw wrongOldPassword();
    }
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction(async (tx) => {
      await upsertCredentials(tx, principal.userId, passwordHash, this.clock.now());
      await this.revoke({ userId: principal.userId, exceptSessionId: principal.sessionId }, tx);
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
    await this.checkAttempts(principal.email, address);
    const current =
      (await findMarketplaceCredentials(this.db, principal.userId)) ??
      (await findCredentials(this.db, principal.userId));
    if (!current || !(await verifyPassword(current.passwordHash, input.oldPassword))) {
      await this.recordAttempt(principal.email, address, false);
      throw wrongOldPassword();
    }
    await upsertMarketplaceCredentials(this.db, {
      userId: principal.userId,
      email: input.email,
      passwordHash: await hashPassword(input.newPassword),
      changedAt: this.clock.now(),
    });
  }

  // One-time links

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
          url: this.link(`${AUTH_PATHS.signInWithoutPassword}?${query.toString()}`),
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
    return this.signInAs(used.user.id);
  }

  private link(pathAndQuery: string): string {
    return appLink(this.options.publicUrl, pathAndQuery);
  }

  // Principals and impersonation

  /** A revoked session or a disabled user stops the token at once. */
  async resolvePrincipal(claims: AccessClaims, context: PrincipalContext): Promise<Principal | null> {
    const version = await this.#sessionPrincipalVersion(claims.sid, claims.sub);
    if (version === null) return null;
    if (context.impersonationToken) return this.impersonatingPrincipal(claims, context.impersonationToken);
    // What the principal is made of is read again only when its version moved (triggers raise it in the
    // transaction that changes the user, a profile or an organisation), so a change is seen by the next request.
    const key = `${claims.sub} ${context.organisationId ?? ''}`;
    const kept = this.#principals.get(key);
    let identity: Identity | null;
    if (kept?.version === version) {
      identity = kept.identity;
    } else {
      identity = await this.accounts.actingIdentity(claims.sub, context.organisationId);
      if (identity) this.#principals.set(key, { version, identity });
      else this.#principals.delete(key);
    }
    return identity && { ...identity, version, sessionId: claims.sid, impersonation: null };
  }

  /**
   * The token must be the bearer's own (403 otherwise); once ended or expired every call
   * with it answers 440. The administrator acts without sys-admin throughout.
   */
  private async impersonatingPrincipal(claims: AccessClaims, token: string): Promise<Principal | null> {
    const parsed = await this.tokens.verifyImpersonation(token);
    const row = parsed ? await findImpersonation(this.db, parsed.impersonationId) : null;
    if (!parsed || !row || parsed.adminUserId !== claims.sub || row.adminUserId !== claims.sub) throw forbidden();
    const admin = await this.accounts.findUserById(claims.sub);
    if (!admin || admin.status !== 'active') return null;
    if (!admin.roles.includes(ROLE_SYS_ADMIN)) throw forbidden();
    if (row.endedAt || row.expiresAt <= this.clock.now()) throw impersonationEnded();
    const identity = row.userId
      ? await this.accounts.memberIdentity(row.userId, row.organisationId)
      : await this.accounts.organisationIdentity(admin.id, row.organisationId);
    // The user left the organisation (or it is gone): nothing is left to act as.
    if (!identity) throw impersonationEnded();
    return {
      ...identity,
      roles: identity.roles.filter((role) => role !== ROLE_SYS_ADMIN),
      sessionId: claims.sid,
      impersonation: { id: row.id, adminUserId: admin.id },
    };
  }

  async startImpersonation(
    principal: Principal,
    organisationId: string,
    userId: string | undefined,
  ): Promise<Impersonation> {
    const organisation = await this.accounts.findOrganisationById(organisationId);
    if (!organisation) throw notFound();
    let name = organisation.name;
    if (userId) {
      const [membership, user] = await Promise.all([
        this.accounts.findMembership(userId, organisationId),
        this.accounts.findUserById(userId),
      ]);
      if (!membership || !user) {
        throw badRequest(
          [{ field: 'userId', message: messages.auth.notImpersonatable }],
          messages.auth.notImpersonatable,
        );
      }
      name = fullName(user);
    }
    const startedAt = this.clock.now();
    const expiresAt = new Date(startedAt.getTime() + IMPERSONATION_TTL_MS);
    const row = await insertImpersonation(this.db, {
      adminUserId: principal.userId,
      sessionId: principal.sessionId,
      organisationId,
      userId: userId ?? null,
      startedAt,
      expiresAt,
    });
    const token = await this.tokens.signImpersonation(
      { impersonationId: row.id, adminUserId: principal.userId },
      expiresAt,
    );
    return {
      id: row.id,
      token,
      name,
      countryISO: organisation.countryIso,
      organisationId,
      userId: userId ?? null,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** Only the administrator who started it may end it; ending it twice is no error. */
  async endImpersonation(principal: Principal, impersonationId: string): Promise<void> {
    const row = await findImpersonation(this.db, impersonationId);
    if (!row || row.adminUserId !== principal.userId) throw notFound();
    await endImpersonation(this.db, row.id, this.clock.now());
  }

  async recordImpersonatedRequest(
    impersonation: { id: string; adminUserId: string },
    request: { method: string; path: string; statusCode: number },
  ): Promise<void> {
    await insertImpersonationAudit(this.db, {
      impersonationId: impersonation.id,
      adminUserId: impersonation.adminUserId,
      ...request,
      at: this.clock.now(),
    });
  }

  /** Attempts past their window, and codes and refresh tokens a day past expiry. */
  async purge(): Promise<void> {
    const before = new Date(this.clock.now().getTime() - Math.max(LOGIN_ATTEMPT_WINDOW_MS, 24 * 60 * 60 * 1000));
    await purgeExpired(this.db, before);
  }
}
