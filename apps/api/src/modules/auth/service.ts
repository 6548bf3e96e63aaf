import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/database';
import type { Principal } from '../../platform/auth/principal';
import type { AccessClaims, TokenService } from '../../platform/auth/tokens';
import type { AccountsService } from '../accounts/service';
import { hashPassword } from './password-hash';
import { insertSession, isSessionActive, upsertCredentials } from './queries';

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly tokens: TokenService,
    private readonly accounts: AccountsService,
  ) {}

  async setPassword(exec: Executor, userId: string, password: string): Promise<void> {
    await upsertCredentials(exec, userId, await hashPassword(password), this.clock.now());
  }

  /** Opens a session for a user acting as one of their profiles and returns its access token. */
  async openSession(userId: string, profileId: string | null): Promise<{ sessionId: string; accessToken: string }> {
    const session = await insertSession(this.db, userId, this.clock.now());
    const accessToken = await this.tokens.signAccess({ sub: userId, sid: session.id, pid: profileId });
    return { sessionId: session.id, accessToken };
  }

  /** A revoked session, a removed profile or a disabled user stops the token at once. */
  async resolvePrincipal(claims: AccessClaims): Promise<Principal | null> {
    if (!(await isSessionActive(this.db, claims.sid, claims.sub))) return null;
    const identity = await this.accounts.identityOf(claims.sub, claims.pid);
    if (!identity) return null;
    return { ...identity, sessionId: claims.sid };
  }
}
