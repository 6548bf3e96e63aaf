import { ACCESS_TOKEN_TTL_MS } from '@harvest/domain';
import { describe, expect, it } from 'vitest';
import { AdjustableClock } from '../clock';
import { TokenService } from './tokens';

const SECRET = new TextEncoder().encode('a-test-secret-that-is-at-least-32-characters');

/** Access tokens are verified once per instance and remembered; what is remembered must judge time as jose does. */
describe('verifying access tokens (remembered once verified)', () => {
  const claims = { sub: 'user-1', sid: 'session-1' };

  it('answers a token verified before the same, and refuses it from the second it expires', async () => {
    const clock = new AdjustableClock(() => Date.UTC(2026, 10, 26, 12, 0, 0));
    const tokens = new TokenService(SECRET, clock);
    const token = await tokens.signAccess(claims);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    clock.advance(ACCESS_TOKEN_TTL_MS - 1000);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    clock.advance(1000);
    expect(await tokens.verifyAccess(token)).toBeNull();
    // A fresh instance, which has never seen the token, judges it the same.
    expect(await new TokenService(SECRET, clock).verifyAccess(token)).toBeNull();
  });

  it('never takes a changed token, or one signed with another key, for a remembered one', async () => {
    const clock = new AdjustableClock(() => Date.UTC(2026, 10, 26, 12, 0, 0));
    const tokens = new TokenService(SECRET, clock);
    const token = await tokens.signAccess(claims);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'user-2', typ: 'access' })).toString('base64url');
    expect(await tokens.verifyAccess(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await tokens.verifyAccess(`${header}.${payload}.${signature?.slice(0, -2)}AA`)).toBeNull();
    const other = new TokenService(new TextEncoder().encode('another-secret-that-is-at-least-32-characters'), clock);
    expect(await tokens.verifyAccess(await other.signAccess(claims))).toBeNull();
  });
});
