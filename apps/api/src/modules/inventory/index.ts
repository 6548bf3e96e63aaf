import type { ApiModule, PlatformPorts } from '../../platform/module';
import type { BusinessUnitLinks } from '../accounts';
import { harvestRoutes } from './harvest-routes';
import { HarvestService, type HarvestFiles } from './harvest-service';
import { markInventoryWrites } from './inventory-changes';
import { inventoryRoutes } from './routes';
import { InventoryService, type CropCatalogue, type MovementFiles, type UnitDirectory } from './service';

export { InventoryService } from './service';

/** What inventory needs of the modules before it. */
export interface InventoryPorts {
  units: UnitDirectory & {
    /** §5: a business unit holding crops cannot be deleted; inventory says which do. */
    registerBusinessUnitUsage(kind: string, links: BusinessUnitLinks): void;
  };
  crops: CropCatalogue;
  files: MovementFiles & HarvestFiles;
}

export type InventoryModule = ApiModule<{ inventory: InventoryService; harvests: HarvestService }>;

/** Farms' stores and fields, stock and its ledger, movements, harvest plans, the inventory searches. */
export function createInventoryModule(platform: PlatformPorts, ports: InventoryPorts): InventoryModule {
  const { db, clock } = platform;
  const inventory = new InventoryService(db, clock, ports.units, ports.crops, platform.changes, ports.files);
  // Harvest plans record and reverse their loads through the inventory's movements, and delete samples through files.
  const harvests = new HarvestService(db, clock, ports.units, ports.crops, inventory, ports.files);
  ports.units.registerBusinessUnitUsage('crops', inventory);
  return {
    services: { inventory, harvests },
    routes: async (api) => {
      await api.register(async (scope) => {
        markInventoryWrites(scope, (organisationId) => inventory.changed(organisationId));
        await scope.register(inventoryRoutes, { service: inventory });
        await scope.register(harvestRoutes, { service: harvests });
      });
    },
  };
}
