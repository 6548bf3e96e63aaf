import { canChangeOffer, messages, type BidView, type BuyerDashboard, type SellerListing } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type Headers } from '../../../../test/api-calls';
import { rows } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import {
  addBuyer,
  addRivalSeller,
  bidBody,
  createListing,
  expectData,
  HOUR,
  listingBody,
  marketListing,
  MIN,
  notificationTitles,
  sendBid,
  signInTraders,
  unitIdOf,
  type Trader,
} from '../../../../test/trading-world';

const n = messages.trading.notifications;

describe('price offers, acceptance, reopen requests and contracts (trading §4-§5, §7, §9)', () => {
  let t: TestApp;
  let who: Record<Trader, Headers>;
  let hillside: string;
  let others: Headers[] = [];

  const call = (method: 'GET' | 'POST' | 'PATCH', path: string, as: Headers, body?: object) =>
    apiCall(t, method, path, as, body);
  const messageOf = (reply: { json(): unknown }) => (reply.json() as { message: string }).message;
  const bid = async (id: string, as: Headers = who.farmer) =>
    expectData<BidView>(await call('GET', `/trading/bids/${id}`, as));
  const listing = async (id: string) =>
    expectData<SellerListing>(await call('GET', `/trading/listings/${id}`, who.farmer));
  /** Moves the test clock to an instant (it runs on from there) and signs everyone in again. */
  async function moveTo(at: Date | string) {
    t.clock.set(new Date(at));
    who = await signInTraders(t);
    others = await Promise.all(['a', 'b', 'c', 'd'].map((x) => t.authHeaders(`owner-${x}@buyers.test`)));
  }
  const accept = (id: string, body: object) => call('PATCH', `/trading/bids/${id}/accept`, who.farmer, body);

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    await addRivalSeller(t);
    for (const x of ['a', 'b', 'c', 'd'])
      await addBuyer(t, `Buyer ${x.toUpperCase()} Grain Ltd`, `owner-${x}@buyers.test`);
    await moveTo(t.clock.now());
    hillside = await unitIdOf(t, 'Hillside Farm');
  });
  afterAll(async () => t?.close());

  describe('sending offers', () => {
    it('sends an offer per movement month; the seller hears of it and the buyer’s colleagues are told', async () => {
      const wheat = await createListing(t, who.farmer, listingBody(t, hillside));
      const offer = await sendBid(t, who.buyer, bidBody(wheat, { note: 'Collection in the first week' }));
      expect(offer.state).toBe('sent');
      expect(offer.options.map((option) => option.month)).toEqual(wheat.movementMonths);
      expect(offer.expiresAt).toBe(wheat.offersExpireAt);
      expect(await notificationTitles(t, 'farmer@demo.farm')).toContain(n.newOfferTitle);
      expect(await notificationTitles(t, 'buyer2@demo.farm')).toContain(n.colleagueOfferTitle);
      expect(await notificationTitles(t, 'buyer@demo.farm')).not.toContain(n.colleagueOfferTitle);
      const [email] = await rows<{ n: number }>(
        t,
        sql`select count(*)::int as n from outbox_messages where recipient = 'farmer@demo.farm' and template = 'trading-new-offer'`,
      );
      expect(email?.n).toBe(1);

      const seen = await bid(offer.id);
      expect(seen.buyerOrganisationName).toBe('Anglia Grain Merchants Ltd');
      expect(seen.buyerName).toBe('Sarah Mitchell');
    });

    it("blocks a colleague's second offer on the same listing, and asks the same buyer to change theirs", async () => {
      const wheat = await createListing(t, who.farmer, listingBody(t, hillside));
      await sendBid(t, who.buyer, bidBody(wheat));
      const colleague = await call('POST', '/trading/bids', who.buyer2, bidBody(wheat));
      expect(colleague.statusCode).toBe(409);
      expect(messageOf(colleague)).toBe(messages.trading.colleagueOffer);
      const again = await call('POST', '/trading/bids', who.buyer, bidBody(wheat));
      expect(messageOf(again)).toBe(messages.trading.ownOffer);
    });

    it("keeps a colleague's offer theirs to change: another buyer of the business is refused with the spec's message", async () => {
      const wheat = await createListing(t, who.farmer, listingBody(t, hillside));
      const sarahs = await sendBid(t, who.buyer, bidBody(wheat));
      const { listingId: _listingId, ...whole } = bidBody(wheat, { note: 'James was here' });
      const change = await call('PATCH', `/trading/bids/${sarahs.id}`, who.buyer2, whole);
      expect(change.statusCode).toBe(409);
      expect(messageOf(change)).toBe(messages.trading.colleagueOffer);
      const seen = await bid(sarahs.id, who.buyer2);
      expect(seen).toMatchObject({ state: 'sent', note: null, revision: sarahs.revision });
      expect(seen.buyerUserId).toBe(sarahs.buyerUserId);
      expect(seen.buyerName).toBe('Sarah Mitchell');
      // The market says who sent the business's offer, so the page offers 'Change my offer' by the same rule.
      const market = await marketListing(t, who.buyer2, wheat.id);
      expect(market).toMatchObject({ myBidId: sarahs.id, myBidBuyerUserId: sarahs.buyerUserId });
      // The domain's rule, which the API's refusal above keeps: Sarah may change it, her colleague may not.
      const [colleague] = await rows<{ id: string }>(t, sql`select id from users where email = 'buyer2@demo.farm'`);
      expect(canChangeOffer(seen, sarahs.buyerUserId)).toBe(true);
      expect(canChangeOffer(seen, colleague?.id)).toBe(false);
    });

    it("shows the buyer's position on the dashboard: their open offers and what waits on them, not another's", async () => {
      const wheat = await createListing(t, who.farmer, listingBody(t, hillside));
      const offer = await sendBid(t, who.buyer, bidBody(wheat));
      const mine = await expectData<BuyerDashboard>(await call('GET', '/trading/buyer/dashboard', who.buyer2));
      expect(mine.openOffers.map((each) => each.id)).toContain(offer.id);
      expect(mine.openOffers.every((each) => each.buyerOrganisationName === 'Anglia Grain Merchants Ltd')).toBe(true);
      expect(mine.listingsOpen).toBeGreaterThanOrEqual(1);
      expect(mine).toMatchObject({ reopenRequests: 0, contractsDue: 0, contractsOverdue: 0 });
      const theirs = await expectData<BuyerDashboard>(await call('GET', '/trading/buyer/dashboard', others[0]!));
      expect(theirs.openOffers.map((each) => each.id)).not.toContain(offer.id);
      expect(theirs.listingsOpen).toBe(mine.listingsOpen);
    });

    it('lets only one of two colleagues racing to make the first offer win', async () => {
      const wheat = await createListing(t, who.farmer, listingBody(t, hillside));
      const replies = await Promise.all(
        [who.buyer, who.buyer2].map((as) => call('POST', '/trading/bids', as, bidBody(wheat))),
      );
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
    });

    it('checks each option and the quantity against the listing, and refuses dummy prices', async () => {
      const wheat = await createListing(t, who.farmer, listingBody(t, hillside));
      const cases: [Record<string, unknown>, string, string][] = [
        [
          { options: [{ month: '2040-01', pricePerUnit: 19_000 }] },
          'options.0.month',
          messages.trading.optionMonthUnknown,
        ],
        [
          { options: [{ month: wheat.movementMonths[0], pricePerUnit: 12_345_00 }] },
          'options.0.pricePerUnit',
          messages.validation.realisticPrice,
        ],
        [{ quantityMaxKg: 400_000 }, 'quantityMaxKg', 'The quantity must be within the listing’s 100.00 t to 300.00 t'],
        [{ options: [] }, 'options', messages.trading.optionsRequired],
      ];
      for (const [change, field, message] of cases) {
        const reply = await call('POST', '/trading/bids', who.buyer, bidBody(wheat, change));
        expect(reply.statusCode, field).toBe(400);
        expect(reply.json().validation, field).toContainEqual({ field, message });
      }
    });

    it('refuses offers on a scheduled listing, and on one’s own', async () => {
      const reviewAt = new Date(t.clock.now().getTime() + 5 * HOUR).toISOString();
      const later = await createListing(t, who.farmer, listingBody(t, hillside, { scheduled: true, reviewAt }));
      const early = await call('POST', '/trading/bids', who.buyer, bidBody(later));
      expect(early.statusCode).toBe(409);
      expect(messageOf(early)).toBe(messages.trading.listingNotYetOpen);
      const own = await createListing(t, who.rival, listingBody(t, await unitIdOf(t, 'Fen Edge Farm')));
      expect((await call('POST', '/trading/bids', who.farmer, bidBody(own))).statusCode).toBe(403);
    });

    it('edits an offer (it replaces the one sent) and a colleague withdraws it while the listing is live', async () => {
      const wheat = await createListing(t, who.farmer, listingBody(t, hillside));
      const offer = await sendBid(t, who.buyer, bidBody(wheat));
      const edited = await expectData<BidView>(
        await call('PATCH', `/trading/bids/${offer.id}`, who.buyer, {
          options: [{ month: wheat.movementMonths[1], pricePerUnit: 19_550 }],
          quantityMinKg: 120_000,
          quantityMaxKg: 150_000,
        }),
      );
      expect(edited.state).toBe('updated');
      expect(edited.revision).toBe(2);
      expect(edited.options).toHaveLength(1);
      expect(edited.options[0]?.id).not.toBe(offer.options[0]?.id);
      // The business may withdraw a colleague's offer (someone must be able to when its sender is away).
      const withdrawn = await expectData<BidView>(
        await call('PATCH', `/trading/bids/${offer.id}/withdraw`, who.buyer2),
      );
      expect(withdrawn.state).toBe('withdrawn');
      // A withdrawn offer frees the business to make a new one.
      await sendBid(t, who.buyer2, bidBody(wheat));
    });
  });

  describe('the review: accepting one option (§4)', () => {
    let wheat: SellerListing;
    let anglia: BidView;
    let rivals: BidView[];

    beforeAll(async () => {
      wheat = await createListing(t, who.farmer, listingBody(t, hillside));
      anglia = await sendBid(t, who.buyer, bidBody(wheat));
      rivals = [];
      for (const as of others)
        rivals.push(await sendBid(t, as, bidBody(wheat, { quantityMinKg: 100_000, quantityMaxKg: 150_000 })));
    });

    it('accepts offers only from the review time', async () => {
      const early = await accept(anglia.id, { optionId: anglia.options[0]!.id });
      expect(early.statusCode).toBe(409);
      expect(messageOf(early)).toBe(messages.trading.acceptBeforeReview);
      const edit = await call('PATCH', `/trading/listings/${wheat.id}`, who.farmer, { notes: 'late' });
      expect(edit.statusCode).toBe(200);
    });

    it('puts the offers under review at the review time; the sweep tells the seller once', async () => {
      await moveTo(wheat.reviewAt);
      expect((await bid(anglia.id)).state).toBe('under-review');
      expect((await listing(wheat.id)).state).toBe('under-review');
      const reviewNotices = async () =>
        (await notificationTitles(t, 'farmer@demo.farm')).filter((title) => title === n.reviewTitle).length;
      const before = await reviewNotices();
      const first = await t.app.platform.services.tradingSweep.run();
      expect(first.reviews).toBeGreaterThanOrEqual(1);
      const told = await reviewNotices();
      expect(told).toBeGreaterThan(before);
      const second = await t.app.platform.services.tradingSweep.run();
      expect(second.reviews).toBe(0);
      expect(await reviewNotices()).toBe(told);
    });

    it('accepts exactly one of 50 simultaneous accepts of the options of one offer', async () => {
      const replies = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          accept(anglia.id, {
            optionId: anglia.options[index % anglia.options.length]!.id,
            quantityKg: 100_000,
            keepOpen: true,
          }),
        ),
      );
      const codes = replies.map((reply) => reply.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(49);
      const accepted = await bid(anglia.id);
      // The accept answers from the rows it wrote: exactly what a read of the offer gives afterwards.
      const winner = (replies.find((reply) => reply.statusCode === 200)!.json() as { data: BidView }).data;
      expect(winner).toEqual(accepted);
      expect(winner).toMatchObject({
        buyerName: 'Sarah Mitchell',
        sellerOrganisationName: 'Hillside Farm Partnership',
      });
      expect(winner.trade?.reference).toMatch(/^T-\d{6}$/);
      expect(accepted.state).toBe('accepted');
      expect(accepted.options.filter((option) => option.accepted)).toHaveLength(1);
      expect(accepted.trade?.quantityKg).toBe(100_000);
      const [trades] = await rows<{ n: number }>(
        t,
        sql`select count(*)::int as n from trading_trades where bid_id = ${anglia.id}`,
      );
      expect(trades?.n).toBe(1);
      // The sweep, asked for once the accept commits, tells both sides once (the farmer accepted: not him).
      expect(await notificationTitles(t, 'buyer@demo.farm')).not.toContain(n.tradeTitle);
      expect((await t.app.platform.services.tradingSweep.run()).announcedTrades).toBe(1);
      expect((await t.app.platform.services.tradingSweep.run()).announcedTrades).toBe(0);
      expect((await notificationTitles(t, 'buyer@demo.farm')).filter((title) => title === n.tradeTitle)).toHaveLength(
        1,
      );
      expect(await notificationTitles(t, 'farmer@demo.farm')).not.toContain(n.tradeTitle);
      const buyerView = await bid(anglia.id, who.buyer);
      expect(buyerView.trade?.contractState).toBe('awaiting');
      expect(buyerView.sellerOrganisationName).toBe('Hillside Farm Partnership');
    });

    it('never sells more than the listing holds, however many accepts race', async () => {
      // 200 t are left of 300 t; four offers of up to 150 t each are accepted at once.
      const replies = await Promise.all(
        rivals.map((offer) =>
          accept(offer.id, { optionId: offer.options[0]!.id, quantityKg: 150_000, keepOpen: true }),
        ),
      );
      const won = replies.filter((reply) => reply.statusCode === 200);
      expect(won).toHaveLength(1);
      for (const reply of replies.filter((each) => each.statusCode !== 200)) {
        // Either too little is left for 150 t, or (once the winner has left less than the minimum) it sold out.
        expect(reply.statusCode).toBe(409);
        expect(['Only 50.00 t of this listing is left to sell', messages.trading.listingEnded]).toContain(
          messageOf(reply),
        );
      }
      const [sum] = await rows<{ kg: string; traded: string }>(
        t,
        sql`select (select sum(quantity_kg) from trading_trades where listing_id = ${wheat.id})::text as kg,
                   (select traded_kg from trading_listings where id = ${wheat.id})::text as traded`,
      );
      expect(Number(sum?.kg)).toBe(250_000);
      expect(Number(sum?.traded)).toBe(250_000);
      const after = await listing(wheat.id);
      expect(after.remainingKg).toBe(50_000);
      // 50 t is less than the listing's 100 t minimum: it is sold out.
      expect(after.state).toBe('traded');
    });

    it('lets an accept and a withdrawal race to exactly one outcome, the same in every read', async () => {
      const barley = await createListing(t, who.farmer, listingBody(t, hillside, { commodityId: 'barley' }));
      const offer = await sendBid(t, who.buyer, bidBody(barley));
      await moveTo(barley.reviewAt);
      const [accepted, withdrawn] = await Promise.all([
        accept(offer.id, { optionId: offer.options[0]!.id }),
        call('PATCH', `/trading/bids/${offer.id}/withdraw`, who.buyer),
      ]);
      expect([accepted.statusCode, withdrawn.statusCode].sort()).toEqual([200, 409]);
      const seller = await bid(offer.id);
      const buyer = await bid(offer.id, who.buyer);
      expect(seller.state).toBe(buyer.state);
      if (accepted.statusCode === 200) {
        expect(seller.state).toBe('accepted');
        expect(seller.trade).not.toBeNull();
      } else {
        expect(seller.state).toBe('withdrawn');
        expect(seller.trade).toBeNull();
      }
    });
  });

  describe('expiry, reopen requests and contracts', () => {
    let wheat: SellerListing;
    let taken: BidView;
    let late: BidView;
    let slow: BidView;

    beforeAll(async () => {
      wheat = await createListing(t, who.farmer, listingBody(t, hillside));
      taken = await sendBid(t, others[0]!, bidBody(wheat, { quantityMaxKg: 100_000 }));
      late = await sendBid(t, others[1]!, bidBody(wheat, { quantityMaxKg: 100_000 }));
      slow = await sendBid(t, others[2]!, bidBody(wheat, { quantityMaxKg: 100_000 }));
      await moveTo(wheat.reviewAt);
      await expectData(await accept(taken.id, { optionId: taken.options[0]!.id }));
    });

    it('closes the listing after a trade; the other offers stay under review until they expire', async () => {
      expect((await listing(wheat.id)).state).toBe('traded');
      expect((await bid(late.id)).state).toBe('under-review');
    });

    it('warns the seller 10 minutes before the offers expire', async () => {
      await moveTo(new Date(new Date(wheat.offersExpireAt).getTime() - 10 * MIN));
      expect((await t.app.platform.services.tradingSweep.run()).expiring).toBeGreaterThanOrEqual(1);
      expect(await notificationTitles(t, 'farmer@demo.farm')).toContain(n.expiringTitle);
    });

    it('expires the other offers 30 minutes after the review time; the sweep records it and tells the buyers', async () => {
      await moveTo(new Date(new Date(wheat.offersExpireAt).getTime() - 5000));
      expect((await bid(late.id)).state).toBe('under-review');
      await moveTo(wheat.offersExpireAt);
      expect((await bid(late.id)).state).toBe('expired');
      const report = await t.app.platform.services.tradingSweep.run();
      expect(report.expiredOffers).toBeGreaterThanOrEqual(2);
      const [stored] = await rows<{ status: string }>(t, sql`select status from trading_bids where id = ${late.id}`);
      expect(stored?.status).toBe('expired');
      expect(await notificationTitles(t, 'owner-b@buyers.test')).toContain(n.expiredTitle);
    });

    it('refuses a withdrawal once the acceptance timeframe has passed, and an accept of an expired offer', async () => {
      const withdraw = await call('PATCH', `/trading/bids/${late.id}/withdraw`, others[1]!);
      expect(withdraw.statusCode).toBe(409);
      expect(messageOf(withdraw)).toBe(messages.trading.withdrawTooLate);
      const tooLate = await accept(late.id, { optionId: late.options[0]!.id });
      expect(messageOf(tooLate)).toBe(messages.trading.offerExpired);
    });

    it('asks the buyer of an expired offer to reopen it; accepting within 2 hours confirms the trade', async () => {
      const asked = await expectData<BidView>(
        await call('POST', `/trading/bids/${late.id}/expired-bid-offer`, who.farmer, { optionId: late.options[1]!.id }),
      );
      expect(asked.reopenRequest?.status).toBe('pending');
      expect(new Date(asked.reopenRequest!.expiresAt).getTime() - t.clock.now().getTime()).toBeGreaterThan(
        2 * HOUR - MIN,
      );
      const twice = await call('POST', `/trading/bids/${late.id}/expired-bid-offer`, who.farmer, {
        optionId: late.options[1]!.id,
      });
      expect(messageOf(twice)).toBe(messages.trading.reopenPending);
      expect(await notificationTitles(t, 'owner-b@buyers.test')).toContain(n.reopenTitle);

      await moveTo(new Date(new Date(asked.reopenRequest!.expiresAt).getTime() - 5000));
      const confirmed = await expectData<BidView>(
        await call('POST', `/trading/bids/${late.id}/expired-bid-accept-offer`, others[1]!),
      );
      expect(confirmed.state).toBe('accepted');
      expect(confirmed.reopenRequest?.status).toBe('accepted');
      expect(confirmed.trade?.origin).toBe('reopen');
      expect(confirmed.trade?.month).toBe(late.options[1]!.month);
      expect((await listing(wheat.id)).tradedKg).toBe(200_000);
      // The sweep tells the seller, and the buyer's business (the buyer accepted, but the business hears of it).
      const before = (await notificationTitles(t, 'farmer@demo.farm')).filter((title) => title === n.tradeTitle);
      expect((await t.app.platform.services.tradingSweep.run()).announcedTrades).toBeGreaterThanOrEqual(1);
      const after = (await notificationTitles(t, 'farmer@demo.farm')).filter((title) => title === n.tradeTitle);
      expect(after.length).toBe(before.length + 1);
      expect(await notificationTitles(t, 'owner-b@buyers.test')).toContain(n.tradeTitle);
    });

    it('lets a reopen request lapse after 2 hours', async () => {
      const asked = await expectData<BidView>(
        await call('POST', `/trading/bids/${slow.id}/expired-bid-offer`, who.farmer, { optionId: slow.options[0]!.id }),
      );
      await moveTo(asked.reopenRequest!.expiresAt);
      const lapsed = await call('POST', `/trading/bids/${slow.id}/expired-bid-accept-offer`, others[2]!);
      expect(lapsed.statusCode).toBe(409);
      expect(messageOf(lapsed)).toBe(messages.trading.reopenExpired);
      expect((await bid(slow.id)).reopenRequest?.status).toBe('expired');
      expect((await t.app.platform.services.tradingSweep.run()).expiredReopens).toBe(1);
      const declined = await call('POST', `/trading/bids/${slow.id}/expired-bid-decline-offer`, others[2]!);
      expect(messageOf(declined)).toBe(messages.trading.reopenNone);
    });

    it('takes the contract from the buyer within 72 hours; after them the seller is prompted and may request it', async () => {
      const early = await call('POST', `/trading/bids/${taken.id}/contract-request`, who.farmer);
      expect(early.statusCode).toBe(409);
      expect(messageOf(early)).toMatch(/^The buyer has until /);
      const trade = (await bid(taken.id)).trade!;
      const dashboard = async () =>
        expectData<BuyerDashboard>(await call('GET', '/trading/buyer/dashboard', others[0]!));
      const awaited = (each: BuyerDashboard) => each.contractsDue + each.contractsOverdue;
      const before = await dashboard();
      expect(before.contractsDue).toBeGreaterThanOrEqual(1);
      await moveTo(trade.contractDueAt);
      const after = await dashboard();
      expect(after.contractsOverdue).toBeGreaterThanOrEqual(1);
      expect(awaited(after)).toBe(awaited(before));
      expect((await bid(taken.id)).trade?.contractState).toBe('overdue');
      expect((await t.app.platform.services.tradingSweep.run()).overdueContracts).toBeGreaterThanOrEqual(1);
      expect(await notificationTitles(t, 'farmer@demo.farm')).toContain(n.contractOverdueTitle);
      await expectData(await call('POST', `/trading/bids/${taken.id}/contract-request`, who.farmer));
      expect(await notificationTitles(t, 'owner-a@buyers.test')).toContain(n.contractRequestedTitle);
      const sent = await expectData<BidView>(
        await call('PATCH', `/trading/bids/${taken.id}/contract`, others[0]!, { contractNumber: 'AGM-2026-0412' }),
      );
      expect(sent.trade?.contractState).toBe('received');
      expect(sent.trade?.contract?.contractNumber).toBe('AGM-2026-0412');
      expect(awaited(await dashboard())).toBe(awaited(before) - 1);
      const notTraded = await call('PATCH', `/trading/bids/${slow.id}/contract`, others[2]!, { contractNumber: 'X' });
      expect(messageOf(notTraded)).toBe(messages.trading.notTraded);
    });
  });

  describe('ending a listing', () => {
    it('declines its open offers and tells their buyers', async () => {
      const wheat = await createListing(t, who.farmer, listingBody(t, hillside));
      const offer = await sendBid(t, others[3]!, bidBody(wheat));
      await expectData(
        await call('PATCH', `/trading/listings/${wheat.id}/close`, who.farmer, { reasonId: 'price-too-low' }),
      );
      expect((await bid(offer.id, others[3]!)).state).toBe('declined');
      expect(await notificationTitles(t, 'owner-d@buyers.test')).toContain(n.endedTitle);
      const late = await call('POST', '/trading/bids', who.buyer, bidBody(wheat));
      expect(messageOf(late)).toBe(messages.trading.listingNotOpen);
    });
  });

  describe('tenants', () => {
    it("hides an offer from everyone but its buyer's business and the listing's seller", async () => {
      const wheat = await createListing(t, who.farmer, listingBody(t, hillside));
      const offer = await sendBid(t, who.buyer, bidBody(wheat));
      expect((await call('GET', `/trading/bids/${offer.id}`, who.rival)).statusCode).toBe(404);
      expect((await call('GET', `/trading/bids/${offer.id}`, others[0]!)).statusCode).toBe(404);
      expect((await call('GET', `/trading/listings/${wheat.id}/bids`, who.rival)).statusCode).toBe(404);
      expect((await call('PATCH', `/trading/bids/${offer.id}/withdraw`, others[0]!)).statusCode).toBe(404);
      const mine = await expectData<BidView[]>(await call('GET', '/trading/bids', others[0]!));
      expect(mine.some((each) => each.id === offer.id)).toBe(false);
    });
  });
});
