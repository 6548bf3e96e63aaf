import { ExFarmPrices } from '../../features/market/components/ex-farm-prices';
import { RegionalPrices } from '../../features/market/components/regional-prices';
import { MarketInsightsPage } from '../../features/trading/pages/market-insights-page';

/**
 * /trading/market-insights as the app puts it together (features do not import each other): trading's landing
 * page with market data's sections in their places. The latest news and updates go in `marketNews`.
 */
export function MarketInsightsRoute() {
  return (
    <MarketInsightsPage
      marketPrices={
        <>
          <RegionalPrices />
          <ExFarmPrices />
        </>
      }
    />
  );
}
