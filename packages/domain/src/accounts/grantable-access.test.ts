import { describe, expect, it } from 'vitest';
import { FULL_ACCESS, grantableAccess, permissionLevels, ungrantableAccessIssues } from './permissions';
import { userPreferencesPatchSchema } from './user-settings';

const fields = (requested: Record<string, string>) => ungrantableAccessIssues(requested).map((issue) => issue.field);

describe('ungrantableAccessIssues (platform §6)', () => {
  it('accepts every permission an owner has, at its level', () => {
    const grantable = Object.fromEntries(Object.entries(FULL_ACCESS).filter(([key]) => key !== 'menu'));
    expect(fields(grantable)).toEqual([]);
    expect(fields({ 'trading.position': 'read', 'account.teams': 'read' })).toEqual([]);
  });

  it('names administrator (only the sys-admin role has it), unknown keys and levels beyond the key', () => {
    expect(
      fields({
        administrator: 'read',
        'made.up': 'read',
        menu: 'full',
        'trading.position': 'write',
        'trading.insights.grain': 'write',
        'account.teams': 'admin',
        'trading.bids': 'write',
      }),
    ).toEqual([
      'access.administrator',
      'access.made.up',
      'access.menu',
      'access.trading.position',
      'access.trading.insights.grain',
      'access.account.teams',
    ]);
  });
});

describe('permission levels (trading §6)', () => {
  it('gives the position, insights and market permissions a read level only', () => {
    for (const key of ['trading.position', 'trading.insights.grain', 'trading.market.read'] as const) {
      expect(permissionLevels(key)).toEqual(['read']);
      expect(FULL_ACCESS[key]).toBe('read');
    }
    expect(permissionLevels('trading.bids')).toEqual(['read', 'write']);
  });

  it('keeps of an access map what a member can give another', () => {
    expect(grantableAccess({ ...FULL_ACCESS, administrator: 'write' })).toEqual(
      Object.fromEntries(Object.entries(FULL_ACCESS).filter(([key]) => key !== 'menu')),
    );
    expect(grantableAccess({ 'trading.position': 'write', 'account.teams': 'read' })).toEqual({
      'account.teams': 'read',
    });
  });
});

describe('userPreferencesPatchSchema', () => {
  it('takes only the parts sent, and nothing else', () => {
    expect(userPreferencesPatchSchema.parse({ marketing: { email: true } })).toEqual({ marketing: { email: true } });
    expect(userPreferencesPatchSchema.safeParse({ colour: 'red' }).success).toBe(false);
    expect(userPreferencesPatchSchema.safeParse({ signup: { interests: [] } }).success).toBe(false);
  });
});
