import type { VehicleCreate } from '@harvest/domain';
import { calendarDateIn } from '@harvest/domain/calendar';
import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../app';
import { demoPrincipal } from './demo-principal';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo haulier's terms and conditions, as a small haulier writes them: written once, by the fleet seed. */
export const DEMO_CARRIER_TERMS = [
  'Fenland Haulage Ltd carries grain, seed and fertiliser under the Road Haulage Association’s Conditions of Carriage 2020, except as written here.',
  '1. Prices are per load as quoted, for the stops on the job. Waiting time past one hour at any stop is charged at £55 an hour.',
  '2. The organiser confirms the collection is ready and the delivery site can tip on the booked day. A job cancelled less than 24 hours before collection is charged at half the agreed price.',
  '3. Weights are those of the receiving site’s weighbridge; a ticket is uploaded for every load.',
  '4. Our liability for loss of or damage to goods is limited to £1,300 a tonne.',
  '5. Payment is due 30 days from the invoice date.',
].join('\n\n');

/** The second demo haulier's terms: shorter, and with its own charges, so the farmer has two to compare. */
export const SECOND_CARRIER_TERMS = [
  'Ouse Valley Transport Ltd: conditions of carriage for bulk agricultural loads.',
  '1. The price quoted is for the whole job; waiting time past 90 minutes at a stop is charged at £60 an hour.',
  '2. A job cancelled on the day of collection is charged in full.',
  '3. The receiving weighbridge decides the weight carried.',
  '4. Payment is due 14 days from the invoice date.',
].join('\n\n');

/**
 * The demo hauliers' fleets (issue 22). Fenland Haulage: six vehicles of each type with their payloads, one MOT and
 * one insurance coming up so the warnings show, three trailers, the demo driver Mick Holloway and a second driver
 * with valid licence numbers, and its terms. Ouse Valley Transport, the second carrier a farm asks: two vehicles and
 * its own terms. Written through the fleet's own services as each haulier's owner, so the first vehicle marks
 * has-created-vehicles as it would for anyone, and each carrier's terms are written here once (version 1). Only the
 * started platform seeds it.
 */
export async function seedDemoFleet(platform: Platform, log: FastifyBaseLogger): Promise<void> {
  await seedFenlandFleet(platform);
  await seedOuseValleyFleet(platform);
  log.info('demo fleet seeded');
}

