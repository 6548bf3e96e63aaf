import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FULL_ACCESS, MODULES, type AccessLevel, type AccessMap } from '../accounts/permissions';

const ACCESS_LEVELS: readonly AccessLevel[] = ['read', 'write'];
import { landingPath } from '../auth/landing-path';
import {
  actsAs,
  hasTradingModule,
  isTrader,
  TRADING_MODULES,
  TRADING_SIDES,
  type TradingSubject,
} from './trading-access';

const seller: TradingSubject = { modules: ['trading:core'], access: { 'trading.listings': 'write' } };
const buyer: TradingSubject = { modules: ['trading:buyers'], access: { 'trading.bids': 'read' } };

describe('who trades (trading §6)', () => {
  it('pairs each side’s module with its permission: trading core with trading.listings, buyers with trading.bids', () => {
    expect(TRADING_SIDES).toEqual({
      seller: { module: 'trading:core', permission: 'trading.listings' },
      buyer: { module: 'trading:buyers', permission: 'trading.bids' },
    });
    expect(TRADING_MODULES).toEqual(['trading:core', 'trading:buyers']);
  });

  it('takes a seller and a buyer for traders, at the level their permission has', () => {
    expect(isTrader(seller)).toBe(true);
    expect(isTrader(seller, 'write')).toBe(true);
    expect(isTrader(buyer)).toBe(true);
    expect(isTrader(buyer, 'write')).toBe(false);
    expect(actsAs(seller, 'buyer')).toBe(false);
    expect(actsAs(buyer, 'seller')).toBe(false);
  });

  it('never crosses the pairs: a seller’s module with a buyer’s permission is neither side', () => {
    expect(isTrader({ modules: ['trading:core'], access: { 'trading.bids': 'write' } })).toBe(false);
    expect(isTrader({ modules: ['trading:buyers'], access: { 'trading.listings': 'write' } })).toBe(false);
    expect(isTrader({ modules: [...TRADING_MODULES], access: {} })).toBe(false);
    expect(isTrader({ modules: ['inventory:core'], access: FULL_ACCESS })).toBe(false);
  });

  it('is a trader exactly when one side’s module and permission are both there', () => {
    const access = fc.dictionary(
      fc.constantFrom('trading.listings', 'trading.bids', 'inventory.movements'),
      fc.constantFrom(...ACCESS_LEVELS),
    );
    fc.assert(
      fc.property(
        fc.subarray<string>([...MODULES]),
        access,
        fc.constantFrom(...ACCESS_LEVELS),
        (modules, granted, level) => {
          const subject = { modules, access: granted as AccessMap };
          const side = (module: string, permission: 'trading.listings' | 'trading.bids') =>
            modules.includes(module) &&
            granted[permission] !== undefined &&
            (level === 'read' || granted[permission] === 'write');
          expect(isTrader(subject, level)).toBe(
            side('trading:core', 'trading.listings') || side('trading:buyers', 'trading.bids'),
          );
          // A trader always has a trading module, so the landing on market insights never refuses one.
          if (isTrader(subject, level)) expect(hasTradingModule(modules)).toBe(true);
        },
      ),
    );
  });

  it('lands on market insights with either trading module, whatever the permissions (§2 route table)', () => {
    expect(hasTradingModule(['trading:core'])).toBe(true);
    expect(hasTradingModule(['trading:buyers'])).toBe(true);
    expect(hasTradingModule(['inventory:core', 'trading:insights:grain'])).toBe(false);
    expect(landingPath({ roles: [], modules: ['trading:buyers'] })).toBe('/trading/market-insights');
  });
});
