import { calendarDateIn } from '@harvest/domain/calendar';
import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../app';
import { demoPrincipal } from './demo-principal';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo haulage's quote: a wheat job of Hillside's from the farm to Anglia's Bury St Edmunds site, out for quote
 * with Fenland Haulage, who has priced it; Fenland's terms (written by the fleet seed) are for the farmer to agree
 * before accepting. Made as the people involved would: the job and its load through the jobs and loads services as
 * the farmer, the quote through the quote service. Written once (Fenland has a quote request already: nothing to
 * do); only `npm start` seeds it, after the fleet and the jobs.
 */
export async function seedDemoLogistics(platform: Platform, log: FastifyBaseLogger): Promise<void> {
  const { quotes, haulageJobs, loads } = platform.services;
  const farmer = await demoPrincipal(platform, 'farmer@demo.farm', 'Hillside Farm Partnership');
  const haulier = await demoPrincipal(platform, 'carrier@demo.farm', 'Fenland Haulage Ltd');
  if (!farmer?.organisationId || !haulier?.organisationId) return;
  if ((await quotes.requests(haulier, { offset: 0, limit: 1 })).total > 0) return;

  const pickup = new Date(platform.clock.now().getTime() + 3 * DAY);
  pickup.setUTCHours(7, 30, 0, 0);
  const job = await haulageJobs.create(farmer, {
    type: 'grain',
    pickupAt: pickup.toISOString(),
    driverNotes: 'Load from the main barn; ring Tom on arrival.',
    requireGrainSample: true,
    stops: [
      {
        type: 'load',
        waypointType: 'farm',
        name: 'Hillside Farm',
        postcode: 'CB6 1PT',
        lat: 52.4566,
        lon: 0.3068,
      },
      {
        type: 'unload',
        waypointType: 'offtaker',
        name: 'Anglia Grain Merchants, Bury St Edmunds',
        postcode: 'IP33 3BA',
        lat: 52.2463,
        lon: 0.7116,
      },
    ],
  });
  await loads.create(farmer, {
    jobId: job.id,
    commodityId: 'wheat',
    plannedDate: calendarDateIn(pickup, 'GB'),
    weightKg: 29_000,
  });
  const [quote] = (await quotes.request(farmer, job.id, { carrierOrganisationIds: [haulier.organisationId] })).quotes;
  if (!quote) return;
  await quotes.open(haulier, quote.id);
  await quotes.submit(haulier, quote.id, { priceMinor: 48_500, note: 'Bulk tipper free that morning.' });
  log.info({ jobId: job.id }, 'Demo haulage: a Hillside job out for quote, priced by Fenland Haulage');
}
