import type { FastifyInstance } from 'fastify';
import type { ApiModule, PlatformPorts } from '../../platform/module';
import { accessGuards } from '../../platform/http/route-kit';
import type { BusinessUnitLinks } from '../accounts';
import { InventoryContexts, type CropCatalogue, type UnitDirectory } from './context-service';
import { harvestRoutes } from './harvest/routes';
import { HarvestService, type HarvestFiles } from './harvest/service';
import { stockImportRoutes } from './import/routes';
import { StockImportService } from './import/service';
import { movementRoutes } from './movements/routes';
import { MovementService, type MovementFiles } from './movements/service';
import { InventorySearchService } from './search/service';
import { LotSalesService } from './stock/lot-sales-service';
import { StorageContractLinks } from './stock/storage-contracts-service';
import type { LotTrades, StorageContracts } from './ports';
import { stockRoutes } from './stock/routes';
import { StockService } from './stock/service';
import { storageRoutes } from './storage/routes';
import { StorageService } from './storage/service';

export type { InventorySearchService } from './search/service';
import type { InventoryPeople } from './search/service';
export type { LotTrades, StorageContracts } from './ports';
export type { StockService } from './stock/service';
export type { MovementLink, MovementService } from './movements/service';
export type { HarvestService } from './harvest/service';

/** What inventory needs of the modules before it. */
export interface InventoryPorts {
  units: UnitDirectory & {
    /** §5: a business unit holding crops cannot be deleted; inventory says which do. */
    registerBusinessUnitUsage(kind: string, links: BusinessUnitLinks): void;
  };
  crops: CropCatalogue;
  files: MovementFiles & HarvestFiles;
  /** Whose units an export writes quantities in. */
  people: InventoryPeople;
}

export type InventoryModule = ApiModule<{
  storages: StorageService;
  stock: StockService;
  movements: MovementService;
  harvests: HarvestService;
  stockImport: StockImportService;
  inventorySearch: InventorySearchService;
}> & {
  /** Trading's trades say how much of each lot is sold (handed in by app.ts once trading is built). */
  useLotTrades(trades: LotTrades): void;
  /** Trading's storage contracts, which stock stored for others links to (handed in by app.ts). */
  useStorageContracts(contracts: StorageContracts): void;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that changes nothing (the live conflicts check): answering it keeps the organisation's searches. */
    readsOnly?: boolean;
  }
}

/**
 * A write that succeeded marks the organisation's inventory changed before it answers, so this instance's next
 * search reads afresh; other instances hear of it from the database (ChangeFeed). A refused write changed nothing.
 */
function markInventoryWrites(app: FastifyInstance, changed: (organisationId: string) => void): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const organisationId = request.principal?.organisationId;
    const wrote = request.method !== 'GET' && reply.statusCode < 400 && !request.routeOptions.config.readsOnly;
    if (wrote && organisationId) changed(organisationId);
    return payload;
  });
}

/**
 * Farms' stores and fields, stock and its ledger, movements, harvest plans, the stock import and the inventory
 * searches (docs/architecture.md, the module map). Each sub-domain is given the ones it uses.
 */
export function createInventoryModule(platform: PlatformPorts, ports: InventoryPorts): InventoryModule {
  const { db, clock } = platform;
  const contexts = new InventoryContexts(clock, ports.units, ports.crops);
  const storages = new StorageService(db, clock, contexts, platform.changes);
  const sales = new LotSalesService();
  const storageContracts = new StorageContractLinks();
  const stock = new StockService(db, clock, contexts, storages, sales, storageContracts);
  const movements = new MovementService(db, clock, contexts, storages, ports.files);
  // Harvest plans record and reverse their loads through movements, and delete samples through files.
  const harvests = new HarvestService(db, clock, contexts, movements, ports.files);
  const stockImport = new StockImportService(db, contexts, stock);
  const inventorySearch = new InventorySearchService(
    db,
    contexts,
    platform.changes,
    ports.people,
    sales,
    storageContracts,
  );
  ports.units.registerBusinessUnitUsage('crops', stock);
  // Platform §6: every inventory call needs the inventory module, and inventory.movements at the level it needs.
  const access = accessGuards('inventory:core', 'inventory.movements');
  return {
    services: { storages, stock, movements, harvests, stockImport, inventorySearch },
    useLotTrades: (trades) => sales.use(trades),
    useStorageContracts: (contracts) => storageContracts.use(contracts),
    routes: async (api) => {
      await api.register(async (scope) => {
        markInventoryWrites(scope, (organisationId) => inventorySearch.changed(organisationId));
        await scope.register(storageRoutes, { service: storages, access });
        await scope.register(stockRoutes, { service: stock, access });
        await scope.register(stockImportRoutes, { service: stockImport, access });
        await scope.register(movementRoutes, { service: movements, access });
        await scope.register(harvestRoutes, { service: harvests, access });
      });
    },
  };
}
