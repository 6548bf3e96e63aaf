import { seedDemoContracts } from '../src/seed/demo-contracts';
import { seedDemoInventory } from '../src/seed/demo-inventory';
import { seedDemoTrading } from '../src/seed/demo-trading';
import type { TestApp } from './build-test-app';

/**
 * The demo world as far as its contracts (after `t.seedDemo()`): Hillside's stock, the marketplace and the contracts
 * with their deliveries, in the order `npm start` seeds them. For the tests that haul a contract's delivery.
 */
export async function seedContractsWorld(t: TestApp): Promise<void> {
  await seedDemoInventory(t.app.platform, t.app.log);
  await seedDemoTrading(t.app.platform, t.app.log);
  await seedDemoContracts(t.app.platform, t.app.log);
}
