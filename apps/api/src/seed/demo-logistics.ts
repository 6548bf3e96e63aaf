import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../app';
import type { Principal } from '../platform/auth/principal';

const DAY = 24 * 60 * 60 * 1000;

/** Fenland Haulage's terms, so the farmer has something to read and agree before accepting its quote. */
const FENLAND_TERMS = `Fenland Haulage Ltd: conditions of carriage

1. We carry grain in bulk tippers cleaned before each load; the organiser confirms the crop is free to move.
2. Waiting time beyond one hour at a stop is charged at £45 an hour.
3. Weights are taken at the receiving weighbridge; its ticket settles any dispute.
4. Our liability for a load is limited to £25,000; goods in transit cover is held with a UK insurer.
5. Prices quoted hold for 14 days and include fuel at today's rates.`;

/**
 * The demo haulage: a wheat job of Hillside's from the farm to Anglia's Bury St Edmunds site, out for quote with
 * Fenland Haulage, who has priced it; Fenland has terms for the farmer to agree before accepting. The job row is
 * written as the new-job page leaves it, then the quote goes through the quote service as the people involved.
 * Only `npm start` seeds it, once.
 */
export async function seedDemoLogistics(platform: Platform, log: FastifyBaseLogger): Promise<void> {
  const { accounts, quotes, logisticsDemo } = platform.services;
  const principalOf = async (email: string, organisationName: string): Promise<Principal | null> => {
    const user = await accounts.findUserByEmail(email);
    const organisation = await accounts.findOrganisationByName(organisationName);
    if (!user || !organisation) return null;
    const identity = await accounts.actingIdentity(user.id, organisation.id);
    return identity ? { ...identity, sessionId: 'demo-seed', impersonation: null } : null;
  };
  const farmer = await principalOf('farmer@demo.farm', 'Hillside Farm Partnership');
  const haulier = await principalOf('carrier@demo.farm', 'Fenland Haulage Ltd');
  if (!farmer?.organisationId || !haulier?.organisationId) return;
  if (await logisticsDemo.hasJobs(farmer.organisationId)) return;

  const now = platform.clock.now();
  await logisticsDemo.addTerms(haulier.organisationId, FENLAND_TERMS, now);
  const pickup = new Date(now.getTime() + 3 * DAY);
  pickup.setUTCHours(7, 30, 0, 0);
  const jobId = await logisticsDemo.addJob({
    organiserId: farmer.organisationId,
    type: 'grain',
    pickupAt: pickup,
    now,
    driverNotes: 'Load from the main barn; ring Tom on arrival.',
    route: {
      distanceMetres: 48_700,
      durationSeconds: 3_780,
      geometry: [
        [0.3068, 52.4566],
        [0.4635, 52.3429],
        [0.7116, 52.2463],
      ],
    },
    stops: [
      { type: 'load', waypointType: 'farm', name: 'Hillside Farm', postcode: 'CB6 1PT', lat: 52.4566, lon: 0.3068 },
      {
        type: 'unload',
        waypointType: 'offtaker',
        name: 'Anglia Grain Merchants, Bury St Edmunds',
        postcode: 'IP33 3BA',
        lat: 52.2463,
        lon: 0.7116,
      },
    ],
    loadKg: 29_000,
  });
  const [quote] = (await quotes.request(farmer, jobId, { carrierOrganisationIds: [haulier.organisationId] })).quotes;
  if (!quote) return;
  await quotes.open(haulier, quote.id);
  await quotes.submit(haulier, quote.id, { priceMinor: 48_500, note: 'Bulk tipper free that morning.' });
  log.info({ jobId }, 'Demo haulage: a Hillside job out for quote, priced by Fenland Haulage');
}
