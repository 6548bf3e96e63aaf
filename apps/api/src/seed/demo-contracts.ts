import { Readable } from 'node:stream';
import { bucketForCategory, tonnesToKg, type FileCategory, type StockRecord } from '@harvest/domain';
import { calendarDateIn } from '@harvest/domain/calendar';
import type { FastifyBaseLogger } from 'fastify';
import PDFDocument from 'pdfkit';
import type { Platform } from '../app';
import type { Principal } from '../platform/auth/principal';

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const DAY = 24 * HOUR;

/** A one-page PDF that says what it stands for: the demo's documents are made, not shipped. */
function demoPdf(title: string, lines: readonly string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text(title).moveDown();
    doc.fontSize(11);
    for (const line of lines) doc.text(line);
    doc.moveDown().fontSize(9).fillColor('#666').text('Demo document made by npm start.');
    doc.end();
  });
}

/**
 * The demo's contracts in every state a person meets (issue 21): the barley trade's contract waiting for the buyer's
 * papers (from the demo marketplace); a premium contract partly fixed; an unfixed one rolled over; a feed wheat sale delivered, sampled, settled by the buyer's self-billed
 * invoice, paid and so complete; a milling wheat sale with one delivery settled and awaiting payment, one on the
 * road and one planned for today with no haulage booked yet (the farmer's 'Book haulage'); a cancelled sale entered by the farm; and storage contracts active, under notice and completed. Written
 * through the services as the people involved, so every rule holds. Only `npm start` seeds it.
 */
