import { isTrader, TRADING_MODULES, TRADING_SIDES, type AccessLevel, type TradingSide } from '@harvest/domain';
import { forbidden } from '../http/errors';
import { principalOf, requireAnyModule, requireModule, requirePermission, type Guard } from './guard';

/**
 * One side of a trade (trading §6, the domain's TRADING_SIDES): the side's module, whose absence while the
 * organisation waits for its vetting says so (§8), then the side's permission at the level.
 */
export function sideGuards(side: TradingSide, level: AccessLevel): Guard[] {
  const { module, permission } = TRADING_SIDES[side];
  return [requireModule(module), requirePermission(permission, level)];
}

/** Either side (the domain's isTrader): for what sellers and buyers share, such as an offer, a trade or a wanted listing. */
export function traderGuards(level: AccessLevel): Guard[] {
  return [
    requireAnyModule(...TRADING_MODULES),
    async (request) => {
      if (!isTrader(principalOf(request), level)) throw forbidden();
    },
  ];
}

/** Trading's guards by who may call (§6): one side at a level, or either side. */
export const trading = {
  sellerReads: sideGuards('seller', 'read'),
  sellerWrites: sideGuards('seller', 'write'),
  buyerReads: sideGuards('buyer', 'read'),
  buyerWrites: sideGuards('buyer', 'write'),
  /** What both sides share: an offer, a trade, a wanted listing or a trade request. */
  anyTrader: traderGuards('read'),
  anyTraderWrites: traderGuards('write'),
  /** Contracts (§6 trading.contracts): either side's, at the permission's level. */
  contractReads: [requireAnyModule(...TRADING_MODULES), requirePermission('trading.contracts', 'read')],
  contractWrites: [requireAnyModule(...TRADING_MODULES), requirePermission('trading.contracts', 'write')],
  /**
   * The market's updates and news (§2, §6): either trading module and trading.market.read. System administrators
   * have neither, so they are never polled.
   */
  marketReads: [requireAnyModule(...TRADING_MODULES), requirePermission('trading.market.read')],
};
