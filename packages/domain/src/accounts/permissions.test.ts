import { describe, expect, it } from 'vitest';
import { FULL_ACCESS, hasModule, hasPermission } from './permissions';

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

  it('gives full access everything, the administrator permission included', () => {
    expect(hasPermission(FULL_ACCESS, 'administrator', 'write')).toBe(true);
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