export async function seedDemoContracts(platform: Platform, log: FastifyBaseLogger): Promise<void> {
  const { accounts, listings, bids, contracts, contractChanges, deliveries, settlements, stock, files, tradingDemo } =
    platform.services;
  const principalOf = async (email: string, organisationName: string): Promise<Principal | null> => {
    const user = await accounts.findUserByEmail(email);
    const organisation = await accounts.findOrganisationByName(organisationName);
    if (!user || !organisation) return null;
    const identity = await accounts.actingIdentity(user.id, organisation.id);
    return identity ? { ...identity, sessionId: 'demo-seed', impersonation: null } : null;
  };
  const farmer = await principalOf('farmer@demo.farm', 'Hillside Farm Partnership');
  const sarah = await principalOf('buyer@demo.farm', 'Anglia Grain Merchants Ltd');
  if (!farmer || !sarah || !farmer.organisationId || !sarah.organisationId) return;
  if ((await contracts.list(farmer, { offset: 0, limit: 100 })).items.length > 1) return;

  const farm = (await accounts.unitScope(farmer)).units.find((unit) => unit.name === 'Hillside Farm');
  if (!farm) return;
  const now = platform.clock.now();
  const today = calendarDateIn(now, 'GB');
  const thisMonth = today.slice(0, 7);
  const records = await stock.records(farmer);
  // The biggest lot of the grade: last harvest's heap, not a load just in from the field.
  const lotOf = (commodityItemId: string): StockRecord => {
    const found = records
      .filter((record) => record.commodityItemId === commodityItemId)
      .sort((a, b) => b.quantityKg - a.quantityKg)[0];
    if (!found) throw new Error(`The demo inventory has no ${commodityItemId}`);
    return found;
  };

  /** A document uploaded as `who`, readable by the other party of the contract too. */
  const upload = async (who: Principal, other: string, type: FileCategory, title: string, lines: string[]) => {
    const bytes = await demoPdf(title, lines);
    const fields = { bucket: bucketForCategory(type), type, name: `${title}.pdf`, organisations: [other] };
    const target = await files.target(who, fields);
    const spooled = await files.spool({
      filename: `${title}.pdf`,
      stream: Readable.from([bytes]),
      truncated: () => false,
    });
    const [stored] = await files.commit(target, [await files.check(fields, spooled)]);
    if (!stored) throw new Error('The demo document was not stored');
    return stored.id;
  };
  const toFarm = farmer.organisationId;

  /** A wheat sale to Sarah this month: listed, offered on, reviewed ten minutes ago and accepted; her contract sent. */
  const sale = async (input: {
    commodityItemId: string;
    tonnes: number;
    price: number;
    number: string;
    minProtein: number;
  }) => {
    const listing = await listings.create(farmer, {
      businessUnitId: farm.id,
      commodityId: 'wheat',
      commodityItemId: input.commodityItemId,
      quantityUnit: 'tonne',
      quantityMinKg: tonnesToKg(input.tonnes),
      quantityMaxKg: tonnesToKg(input.tonnes),
      movement: { kind: 'months', months: [thisMonth] },
      reviewAt: new Date(now.getTime() + 3 * HOUR).toISOString(),
      scheduled: false,
      haulage: 'delivered',
      tasccAssured: true,
      farmAssured: true,
      currency: 'GBP',
      anonymous: false,
      notes: null,
      specification: {
        measures: { moisture: { min: null, max: 14.5 }, protein: { min: input.minProtein, max: null } },
      },
      guidePrice: input.price,
      targetPrice: input.price + 500,
    });
    const offer = await bids.create(sarah, {
      listingId: listing.id,
      options: [{ month: thisMonth, pricePerUnit: input.price }],
      quantityMinKg: tonnesToKg(input.tonnes),
      quantityMaxKg: tonnesToKg(input.tonnes),
      currency: 'GBP',
    });
    await tradingDemo.backdate(listing.id, 3 * HOUR + 10 * MINUTE);
    const [option] = offer.options;
    if (!option) throw new Error('The demo offer has no option');
    const accepted = await bids.accept(farmer, offer.id, { optionId: option.id, keepOpen: false });
    const contractFile = await upload(sarah, toFarm, 'trade-contract', `Contract ${input.number}`, [
      `Anglia Grain Merchants Ltd buys ${input.tonnes} t of wheat from Hillside Farm Partnership.`,
      `Price £${(input.price / 100).toFixed(2)} per tonne, delivered, ${thisMonth}.`,
    ]);
    await bids.attachContract(sarah, offer.id, { contractNumber: input.number, fileId: contractFile });
    const contractId = accepted.trade?.contractId;
    if (!contractId) throw new Error('The demo trade opened no contract');
    return contractId;
  };

  /** A delivery out of a lot, dispatched, sampled and weighed in at the buyer's intake. */
  const delivered = async (
    contractId: string,
    lot: StockRecord,
    tonnes: number,
    results: { moisture: number; protein: number },
  ) => {
    const weight = tonnesToKg(tonnes);
    const planned = await deliveries.create(farmer, contractId, {
      plannedDate: today,
      plannedWeightKg: weight,
      lots: [{ recordId: lot.id, quantityKg: weight }],
    });
    await deliveries.dispatch(farmer, contractId, planned.id, {});
    const sampleFile = await upload(sarah, toFarm, 'sample', `Sample ${planned.id.slice(0, 8)}`, [
      `Moisture ${results.moisture}%, protein ${results.protein}%.`,
    ]);
    await deliveries.sample(sarah, contractId, planned.id, {
      fileId: sampleFile,
      results,
    });
    const ticket = await upload(sarah, toFarm, 'weighbridge', `Weighbridge ticket ${planned.id.slice(0, 8)}`, [
      `Gross ${tonnes + 14.2} t, tare 14.2 t, net ${tonnes} t.`,
    ]);
    await deliveries.tippedWeight(sarah, contractId, planned.id, {
      grossKg: weight + 14_200,
      tareKg: 14_200,
      netKg: weight,
      tippedQuantityKg: weight,
      weighbridgeFileId: ticket,
    });
    return planned.id;
  };

  // Feed wheat: delivered a little wet (a drying deduction), settled by Sarah's self-billed invoice, paid: complete.
  const feed = await sale({
    commodityItemId: 'wheat-feed',
    tonnes: 29,
    price: 18_900,
    number: 'AGM-C-24117',
    minProtein: 11,
  });
  const feedDelivery = await delivered(feed, lotOf('wheat-feed'), 29, { moisture: 15.2, protein: 11.8 });
  await settlements.settle(sarah, feed, feedDelivery, {});
  await settlements.pay(farmer, feed, feedDelivery, { receivedDate: today });

  // Milling wheat: the first load settled and waiting for its money, the second on the road, the third planned.
  const milling = await sale({
    commodityItemId: 'wheat-milling-nabim-group-1',
    tonnes: 84,
    price: 21_250,
    number: 'AGM-C-24131',
    minProtein: 13,
  });
  // From its own lot in the main barn, so the Crusoe lot stays whole for the farm to sell.
  const millingLot = await stock.createRecord(farmer, {
    storageId: lotOf('wheat-feed').storageId,
    quantityKg: tonnesToKg(90),
    inventoryType: 'grain',
    commodityId: 'wheat',
    commodityItemId: 'wheat-milling-nabim-group-1',
    variety: 'KWS Zyatt',
    harvestYear: Number(today.slice(0, 4)) - 1,
    ownerStatus: 'OWNED',
    saleStatus: 'sold',
  });
  const first = await delivered(milling, millingLot, 28, { moisture: 14.1, protein: 13.4 });
  await settlements.settle(sarah, milling, first, {});
  const second = await deliveries.create(farmer, milling, {
    plannedDate: today,
    plannedWeightKg: tonnesToKg(28),
    lots: [{ recordId: millingLot.id, quantityKg: tonnesToKg(28) }],
  });
  await deliveries.dispatch(farmer, milling, second.id, {});
  // Planned out of the farm's store, its haulage not yet booked: a job is one click from the contract.
  await deliveries.create(farmer, milling, {
    plannedDate: today,
    plannedWeightKg: tonnesToKg(28),
    lots: [{ recordId: millingLot.id, quantityKg: tonnesToKg(28) }],
  });

  // Entered by the farm: a sale that fell through, and the storage it sells and buys off the platform.
  const year = Number(today.slice(0, 4));
  const entered = (input: {
    type: 'sales' | 'premium' | 'storage';
    number: string;
    counterparty: string;
    tonnes: number;
    price: number;
    commodityId: string;
    unfixed?: { premium?: number };
  }) =>
    contracts.create(farmer, {
      type: input.type,
      contractNumber: input.number,
      sellerBusinessUnitId: farm.id,
      counterparty: { name: input.counterparty },
      commodityId: input.commodityId,
      startDate: `${year}-08-01`,
      endDate: `${year + 1}-07-31`,
      pricePerUnit: input.price,
      priceType: input.unfixed ? 'unfixed' : 'fixed',
      ...(input.unfixed?.premium ? { premiumPrice: input.unfixed.premium } : {}),
      currency: 'GBP',
      totalWeightKg: tonnesToKg(input.tonnes),
      ...(input.type === 'storage' ? { storageQuantityKg: tonnesToKg(input.tonnes) } : {}),
      paymentTerms: input.type === 'storage' ? 'Monthly in arrears' : '28 days from invoice',
      paymentDays: input.type === 'storage' ? 30 : 28,
    });
  const fellThrough = await entered({
    type: 'sales',
    number: 'HFP-S-0093',
    counterparty: 'Openfield Mill, Bury St Edmunds',
    tonnes: 50,
    price: 18_400,
    commodityId: 'barley',
  });
  await contracts.edit(farmer, fellThrough.id, { status: 'cancelled' });
  await entered({
    type: 'storage',
    number: 'HFP-ST-0012',
    counterparty: 'J. Mason & Sons',
    tonnes: 40,
    price: 450,
    commodityId: 'wheat',
  });
  const leaving = await entered({
    type: 'storage',
    number: 'HFP-ST-0009',
    counterparty: 'Brook Farms Ltd',
    tonnes: 25,
    price: 420,
    commodityId: 'oilseed-rape',
  });
  await contracts.cancel(farmer, leaving.id);
  const ended = await entered({
    type: 'storage',
    number: 'HFP-ST-0004',
    counterparty: 'Brook Farms Ltd',
    tonnes: 30,
    price: 400,
    commodityId: 'barley',
  });
  await contracts.cancel(farmer, ended.id);
  await tradingDemo.backdateNotice(ended.id, 31 * DAY);

  // Next harvest's oilseed rape on a premium contract, its base price fixed for 40 of its 100 t so far.
  const premium = await entered({
    type: 'premium',
    number: 'HFP-P-0021',
    counterparty: 'Frontier Agriculture',
    tonnes: 100,
    price: 42_000,
    commodityId: 'oilseed-rape',
    unfixed: { premium: 1_500 },
  });
  await contractChanges.fix(farmer, premium.id, {
    kind: 'base',
    weightKg: tonnesToKg(40),
    pricePerUnit: 41_250,
    fixedOn: today,
  });
  // Unfixed feed barley, 30 of its 80 t rolled into the spring: two contracts linked, the first rolled over.
  const barley = await entered({
    type: 'sales',
    number: 'HFP-S-0101',
    counterparty: 'Openfield Mill, Bury St Edmunds',
    tonnes: 80,
    price: 16_800,
    commodityId: 'barley',
    unfixed: {},
  });
  await contractChanges.rollOver(farmer, barley.id, {
    part: 'unfixed',
    weightKg: tonnesToKg(30),
    month: `${year + 1}-09`,
  });
  log.info('demo contracts seeded');
}
