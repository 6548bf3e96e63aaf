import { describe, expect, it } from 'vitest';
import { businessType } from './business-type';
import { permissionsFor, presetsFor } from './groups';

const ids = (modules: string[], carrier?: boolean) =>
  presetsFor(carrier === undefined ? { modules } : { modules, carrier }).map((preset) => preset.id);

describe('permission presets per business (issue 20: a buyer is not offered seller or driver presets)', () => {
  it('offers a buyer buying, never selling or haulage', () => {
    const offered = ids(['trading:buyers']);
    expect(offered).toEqual([
      'full',
      'viewer',
      'bidding',
      'business-management',
      'team',
      'buyer',
      'insights',
      'organiser',
    ]);
    expect(permissionsFor({ modules: ['trading:buyers'] })).not.toContain('trading.position');
    expect(permissionsFor({ modules: ['trading:buyers'] })).not.toContain('logistics.carrier');
  });

  it('offers a farm that sells its stock and selling, never buying or haulage', () => {
    expect(ids(['inventory:core', 'trading:core'])).toEqual([
      'full',
      'viewer',
      'business-management',
      'team',
      'inventory',
      'trading',
      'seller',
      'insights',
      'organiser',
    ]);
  });

  it('offers a haulier (no module, or a member in the carrier group) haulage and no trading', () => {
    // Every business may organise haulage (issue 22): a haulier its own work too.
    expect(ids([])).toEqual(['full', 'viewer', 'business-management', 'team', 'carrier', 'organiser']);
    expect(ids(['inventory:core'], true)).toContain('carrier');
    expect(ids(['inventory:core'])).not.toContain('carrier');
  });

  it('fills the whole matrix: like an owner at the highest level, or to see only, of what the business uses', () => {
    const [full, viewer] = presetsFor({ modules: ['trading:buyers'] });
    expect(full?.access).toMatchObject({
      'trading.bids': 'write',
      'trading.market.read': 'read',
      'account.teams': 'write',
    });
    expect(Object.values(viewer?.access ?? {}).every((level) => level === 'read')).toBe(true);
    expect(Object.keys(full?.access ?? {})).toEqual(Object.keys(viewer?.access ?? {}));
    expect(full?.access).not.toHaveProperty('administrator');
  });

  it('names the kind of business from its modules', () => {
    expect(businessType({ modules: ['inventory:core', 'trading:core'] })).toBe('seller');
    expect(businessType({ modules: ['trading:buyers'] })).toBe('buyer');
    expect(businessType({ modules: [], carrier: true })).toBe('carrier');
    expect(businessType({ modules: ['inventory:core'] })).toBe('inventory');
    expect(businessType({ modules: [] })).toBe('new');
  });
});
