import { describe, expect, it } from 'vitest';
import {
  analyticsRole,
  effectiveAccess,
  effectiveModules,
  FORMER_OWNER_ACCESS,
  FULL_ACCESS,
  hasModule,
  hasPermission,
  inAccessScope,
  isOwner,
  modulesAwaitingVetting,
  needsVetting,
  notVettedMessage,
  vettingBlocks,
} from './permissions';

describe('permission check (platform §6)', () => {
  it('passes when none is asked', () => {
    expect(hasPermission({})).toBe(true);
  });

  it('looks the key up in the access map', () => {
    expect(hasPermission({ 'account.teams': 'read' }, 'account.teams')).toBe(true);
    expect(hasPermission({ 'account.teams': 'read' }, 'account.business')).toBe(false);
  });

  it('needs a write grant for a write requirement', () => {
    expect(hasPermission({ 'account.teams': 'read' }, 'account.teams', 'write')).toBe(false);
    expect(hasPermission({ 'account.teams': 'write' }, 'account.teams', 'write')).toBe(true);
  });

  it('gives full access every business permission but not administrator, which only sys-admin carries', () => {
    expect(hasPermission(FULL_ACCESS, 'account.teams', 'write')).toBe(true);
    expect(hasPermission(FULL_ACCESS, 'trading.position', 'read')).toBe(true);
    expect(hasPermission(FULL_ACCESS, 'administrator')).toBe(false);
    expect(FULL_ACCESS.menu).toBe('full');
  });
});

describe('module check (platform §6)', () => {
  it('passes when none is asked, otherwise needs the module', () => {
    expect(hasModule([])).toBe(true);
    expect(hasModule(['trading:core'], 'trading:core')).toBe(true);
    expect(hasModule(['inventory:core'], 'trading:buyers')).toBe(false);
  });
});

describe('effective access (platform §6)', () => {
  const member = { groups: ['bidding'], stored: { 'trading.bids': 'write', 'account.account': 'read' } as const };

  it('gives an owner full access whatever is stored', () => {
    expect(effectiveAccess({ groups: ['owner'], stored: {}, roles: [], vetted: true })).toEqual(FULL_ACCESS);
  });

  it('gives administrator only to the sys-admin role, never from a stored map', () => {
    expect(effectiveAccess({ groups: [], stored: { administrator: 'write' }, roles: [], vetted: true })).toEqual({});
    expect(effectiveAccess({ groups: ['owner'], stored: {}, roles: ['sys-admin'], vetted: true }).administrator).toBe(
      'write',
    );
  });

  it('gives an organisation that is not fully vetted no trading permission and no trading module', () => {
    expect(effectiveAccess({ ...member, roles: [], vetted: false })).toEqual({ 'account.account': 'read' });
    expect(effectiveAccess({ ...member, roles: [], vetted: true })).toEqual(member.stored);
    expect(effectiveModules(['inventory:core', 'trading:core'], false)).toEqual(['inventory:core']);
    expect(effectiveModules(['inventory:core', 'trading:core'], true)).toEqual(['inventory:core', 'trading:core']);
  });

  it('names the modules that wait for vetting, and says whom to call about them (trading §8)', () => {
    expect(modulesAwaitingVetting(['inventory:core', 'trading:core', 'trading:buyers'], false)).toEqual([
      'trading:core',
      'trading:buyers',
    ]);
    expect(modulesAwaitingVetting(['inventory:core', 'trading:core'], true)).toEqual([]);
    expect(notVettedMessage()).toBe(
      'Your account has not been fully vetted yet, so trading is not available. Please contact support on +44 1223 000000 to complete it.',
    );
  });

  it('shows the vetting prompt to an unvetted organisation with trading modules only', () => {
    expect(needsVetting({ vetted: false, modules: [{ id: 'trading:core' }] })).toBe(true);
    expect(needsVetting({ vetted: false, modules: [{ id: 'inventory:core' }] })).toBe(false);
    expect(needsVetting({ vetted: true, modules: [{ id: 'trading:buyers' }] })).toBe(false);
  });

  it('puts the prompt in place of every trading page but business setup, for an unvetted trading organisation', () => {
    const unvetted = { vetted: false, modules: [{ id: 'trading:core' }] };
    expect(vettingBlocks(unvetted, '/trading/market-insights')).toBe(true);
    expect(vettingBlocks(unvetted, '/trading/market-listing/123/bids')).toBe(true);
    expect(vettingBlocks(unvetted, '/trading/manage/business-setup')).toBe(false);
    expect(vettingBlocks(unvetted, '/inventory/manage/team')).toBe(false);
    expect(vettingBlocks({ ...unvetted, vetted: true }, '/trading/market-insights')).toBe(false);
  });

  it('leaves a former owner everything but editing the team', () => {
    expect(hasPermission(FORMER_OWNER_ACCESS, 'account.teams', 'write')).toBe(false);
    expect(hasPermission(FORMER_OWNER_ACCESS, 'account.teams', 'read')).toBe(true);
    expect(hasPermission(FORMER_OWNER_ACCESS, 'account.business', 'write')).toBe(true);
    expect(hasPermission(FORMER_OWNER_ACCESS, 'administrator')).toBe(false);
    expect(isOwner(['owner'])).toBe(true);
    expect(isOwner(['bidding'])).toBe(false);
  });
});

describe('per-unit access scope (platform §6)', () => {
  it('lets a member assigned to no unit reach all, otherwise only those assigned', () => {
    expect(inAccessScope([], 'any')).toBe(true);
    expect(inAccessScope(['a'], 'a')).toBe(true);
    expect(inAccessScope(['a'], 'b')).toBe(false);
  });
});

describe('derived analytics role (platform §6)', () => {
  it('is seller, buyer, hybrid or inventory by the modules', () => {
    expect(analyticsRole(['trading:core'])).toBe('seller');
    expect(analyticsRole(['trading:buyers'])).toBe('buyer');
    expect(analyticsRole(['trading:core', 'inventory:core'])).toBe('hybrid');
    expect(analyticsRole(['inventory:core'])).toBe('inventory');
    expect(analyticsRole([])).toBe('inventory');
  });
});
