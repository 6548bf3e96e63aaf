import { describe, expect, it } from 'vitest';
import { FULL_ACCESS, ungrantableAccessKeys } from './permissions';
import { userPreferencesPatchSchema } from './user-settings';

describe('ungrantableAccessKeys (platform §6)', () => {
  it('accepts every permission an owner has, at its level', () => {
    const grantable = Object.fromEntries(Object.entries(FULL_ACCESS).filter(([key]) => key !== 'menu'));
    expect(ungrantableAccessKeys(grantable)).toEqual([]);
    expect(ungrantableAccessKeys({ 'trading.position': 'read', 'account.teams': 'read' })).toEqual([]);
  });

  it('refuses administrator (only the sys-admin role has it), unknown keys and levels beyond the key', () => {
    expect(
      ungrantableAccessKeys({
        administrator: 'read',
        'made.up': 'read',
        menu: 'full',
        'trading.position': 'write',
        'account.teams': 'admin',
        'trading.bids': 'write',
      }),
    ).toEqual(['administrator', 'made.up', 'menu', 'trading.position', 'account.teams']);
  });
});

describe('userPreferencesPatchSchema', () => {
  it('takes only the parts sent, and nothing else', () => {
    expect(userPreferencesPatchSchema.parse({ marketing: { email: true } })).toEqual({ marketing: { email: true } });
    expect(userPreferencesPatchSchema.safeParse({ colour: 'red' }).success).toBe(false);
    expect(userPreferencesPatchSchema.safeParse({ signup: { interests: [] } }).success).toBe(false);
  });
});
