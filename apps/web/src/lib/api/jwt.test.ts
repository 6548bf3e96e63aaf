import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../../test/session-fixtures';
import { decodeJwtPayload, isTokenExpired } from './jwt';

describe('JWT expiry', () => {
  it('reads the payload of a base64url token', () => {
    expect(decodeJwtPayload(fakeJwt({ exp: 1_700_000_000, name: 'Ørsted ~?>' }))).toEqual({
      exp: 1_700_000_000,
      name: 'Ørsted ~?>',
    });
  });

  it('counts a token as expired once its exp (seconds) has passed', () => {
    const token = fakeJwt({ exp: 1_000 });
    expect(isTokenExpired(token, 999_999)).toBe(false);
    expect(isTokenExpired(token, 1_000_000)).toBe(true);
  });

  it('leaves tokens it cannot read to the API', () => {
    expect(decodeJwtPayload('opaque')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
    expect(isTokenExpired('opaque', Date.now())).toBe(false);
    expect(isTokenExpired(fakeJwt({ sub: 'no-exp' }), Date.now())).toBe(false);
  });
});
