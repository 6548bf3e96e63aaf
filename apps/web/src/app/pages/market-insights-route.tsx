import { ExFarmPrices } from '../../features/market/components/ex-farm-prices';
import { MarketNews } from '../../features/market/components/market-news';
import { RegionalPrices } from '../../features/market/components/regional-prices';
import { MarketInsightsPage } from '../../features/trading/pages/market-insights-page';
import { canAccess } from '../../lib/session/session-selectors';
import { useSession } from '../../lib/session/use-session';

/**
 * /trading/market-insights as the app puts it together (features do not import each other): trading's landing
 * page with market data's sections in their places: the prices by region and ex-farm after the position, the news
 * and market updates at the end (for those who may read the market, as its API asks: trading.market.read).
 */
export function MarketInsightsRoute() {
  const session = useSession();
  return (
    <MarketInsightsPage
      marketPrices={
        <>
          <RegionalPrices />
          <ExFarmPrices />
        </>
      }
      marketNews={canAccess(session, 'trading.market.read', 'read') ? <MarketNews /> : null}
    />
  );
}
