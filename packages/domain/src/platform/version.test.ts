import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isClientOutOfDate } from './version';

describe('isClientOutOfDate (503 "This site is out of date")', () => {
  it('compares major, minor and patch numerically', () => {
    expect(isClientOutOfDate('0.0.9', '0.1.0')).toBe(true);
    expect(isClientOutOfDate('1.9.0', '1.10.0')).toBe(true);
    expect(isClientOutOfDate('1.10.0', '1.9.0')).toBe(false);
    expect(isClientOutOfDate('0.1.0', '0.1.0')).toBe(false);
    expect(isClientOutOfDate('v2.0.0', '1.0.0')).toBe(false);
    expect(isClientOutOfDate('1.2.3-beta.1', '1.2.4')).toBe(true);
  });

  it('does not lock out a client whose version it cannot read', () => {
    expect(isClientOutOfDate('web', '1.0.0')).toBe(false);
    expect(isClientOutOfDate('', '1.0.0')).toBe(false);
  });

  it('is never true of a version against itself, and at most one way for any pair', () => {
    const version = fc.tuple(fc.nat(50), fc.nat(50), fc.nat(50)).map((p) => p.join('.'));
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(isClientOutOfDate(a, a)).toBe(false);
        expect(isClientOutOfDate(a, b) && isClientOutOfDate(b, a)).toBe(false);
      }),
    );
  });
});
