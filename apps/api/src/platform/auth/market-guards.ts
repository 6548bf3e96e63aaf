import { TRADING_MODULES } from '@harvest/domain';
import { requireAnyModule, requireModule, requirePermission } from './guard';
import { trading } from './trading-guards';

/**
 * Who may read market data (§6): traders see the platform's own prices, news and updates; regional prices, ex-farm,
 * futures and alerts need the insights upgrade module and its permission; target prices are a seller's.
 */
export const market = {
  traders: [requireAnyModule(...TRADING_MODULES), requirePermission('trading.market.read', 'read')],
  insights: [
    requireAnyModule(...TRADING_MODULES),
    requireModule('trading:insights:grain'),
    requirePermission('trading.insights.grain', 'read'),
  ],
  targets: [...trading.sellerReads, requireModule('trading:insights:grain')],
  targetWrites: [...trading.sellerWrites, requireModule('trading:insights:grain')],
};