async function seedFenlandFleet(platform: Platform): Promise<void> {
  const { fleet, users } = platform.services;
  const principal = await demoPrincipal(platform, 'carrier@demo.farm', 'Fenland Haulage Ltd');
  const haulierId = principal?.organisationId;
  if (!principal || !haulierId) return;
  if ((await fleet.vehicles(principal, { offset: 0, limit: 1 })).total > 0) return;

  const now = platform.clock.now();
  const day = (offset: number) => calendarDateIn(new Date(now.getTime() + offset * DAY_MS), 'GB');
  const vehicles: VehicleCreate[] = [
    {
      registration: 'FH21KGL',
      make: 'Scania',
      model: 'R450',
      type: 'artic-cab',
      fuelType: 'diesel',
      engineCapacityCc: 12_740,
      co2GramsPerKm: 780,
      motStatus: 'valid',
      motExpiryDate: day(12),
      v5cLastIssuedDate: '2021-03-18',
      insuranceExpiryDate: day(190),
      payloadKg: 29_000,
      lengthMm: 16_500,
      widthMm: 2_550,
      heightMm: 4_000,
    },
    {
      registration: 'FH70TRK',
      make: 'DAF',
      model: 'XF 480',
      type: 'artic-cab',
      fuelType: 'diesel',
      engineCapacityCc: 12_900,
      motStatus: 'valid',
      motExpiryDate: day(160),
      insuranceExpiryDate: day(25),
      payloadKg: 29_000,
      lengthMm: 16_500,
      widthMm: 2_550,
      heightMm: 4_000,
    },
    {
      registration: 'FX23ELV',
      make: 'Volvo',
      model: 'FH Electric',
      type: 'artic-cab',
      fuelType: 'electric',
      co2GramsPerKm: 0,
      motStatus: 'valid',
      motExpiryDate: day(300),
      insuranceExpiryDate: day(220),
      payloadKg: 26_500,
    },
    {
      registration: 'FL19RGD',
      make: 'Volvo',
      model: 'FMX 8x4',
      type: 'rigid-8-wheel',
      fuelType: 'diesel',
      engineCapacityCc: 10_800,
      motStatus: 'valid',
      motExpiryDate: day(95),
      insuranceExpiryDate: day(190),
      payloadKg: 20_000,
      lengthMm: 10_000,
      widthMm: 2_550,
      heightMm: 3_600,
    },
    {
      registration: 'FN68WSB',
      make: 'MAN',
      model: 'TGS 26.400',
      type: 'rigid-6-wheel',
      fuelType: 'diesel',
      engineCapacityCc: 10_500,
      motStatus: 'valid',
      motExpiryDate: day(45),
      insuranceExpiryDate: day(190),
      payloadKg: 15_500,
    },
    {
      registration: 'FJ20HLT',
      make: 'DAF',
      model: 'LF 180',
      type: 'rigid-4-wheel',
      fuelType: 'diesel',
      engineCapacityCc: 4_500,
      motStatus: 'valid',
      motExpiryDate: day(210),
      insuranceExpiryDate: day(190),
      payloadKg: 7_500,
      decks: 1,
    },
  ];
  for (const vehicle of vehicles) await fleet.createVehicle(principal, vehicle);
  await fleet.createTrailer(principal, { reference: 'TR-01 Tipper', type: 'straight-frame', payloadKg: 29_000 });
  await fleet.createTrailer(principal, {
    reference: 'TR-02 Low loader',
    type: 'swan-neck',
    decks: 2,
    payloadKg: 30_000,
  });
  await fleet.createTrailer(principal, { reference: 'TR-03 Draw bar', type: 'draw-bar', payloadKg: 12_000 });

  // A second driver, beside the demo driver (who signs in): Lee Barker has no password of his own.
  await platform.database.db.transaction((tx) =>
    users.addMember(tx, haulierId, {
      email: 'lee.barker@fenlandhaulage.demo',
      givenName: 'Lee',
      familyName: 'Barker',
      groups: ['driver'],
      access: { 'logistics.carrier': 'read' },
    }),
  );
  const candidates = await fleet.driverCandidates(principal);
  const numbers: Record<string, string> = {
    'driver@demo.farm': 'HOLLO703128MJ9IJ', // Mick Holloway, born 12 March 1978
    'lee.barker@fenlandhaulage.demo': 'BARKE806214LJ9CK', // Lee Barker, born 21 June 1984
  };
  for (const [email, driverNumber] of Object.entries(numbers)) {
    const candidate = candidates.find((each) => each.email === email);
    if (candidate) await fleet.createDriver(principal, { profileId: candidate.profileId, driverNumber });
  }
  await fleet.replaceTerms(principal, { content: DEMO_CARRIER_TERMS });
}

async function seedOuseValleyFleet(platform: Platform): Promise<void> {
  const { fleet } = platform.services;
  const principal = await demoPrincipal(platform, 'carrier2@demo.farm', 'Ouse Valley Transport Ltd');
  if (!principal) return;
  if ((await fleet.vehicles(principal, { offset: 0, limit: 1 })).total > 0) return;
  const day = (offset: number) => calendarDateIn(new Date(platform.clock.now().getTime() + offset * DAY_MS), 'GB');
  await fleet.createVehicle(principal, {
    registration: 'OV22BLK',
    make: 'Mercedes-Benz',
    model: 'Actros 2545',
    type: 'artic-cab',
    fuelType: 'diesel',
    engineCapacityCc: 12_800,
    motStatus: 'valid',
    motExpiryDate: day(140),
    insuranceExpiryDate: day(240),
    payloadKg: 29_000,
  });
  await fleet.createVehicle(principal, {
    registration: 'OV19TPR',
    make: 'Scania',
    model: 'P320 8x4',
    type: 'rigid-8-wheel',
    fuelType: 'diesel',
    engineCapacityCc: 9_300,
    motStatus: 'valid',
    motExpiryDate: day(75),
    insuranceExpiryDate: day(240),
    payloadKg: 19_500,
  });
  await fleet.replaceTerms(principal, { content: SECOND_CARRIER_TERMS });
}
