import { createHash, createHmac, randomBytes, webcrypto } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCESS_TOKEN_TTL_MS } from '@harvest/domain';
import { jwtVerify, SignJWT, errors as joseErrors, type JWTPayload } from 'jose';
import { LruMap } from '../cache/lru-map';
import type { Clock } from '../clock';

const ISSUER = 'harvest-platform';
/** Access and impersonation tokens are for this API; id tokens only tell the web app who signed in. */
const API_AUDIENCE = 'harvest-api';
const WEB_AUDIENCE = 'harvest-web';
/** A token without these is refused, however well signed: one without exp would never end. */
const REQUIRED_CLAIMS = ['exp', 'iat', 'sub'];
/** Access tokens an instance remembers having verified (a few hundred bytes each): about one per signed-in person. */
const VERIFIED_TOKENS = 10_000;

/** An access token already verified: its claims, and the seconds its time claims allow it from and until. */
interface Verified {
  claims: AccessClaims;
  notBefore: number;
  expires: number;
}

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Session (refresh-token family) the token belongs to, so revoking a session stops it. */
  sid: string;
}

/** Who the tokens were issued to, for the client to show; never trusted for access. */
export interface IdClaims {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
}

export interface ImpersonationClaims {
  impersonationId: string;
  adminUserId: string;
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
    // Written whole under a name of its own, then linked into place only if no key is there yet: instances
    // starting together on one DATA_DIR all read the one key that won, never a half-written file or their own.
    const draft = join(dataDir, `.jwt-secret-${randomBytes(8).toString('hex')}`);
    writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600 });
    chmodSync(draft, 0o600);
    try {
      linkSync(draft, file);
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** An unguessable opaque token (refresh tokens, magic links): 32 random bytes, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Enough for a random token of 256 bits: nobody can walk back from the digest. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export class TokenService {
  /**
   * The secret as a Web Crypto key, imported once: given raw bytes, jose imports them again for every token, which
   * was a sixth of a signed-in request's CPU under load (bench/reports/inventory-search.md).
   */
  readonly #key: Promise<webcrypto.CryptoKey>;
  /**
   * Access tokens whose signature and claims were verified, by the token itself: the same string verifies the same
   * way every time, so only its time is checked again. Checking an HMAC was a twelfth of a signed-in read's CPU
   * (bench/reports/inventory-search.md). Whether its session still stands is the principal's check, every request.
   */
  readonly #verified = new LruMap<string, Verified>(VERIFIED_TOKENS);

  constructor(
    private readonly secret: Uint8Array,
    private readonly clock: Clock,
  ) {
    this.#key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  private issuedAt(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }

  private async sign(
    typ: string,
    subject: string,
    claims: JWTPayload,
    expiresAt: number,
    audience = API_AUDIENCE,
  ): Promise<string> {
    return new SignJWT({ ...claims, typ })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt(this.issuedAt())
      .setExpirationTime(expiresAt)
      .sign(await this.#key);
  }

  async signAccess(claims: AccessClaims, ttlMs = ACCESS_TOKEN_TTL_MS): Promise<string> {
    return this.sign('access', claims.sub, { sid: claims.sid }, this.issuedAt() + Math.floor(ttlMs / 1000));
  }

  async signId(claims: IdClaims, ttlMs = ACCESS_TOKEN_TTL_MS): Promise<string> {
    return this.sign(
      'id',
      claims.sub,
      { email: claims.email, given_name: claims.givenName, family_name: claims.familyName },
      this.issuedAt() + Math.floor(ttlMs / 1000),
      WEB_AUDIENCE,
    );
  }

  async signImpersonation(claims: ImpersonationClaims, expiresAt: Date): Promise<string> {
    return this.sign(
      'impersonation',
      claims.adminUserId,
      { iid: claims.impersonationId },
      Math.floor(expiresAt.getTime() / 1000),
    );
  }

  /** Null for anything that is not a valid, unexpired access token of ours. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    const kept = this.#verified.get(token);
    if (kept) {
      // As jose judges them: expired at exp, valid from nbf, in whole seconds.
      const now = this.issuedAt();
      return now < kept.expires && now >= kept.notBefore ? kept.claims : null;
    }
    const payload = await this.verify(token, 'access', false);
    if (!payload || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    const claims = { sub: payload.sub, sid: payload.sid };
    // REQUIRED_CLAIMS makes exp a number here; jose has checked it.
    this.#verified.set(token, { claims, notBefore: payload.nbf ?? 0, expires: payload.exp ?? 0 });
    return claims;
  }

  /**
   * Checks the signature but lets an expired token through: the impersonation's row says
   * whether it has ended, so an expired one is answered 440 rather than taken for a forgery.
   */
  async verifyImpersonation(token: string): Promise<ImpersonationClaims | null> {
    const payload = await this.verify(token, 'impersonation', true);
    if (!payload || typeof payload.sub !== 'string' || typeof payload.iid !== 'string') return null;
    return { impersonationId: payload.iid, adminUserId: payload.sub };
  }

  /**
   * A keyed digest for short secrets (six-digit reset codes), which a plain hash would not
   * protect: without the key, a copy of the database gives nothing away.
   */
  keyedDigest(value: string): string {
    return createHmac('sha256', this.secret).update(value).digest('hex');
  }

  private async verify(token: string, typ: string, allowExpired: boolean): Promise<JWTPayload | null> {
    try {
      const { payload } = await jwtVerify(token, await this.#key, {
        issuer: ISSUER,
        audience: API_AUDIENCE,
        requiredClaims: REQUIRED_CLAIMS,
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      return payload.typ === typ ? payload : null;
    } catch (error) {
      // jose checks the signature, then the required claims, issuer and audience, and expiry last: an
      // expired token's payload is genuine and complete.
      if (allowExpired && error instanceof joseErrors.JWTExpired) {
        return error.payload.typ === typ && error.payload.iss === ISSUER ? error.payload : null;
      }
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}
