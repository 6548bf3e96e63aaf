/**
 * A development seed for trying the load planner by hand until the fleet, jobs and loads parts make these rows
 * through their own screens: Fenland Haulage's vehicles, drivers and a trailer, and jobs from Hillside given to it
 * with loads for today and the next days (one part allocated, one over-allocated and marked so).
 *
 *   DATA_DIR=/tmp/planner-data npx tsx apps/api/test/seed-planner-hand-check.ts   # with the server stopped
 */
import { calendarDateIn } from '@harvest/domain/calendar';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { migrateDatabase } from '../src/platform/db/migrate';
import { seedDemoWorld } from '../src/seed/demo-world';
import { addAllocation, addDriver, addJob, addLoad, addTrailer, addVehicle, plannerWorld } from './planner-world';

const config = loadConfig({ ...process.env, NODE_ENV: 'development', WEB_DIST: '' });
const app = await buildApp({ ...config, runWorkers: false });
try {
  await migrateDatabase(app.platform.database);
  await app.ready();
  await seedDemoWorld(app.platform, app.log);
  const w = await plannerWorld(app.platform.database.db);
  const today = calendarDateIn(new Date(), 'GB');
  const dayAfter = (days: number) => {
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };
  const vehicles = [];
  for (const payload of [29_000, 29_000, 20_000, 16_000, 10_000])
    vehicles.push(await addVehicle(w, w.fenland, payload));
  const mick = await addDriver(w, w.fenland);
  const dave = await addDriver(w, w.fenland, w.carrierProfileId);
  await addTrailer(w, w.fenland);
  const pickup = (day: string) => new Date(`${day}T07:00:00Z`);
  const first = await addJob(w, { carrierId: w.fenland, status: 'assigned', pickupAt: pickup(today) });
  const second = await addJob(w, { carrierId: w.fenland, status: 'booked', pickupAt: pickup(today) });
  const third = await addJob(w, { carrierId: w.fenland, status: 'assigned', pickupAt: pickup(dayAfter(1)) });
  const part = await addLoad(w, first.id, { weightKg: 29_000, plannedDate: today });
  await addLoad(w, first.id, { weightKg: 27_500, plannedDate: today });
  const over = await addLoad(w, second.id, { weightKg: 12_000, plannedDate: today });
  await addLoad(w, second.id, { weightKg: 18_000, plannedDate: dayAfter(-1) });
  await addLoad(w, third.id, { weightKg: 29_000, plannedDate: dayAfter(1) });
  await addLoad(w, third.id, { weightKg: 24_000, plannedDate: dayAfter(1) });
  await addAllocation(w, part, {
    carrierId: w.fenland,
    vehicleId: vehicles[4]!.id,
    driverId: mick.id,
    day: today,
    weightKg: 12_000,
  });
  await addAllocation(w, over, {
    carrierId: w.fenland,
    vehicleId: vehicles[2]!.id,
    driverId: dave.id,
    day: today,
    weightKg: 12_500,
  });
  await app.platform.database.db.execute(
    sql`update logistics_loads set over_allocation_allowed = true where id = ${over.id}`,
  );
  process.stdout.write(`Planner rows for ${today} and the days beside it.\n`);
} finally {
  await app.close();
}
