import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import type { Clock } from '../clock';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'harvest-platform';

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Session (refresh-token family) the token belongs to, so revoking a session stops it. */
  sid: string;
  /** Profile (user in an organisation) the token acts as. */
  pid: string | null;
}

/**
 * The signing key comes from JWT_SECRET, or is generated into DATA_DIR on first start so
 * that a restart keeps everyone signed in.
 */
export function loadSigningSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export class TokenService {
  constructor(
    private readonly secret: Uint8Array,
    private readonly clock: Clock,
  ) {}

  async signAccess(claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ sid: claims.sid, pid: claims.pid, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .sign(this.secret);
  }

  /** Null for anything that is not a valid, unexpired access token of ours. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
        return null;
      }
      return { sub: payload.sub, sid: payload.sid, pid: typeof payload.pid === 'string' ? payload.pid : null };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}
