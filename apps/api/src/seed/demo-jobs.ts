import type { FastifyBaseLogger } from 'fastify';
import type { JobStopInput } from '@harvest/domain';
import type { Platform } from '../app';
import { demoPrincipal } from './demo-principal';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** East Anglian places Hillside's grain goes between (coordinates to four places: about 10 m). */
export const DEMO_PLACES = {
  store: {
    type: 'load',
    waypointType: 'farm',
    name: 'Hillside Grain Store',
    postcode: 'CB6 2QE',
    lat: 52.4591,
    lon: 0.3041,
  },
  farm: { type: 'load', waypointType: 'farm', name: 'Hillside Farm', postcode: 'CB6 2QD', lat: 52.4566, lon: 0.3068 },
  maltings: {
    type: 'unload',
    waypointType: 'malting',
    name: 'Bury St Edmunds maltings',
    postcode: 'IP32 7AD',
    lat: 52.253,
    lon: 0.726,
  },
  port: {
    type: 'unload',
    waypointType: 'port',
    name: 'Port of Ipswich, West Bank',
    postcode: 'IP2 8NB',
    lat: 52.045,
    lon: 1.148,
  },
  weighbridge: {
    type: 'both',
    waypointType: 'weighbridge',
    name: 'Soham weighbridge',
    postcode: 'CB7 5JD',
    lat: 52.331,
    lon: 0.335,
  },
  mill: {
    type: 'unload',
    waypointType: 'mill',
    name: 'Wisbech feed mill',
    postcode: 'PE13 2RJ',
    lat: 52.666,
    lon: 0.16,
  },
} as const satisfies Record<string, JobStopInput>;

/**
 * The demo haulage (issue 22): Hillside Farm's jobs in several states, with East Anglian stops: one awaiting quotes,
 * one given to Fenland Haulage at an agreed price, one completed and one Hillside cancelled. Made through the jobs
 * service as the farmer, once; only `npm start` seeds it.
 */
export async function seedDemoJobs(platform: Platform, log: FastifyBaseLogger): Promise<void> {
  const { accounts, haulageJobs } = platform.services;
  const farmer = await demoPrincipal(platform, 'farmer@demo.farm', 'Hillside Farm Partnership');
  const fenland = await accounts.findOrganisationByName('Fenland Haulage Ltd');
  if (!farmer || !fenland || (await haulageJobs.hasJobs(farmer))) return;
  const now = platform.clock.now().getTime();
  const at = (days: number, hour: number) => {
    const date = new Date(now + days * DAY);
    date.setUTCHours(hour, 0, 0, 0);
    return date.toISOString();
  };

  await haulageJobs.create(farmer, {
    type: 'grain',
    pickupAt: at(4, 7),
    stops: [DEMO_PLACES.store, DEMO_PLACES.maltings],
    requireGrainSample: true,
    driverNotes: 'Malting barley: sample at the store before loading.',
  });
  await haulageJobs.create(farmer, {
    type: 'grain',
    pickupAt: at(6, 8),
    stops: [DEMO_PLACES.store, DEMO_PLACES.weighbridge, DEMO_PLACES.port],
    carrierOrganisationId: fenland.id,
    priceMinor: 68_500,
    requireGrainSample: true,
    driverNotes: 'Weigh in at Soham on the way; the port books the tipping slot.',
  });
  const completed = await haulageJobs.create(farmer, {
    type: 'feed',
    pickupAt: at(-5, 7),
    stops: [DEMO_PLACES.farm, DEMO_PLACES.mill],
    carrierOrganisationId: fenland.id,
    priceMinor: 41_000,
    requireGrainSample: false,
  });
  await haulageJobs.demoMoveTo(completed.id, 'completed');
  const cancelled = await haulageJobs.create(farmer, {
    type: 'grain',
    pickupAt: at(9, 7),
    stops: [DEMO_PLACES.store, DEMO_PLACES.mill],
    requireGrainSample: true,
  });
  await haulageJobs.cancel(farmer, cancelled.id, { reason: 'Sold ex-store instead: the buyer collects.' });
  log.info('demo haulage jobs seeded');
}
