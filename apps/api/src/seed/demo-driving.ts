import { driverDay } from '@harvest/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../app';
import { DEMO_PLACES } from './demo-jobs';
import { demoPrincipal } from './demo-principal';

const MINUTE = 60 * 1000;

/**
 * The demo driver's day (issue 23): Mick Holloway, Fenland Haulage's driver, has two of Hillside's jobs today, each
 * given to Fenland at an agreed price, its load allocated to him in the planner and booked: wheat from the grain
 * store to the Bury maltings, then barley from the farm to the Wisbech feed mill. Made as the people involved would,
 * through the jobs, loads and planner services; once (Mick has a job today: nothing to do). Only `npm start` seeds it.
 */
export async function seedDemoDriving(platform: Platform, log: FastifyBaseLogger): Promise<void> {
  const { haulageJobs, loads, planner, fleet, driving } = platform.services;
  const farmer = await demoPrincipal(platform, 'farmer@demo.farm', 'Hillside Farm Partnership');
  const haulier = await demoPrincipal(platform, 'carrier@demo.farm', 'Fenland Haulage Ltd');
  const mick = await demoPrincipal(platform, 'driver@demo.farm', 'Fenland Haulage Ltd');
  if (!farmer || !haulier?.organisationId || !mick) return;
  if ((await driving.day(mick)).jobs.length > 0) return;
  const driver = (await fleet.drivers(haulier)).find((each) => each.profileId === mick.profileId);
  const { items: vehicles } = await fleet.vehicles(haulier, { offset: 0, limit: 100 });
  const vehicle = (registration: string) => vehicles.find((each) => each.registration === registration);
  // Two of the fleet's artics, each load within its payload (the planner counts one load a lorry a day); the first
  // artic (FH21KGL) stays free for today's contract delivery the haulage journey books.
  const wheatLorry = vehicle('FH70TRK');
  const barleyLorry = vehicle('FX23ELV');
  if (!driver || !wheatLorry || !barleyLorry) return;

  const now = platform.clock.now();
  const { day } = driverDay(now);
  const days = [
    {
      pickupAt: new Date(now.getTime() - 30 * MINUTE),
      commodityId: 'wheat',
      vehicleId: wheatLorry.id,
      weightKg: 28_000,
      priceMinor: 39_500,
      driverNotes: 'Malting wheat: the maltings take a sample at the gate. Ring Tom at the store on arrival.',
      stops: [DEMO_PLACES.store, DEMO_PLACES.maltings],
    },
    {
      pickupAt: new Date(now.getTime() + MINUTE),
      commodityId: 'barley',
      vehicleId: barleyLorry.id,
      weightKg: 26_000,
      priceMinor: 31_000,
      driverNotes: 'Feed barley to the mill: tip in bay 3.',
      stops: [DEMO_PLACES.farm, DEMO_PLACES.mill],
    },
  ] as const;
  for (const each of days) {
    const job = await haulageJobs.create(farmer, {
      type: 'grain',
      pickupAt: each.pickupAt.toISOString(),
      stops: [...each.stops],
      carrierOrganisationId: haulier.organisationId,
      priceMinor: each.priceMinor,
      requireGrainSample: true,
      driverNotes: each.driverNotes,
    });
    const load = await loads.create(farmer, {
      jobId: job.id,
      commodityId: each.commodityId,
      plannedDate: day,
      weightKg: each.weightKg,
    });
    await planner.allocate(haulier, load.id, { vehicleId: each.vehicleId, driverId: driver.id, day });
    await haulageJobs.book(haulier, job.id);
  }
  log.info("demo driver's day seeded");
}
