import type { ApiModule, PlatformPorts } from '../../platform/module';
import { searchRoutes } from './routes';
import { SearchService, type InventorySearcher, type LogisticsSearcher, type TradingSearcher } from './service';

/** The modules whose data the searches read. */
export interface SearchPorts {
  inventory: InventorySearcher;
  trading: TradingSearcher;
  logistics: LogisticsSearcher;
}

export type SearchModule = ApiModule<{ search: SearchService }>;

/** `GET /api/search/{area}/{alias}`: dispatched to the module that owns the data. */
export function createSearchModule(_platform: PlatformPorts, ports: SearchPorts): SearchModule {
  const search = new SearchService(ports);
  return {
    services: { search },
    routes: async (api) => {
      await api.register(searchRoutes, { service: search });
    },
  };
}
