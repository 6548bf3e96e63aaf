import {
  LOGIN_ATTEMPT_WINDOW_MS,
  messages,
  REFRESH_TOKEN_TTL_MS,
  type AuthTokens,
  type LoginResponse,
} from '@harvest/domain';
import type { Principal, PrincipalContext } from '../../../platform/auth/principal';
import { randomToken, sha256, type AccessClaims, type TokenService } from '../../../platform/auth/tokens';
import { LruMap } from '../../../platform/cache/lru-map';
import type { Clock } from '../../../platform/clock';
import type { Db, Executor } from '../../../platform/db/database';
import { unauthorised } from '../../../platform/http/errors';
import type { Identity, UserRow } from '../../accounts';
import type { ImpersonationService } from '../impersonation/service';
import type { AuthDirectory } from '../ports';
import { purgeExpired } from '../queries';
import {
  consumeRefreshToken,
  findActiveSession,
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  prepareSessionPrincipalVersion,
  revokeSessions,
} from './queries';

const refreshTokenInvalid = () => unauthorised(messages.auth.refreshTokenInvalid);

/** Principals an instance keeps (a few hundred bytes each), checked against their version on every request. */
const KEPT_PRINCIPALS = 10_000;

/** Which sessions to revoke: one, or all of a user's (but one). */
export type SessionsToRevoke = { sessionId: string } | { userId: string; exceptSessionId: string | null };

/**
 * Sessions and principals (platform §7): a session is a refresh-token family opened by a sign-in; every request's
 * principal is resolved from its access token, the session and the headers.
 */
export class AuthService {
  readonly #principals = new LruMap<string, { version: number; identity: Identity }>(KEPT_PRINCIPALS);
  readonly #sessionPrincipalVersion: ReturnType<typeof prepareSessionPrincipalVersion>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly tokens: TokenService,
    private readonly accounts: AuthDirectory,
    private readonly impersonations: Pick<ImpersonationService, 'principal' | 'endOfSessions'>,
  ) {
    this.#sessionPrincipalVersion = prepareSessionPrincipalVersion(db);
  }

  /**
   * Opens a session for the user and answers what sign-in answers: for whoever has just proven who the person is
   * (a password, a one-time link, an accepted invite).
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

  /** Revokes the sessions and ends the impersonations started in them. */
  async revoke(where: SessionsToRevoke, exec: Executor = this.db): Promise<void> {
    const now = this.clock.now();
    const revoked = await revokeSessions(exec, where, now);
    await this.impersonations.endOfSessions(exec, 'sessionId' in where ? [where.sessionId] : revoked, now);
  }

  /** A revoked session or a disabled user stops the token at once. */
  async resolvePrincipal(claims: AccessClaims, context: PrincipalContext): Promise<Principal | null> {
    const version = await this.#sessionPrincipalVersion(claims.sid, claims.sub);
    if (version === null) return null;
    if (context.impersonationToken) return this.impersonations.principal(claims, context.impersonationToken);
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

  /** Attempts past their window, and codes and refresh tokens a day past expiry. */
  async purge(): Promise<void> {
    const before = new Date(this.clock.now().getTime() - Math.max(LOGIN_ATTEMPT_WINDOW_MS, 24 * 60 * 60 * 1000));
    await purgeExpired(this.db, before);
  }
}
