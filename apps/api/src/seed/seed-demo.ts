import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../app';
import { withAdvisoryLock } from '../platform/db/advisory-lock';
import { seedDemoContracts } from './demo-contracts';
import { seedDemoFleet } from './demo-fleet';
import { seedDemoInventory } from './demo-inventory';
import { seedDemoDriving } from './demo-driving';
import { seedDemoLogistics } from './demo-logistics';
import { seedDemoMarket } from './demo-market';
import { seedDemoJobs } from './demo-jobs';
import { seedDemoTrading } from './demo-trading';
import { seedDemoWorld } from './demo-world';

/** Any fixed number: instances starting together on an empty database seed one at a time. */
const DEMO_SEED_LOCK_KEY = 724_310_913;

/**
 * The demo world with its inventory, trading, contracts, haulage and market prices, made once. Each step sees whether it was made already, and the
 * lock keeps instances started together from all seeing an empty database and making it three times (two of them
 * failing to start on the unique names).
 */
export async function seedDemo(platform: Platform, log: FastifyBaseLogger): Promise<void> {
  await withAdvisoryLock(platform.database, DEMO_SEED_LOCK_KEY, async () => {
    if (!(await seedDemoWorld(platform, log))) return;
    await seedDemoInventory(platform, log);
    await seedDemoTrading(platform, log);
    await seedDemoContracts(platform, log);
    await seedDemoFleet(platform, log);
    // The jobs before the quote's job: each sees whether it was made already, by its own mark.
    await seedDemoJobs(platform, log);
    await seedDemoLogistics(platform, log);
    await seedDemoDriving(platform, log);
    await seedDemoMarket(platform, log);
  });
}
