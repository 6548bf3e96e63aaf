import { requireAnyModule, requireModule, requirePermission, type Guard } from '../../platform/auth/guard';
import { trading } from '../../platform/auth/trading-guards';

/** The insights upgrade module (§6): regional prices, alerts and targets are behind it. */
const insightsModule = requireModule('trading:insights:grain');

/**
 * Who may call the market's routes (trading-logistics §6), in one place so every route says the same: market data
 * needs a trading side's module, the insights upgrade and the insights permission; a seller's target prices are the
 * seller's reads and writes behind the same upgrade.
 */
export const market: Record<'insights' | 'targets' | 'targetWrites', Guard[]> = {
  insights: [
    requireAnyModule('trading:core', 'trading:buyers'),
    insightsModule,
    requirePermission('trading.insights.grain', 'read'),
  ],
  targets: [...trading.sellerReads, insightsModule],
  targetWrites: [...trading.sellerWrites, insightsModule],
};
