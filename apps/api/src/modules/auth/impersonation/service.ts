import { fullName, IMPERSONATION_TTL_MS, messages, ROLE_SYS_ADMIN, type Impersonation } from '@harvest/domain';
import type { Principal } from '../../../platform/auth/principal';
import type { AccessClaims, TokenService } from '../../../platform/auth/tokens';
import type { Clock } from '../../../platform/clock';
import type { Db, Executor } from '../../../platform/db/database';
import { badRequest, forbidden, impersonationEnded, notFound } from '../../../platform/http/errors';
import type { AuthDirectory } from '../ports';
import {
  endImpersonation,
  endImpersonationsOfSessions,
  findImpersonation,
  insertImpersonation,
  insertImpersonationAudit,
} from './queries';

/**
 * System administrators acting as an organisation or one of its users (platform §6): a row and a token of its own,
 * checked on every request that carries it, ended by its administrator, its session's end or its expiry, and every
 * request made under it recorded.
 */
export class ImpersonationService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly tokens: TokenService,
    private readonly accounts: AuthDirectory,
  ) {}

  /**
   * The token must be the bearer's own (403 otherwise); once ended or expired every call
   * with it answers 440. The administrator acts without sys-admin throughout.
   */
  async principal(claims: AccessClaims, token: string): Promise<Principal | null> {
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

  async start(principal: Principal, organisationId: string, userId: string | undefined): Promise<Impersonation> {
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
  async end(principal: Principal, impersonationId: string): Promise<void> {
    const row = await findImpersonation(this.db, impersonationId);
    if (!row || row.adminUserId !== principal.userId) throw notFound();
    await endImpersonation(this.db, row.id, this.clock.now());
  }

  /** Revoked sessions end the impersonations started in them. */
  async endOfSessions(exec: Executor, sessionIds: string[], at: Date): Promise<void> {
    await endImpersonationsOfSessions(exec, sessionIds, at);
  }

  async recordRequest(
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
}
