import { tonnesToKg } from '@harvest/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../app';
import type { Principal } from '../platform/auth/principal';

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/**
 * The demo marketplace: Hillside's wheat live with an offer from Anglia, oilseed rape scheduled for tomorrow, barley
 * traded with Anglia's colleague, a bean listing whose offer has expired (ready for a reopen request) and a wanted
 * listing. Written through the trading services as the people involved; listings that should already have reached
 * their review time are made now and then moved back in time. Only `npm start` seeds it, like the demo inventory.
 */
export async function seedDemoTrading(platform: Platform, log: FastifyBaseLogger): Promise<void> {
  const { accounts, listings, bids, wanted, tradingDemo } = platform.services;
  const principalOf = async (email: string, organisationName: string): Promise<Principal | null> => {
    const user = await accounts.findUserByEmail(email);
    const organisation = await accounts.findOrganisationByName(organisationName);
    if (!user || !organisation) return null;
    const identity = await accounts.actingIdentity(user.id, organisation.id);
    return identity ? { ...identity, sessionId: 'demo-seed', impersonation: null } : null;
  };
  const farmer = await principalOf('farmer@demo.farm', 'Hillside Farm Partnership');
  const sarah = await principalOf('buyer@demo.farm', 'Anglia Grain Merchants Ltd');
  const james = await principalOf('buyer2@demo.farm', 'Anglia Grain Merchants Ltd');
  if (!farmer || !sarah || !james) return;
  if ((await listings.sellerListings(farmer, undefined, { offset: 0, limit: 1 })).total > 0) return;

  const farm = (await accounts.unitScope(farmer)).units.find((unit) => unit.name === 'Hillside Farm');
  if (!farm) return;
  const now = platform.clock.now();
  const month = (add: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + add, 1)).toISOString().slice(0, 7);
  const base = {
    businessUnitId: farm.id,
    quantityUnit: 'tonne' as const,
    scheduled: false,
    haulage: 'ex-farm' as const,
    tasccAssured: true,
    farmAssured: true,
    currency: 'GBP' as const,
    anonymous: false,
  };
  const list = (input: {
    commodityId: string;
    minT: number;
    maxT: number;
    months: string[];
    reviewInMs: number;
    guide: number;
    target: number;
    scheduled?: boolean;
    notes?: string;
    spec?: Record<string, { min: number | null; max: number | null }>;
  }) =>
    listings.create(farmer, {
      ...base,
      commodityId: input.commodityId,
      quantityMinKg: tonnesToKg(input.minT),
      quantityMaxKg: tonnesToKg(input.maxT),
      movement: { kind: 'months', months: input.months },
      reviewAt: new Date(now.getTime() + input.reviewInMs).toISOString(),
      scheduled: input.scheduled ?? false,
      notes: input.notes ?? null,
      specification: { measures: input.spec ?? {} },
      guidePrice: input.guide,
      targetPrice: input.target,
    });
  const offer = (who: Principal, listing: { id: string; movementMonths: string[] }, prices: number[], maxT: number) =>
    bids.create(who, {
      listingId: listing.id,
      options: listing.movementMonths.map((each, index) => ({
        month: each,
        pricePerUnit: prices[Math.min(index, prices.length - 1)] ?? 0,
      })),
      quantityMinKg: tonnesToKg(Math.min(100, maxT)),
      quantityMaxKg: tonnesToKg(maxT),
      currency: 'GBP',
    });

  const wheat = await list({
    commodityId: 'wheat',
    minT: 100,
    maxT: 300,
    months: [month(1), month(2)],
    reviewInMs: 4 * HOUR,
    guide: 19_000,
    target: 20_500,
    notes: 'Skyfall, dried and cleaned. Loading weekdays 7am to 4pm.',
    spec: { moisture: { min: null, max: 15 }, protein: { min: 11, max: null }, specificWeight: { min: 76, max: null } },
  });
  await offer(sarah, wheat, [19_250, 19_400], 200);

  await list({
    commodityId: 'oilseed-rape',
    minT: 50,
    maxT: 120,
    months: [month(2)],
    reviewInMs: 20 * HOUR,
    scheduled: true,
    guide: 41_000,
    target: 43_000,
  });

  // Barley: listed yesterday, offered on by James, reviewed 10 minutes ago and sold to him.
  const barley = await list({
    commodityId: 'barley',
    minT: 80,
    maxT: 160,
    months: [month(1)],
    reviewInMs: 3 * HOUR,
    guide: 16_500,
    target: 17_000,
  });
  const barleyOffer = await offer(james, barley, [16_800], 160);
  await tradingDemo.backdate(barley.id, 3 * HOUR + 10 * MINUTE);
  const [barleyOption] = barleyOffer.options;
  if (barleyOption) await bids.accept(farmer, barleyOffer.id, { optionId: barleyOption.id, keepOpen: false });

  // Beans: Sarah's offer lapsed 30 minutes after the review; the seller may still ask her to reopen it.
  const beans = await list({
    commodityId: 'beans',
    minT: 40,
    maxT: 90,
    months: [month(1), month(2)],
    reviewInMs: 3 * HOUR,
    guide: 24_000,
    target: 25_500,
  });
  await offer(sarah, beans, [23_800, 24_100], 90);
  await tradingDemo.backdate(beans.id, 4 * HOUR);

  await wanted.createWanted(sarah, {
    commodityId: 'wheat',
    quantityMinKg: tonnesToKg(200),
    quantityMaxKg: tonnesToKg(500),
    months: [month(2), month(3)],
    pricePerUnit: 19_600,
    currency: 'GBP',
    deliveryPostcode: 'IP32 7AD',
    notes: 'Milling wheat for Bury St Edmunds, 13% protein.',
  });
  log.info('demo trading seeded');
}
