import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, indexRedirect, isPublicPath, landingPath, postLoginPath, safeRedirect } from './landing-path';

const farmer = { roles: [], modules: ['inventory:core', 'trading:core'] };
const buyer = { roles: [], modules: ['trading:buyers'] };
const haulier = { roles: [], modules: [] };
const grower = { roles: [], modules: ['inventory:core'] };
const admin = { roles: ['sys-admin'], modules: [] };
const unvettedFarm = { roles: [], modules: ['inventory:core', 'trading:core'], vetted: false };
const unvettedMerchant = { roles: [], modules: ['trading:buyers'], vetted: false };

describe('post-login landing (platform §2)', () => {
  it('sends a sys-admin to business accounts', () => {
    expect(landingPath(admin)).toBe(AUTH_PATHS.businessAccounts);
  });

  it('sends trading core or trading buyers to market insights', () => {
    expect(landingPath(farmer)).toBe('/trading/market-insights');
    expect(landingPath(buyer)).toBe('/trading/market-insights');
  });

  it('sends a haulier’s driver to the driver app, and only a driver', () => {
    expect(landingPath({ ...haulier, groups: ['driver'] })).toBe(AUTH_PATHS.driverApp);
    expect(indexRedirect({ ...haulier, groups: ['driver'] }, '/')).toBe('/driver');
    expect(landingPath({ ...haulier, groups: ['carrier'] })).toBe(AUTH_PATHS.account);
  });

  it('sends everyone else to account management', () => {
    expect(landingPath(haulier)).toBe('/inventory/manage/account');
  });

  it('sends a farm waiting to be vetted to the inventory it may use, never to a closed trading page', () => {
    expect(landingPath(unvettedFarm)).toBe(AUTH_PATHS.inventoryHome);
    expect(indexRedirect(unvettedFarm, '/')).toBe(AUTH_PATHS.inventoryHome);
    expect(indexRedirect(unvettedFarm, '/inventory')).toBe(AUTH_PATHS.inventoryHome);
    // Without inventory, account management (where the vetting notice says what to do).
    expect(landingPath(unvettedMerchant)).toBe(AUTH_PATHS.account);
    // Once vetted, the spec's rule again.
    expect(landingPath({ ...unvettedFarm, vetted: true })).toBe('/trading/market-insights');
  });

  it('lets a redirect value win unless it is gdx', () => {
    expect(postLoginPath(farmer, '/inventory/manage/team?x=1')).toBe('/inventory/manage/team?x=1');
    expect(postLoginPath(farmer, 'gdx')).toBe('/trading/market-insights');
  });

  it('never redirects to another site', () => {
    expect(safeRedirect('https://evil.example/')).toBeNull();
    expect(safeRedirect('//evil.example/')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
  });
});

describe('index redirects (platform §2)', () => {
  it('sends / and /inventory to market insights with a trading module, business accounts for a sys-admin', () => {
    expect(indexRedirect(farmer, '/')).toBe('/trading/market-insights');
    expect(indexRedirect(farmer, '/inventory')).toBe('/trading/market-insights');
    expect(indexRedirect(admin, '/inventory')).toBe(AUTH_PATHS.businessAccounts);
    expect(indexRedirect(haulier, '/inventory')).toBeNull();
    expect(indexRedirect(farmer, '/inventory/manage/team')).toBeNull();
  });

  it('sends /inventory to the inventory home (/inventory/overview) with the inventory module and no trading', () => {
    expect(indexRedirect(grower, '/inventory')).toBe('/inventory/overview');
    expect(AUTH_PATHS.inventoryHome).toBe('/inventory/overview');
    // `/` keeps its landing rule: without trading, account management.
    expect(indexRedirect(grower, '/')).toBe('/inventory/manage/account');
  });

  it('treats any path containing /inventory/auth as public', () => {
    expect(isPublicPath('/inventory/auth/login/create-account')).toBe(true);
    expect(isPublicPath('/inventory/manage/account')).toBe(false);
  });
});
