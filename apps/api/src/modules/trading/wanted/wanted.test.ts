import { messages, type TradeRequestView, type WantedView } from '@harvest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, expectNothingWritten, type Headers } from '../../../../test/api-calls';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import {
  addRivalSeller,
  expectData,
  HOUR,
  notificationTitles,
  signInTraders,
  unitIdOf,
  type Trader,
} from '../../../../test/trading-world';

const n = messages.trading.notifications;

describe('wanted listings and trade requests (trading §3-§4)', () => {
  let t: TestApp;
  let who: Record<Trader, Headers>;
  let hillside: string;
  let brookEnd: string;
  let wanted: WantedView;

  const call = (method: 'GET' | 'POST' | 'PATCH', path: string, as: Headers, body?: object) =>
    apiCall(t, method, path, as, body);
  const messageOf = (reply: { json(): unknown }) => (reply.json() as { message: string }).message;
  const ask = (body: object = {}) =>
    call('POST', '/trading/trade-requests', who.farmer, {
      wantedId: wanted.id,
      businessUnitId: hillside,
      quantityKg: 50_000,
      month: '2027-01',
      pricePerUnit: 19_800,
      ...body,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    await addRivalSeller(t);
    who = await signInTraders(t);
    hillside = await unitIdOf(t, 'Hillside Farm');
    brookEnd = await unitIdOf(t, 'Brook End Farm');
    wanted = await expectData<WantedView>(
      await call('POST', '/trading/wanted', who.buyer, {
        commodityId: 'wheat',
        quantityMinKg: 25_000,
        quantityMaxKg: 100_000,
        months: ['2027-01', '2026-12'],
        pricePerUnit: 19_500,
        deliveryPostcode: 'IP33 3BA',
      }),
      201,
    );
  });
  afterAll(async () => t?.close());

  it('posts a wanted listing that sellers see among the active ones', async () => {
    expect(wanted.reference).toMatch(/^W-\d{6}$/);
    expect(wanted.months).toEqual(['2026-12', '2027-01']);
    const seen = await expectData<WantedView[]>(await call('GET', '/trading/wanted', who.farmer));
    expect(seen.find((each) => each.id === wanted.id)?.buyerOrganisationName).toBe('Anglia Grain Merchants Ltd');
    const mine = await expectData<WantedView[]>(await call('GET', '/trading/wanted?mine=true', who.buyer2));
    expect(mine.map((each) => each.id)).toContain(wanted.id);
  });

  it("needs a farm with a valid assurance scheme status, and says so in the trade request's words (§4, §8)", async () => {
    // Brook End has its address and holding number but no assurance: the listing's wording would send the seller
    // to add things a trade request does not ask about.
    const reply = await ask({ businessUnitId: brookEnd });
    expect(reply.statusCode).toBe(400);
    expect(messageOf(reply)).toBe(messages.trading.schemeStatusRequired);
    expect(reply.json().validation).toEqual([
      { field: 'businessUnitId', message: messages.trading.schemeStatusRequired },
    ]);
    const month = await ask({ month: '2030-05' });
    expect(month.json().validation).toEqual([{ field: 'month', message: messages.trading.optionMonthUnknown }]);
  });

  it("refuses a quantity outside the wanted listing's 25 t to 100 t: 'Quantity sold must be within the listed min and max' (§5)", async () => {
    const outside = 'The quantity sold must be within the listed 25.00 t to 100.00 t';
    await expectNothingWritten(t, ['trading_trade_requests'], async () => {
      for (const quantityKg of [5_000, 24_999, 100_001, 500_000]) {
        const reply = await ask({ quantityKg });
        expect(reply.statusCode, String(quantityKg)).toBe(400);
        expect(reply.json(), String(quantityKg)).toMatchObject({
          message: outside,
          validation: [{ field: 'quantityKg', message: outside }],
        });
      }
    });
    for (const quantityKg of [25_000, 100_000]) {
      const edge = await expectData<TradeRequestView>(await ask({ quantityKg }), 201);
      await expectData(
        await call('PATCH', `/trading/trade-requests/${edge.id}/close`, who.farmer, { outcome: 'withdrawn' }),
      );
    }
  });

  it('asks the buyer to trade; the buyer accepts within 2 hours and the trade is made', async () => {
    const request = await expectData<TradeRequestView>(await ask(), 201);
    expect(request.status).toBe('active');
    expect(request.schemeStatus).toBe('valid');
    expect(new Date(request.expiresAt).getTime() - new Date(request.sentAt).getTime()).toBe(2 * HOUR);
    expect(await notificationTitles(t, 'buyer@demo.farm')).toContain(n.tradeRequestTitle);
    const accepted = await expectData<TradeRequestView>(
      await call('PATCH', `/trading/trade-requests/${request.id}/close`, who.buyer2, { outcome: 'accepted' }),
    );
    expect(accepted).toMatchObject({ status: 'closed', outcome: 'accepted' });
    expect(accepted.tradeId).not.toBeNull();
    expect(await notificationTitles(t, 'farmer@demo.farm')).toContain(n.tradeTitle);
    const again = await call('PATCH', `/trading/trade-requests/${request.id}/close`, who.buyer, {
      outcome: 'declined',
    });
    expect(messageOf(again)).toBe(messages.trading.tradeRequestClosed);
  });

  it('closes a request the buyer has not answered within 2 hours', async () => {
    const request = await expectData<TradeRequestView>(await ask(), 201);
    t.clock.set(new Date(request.expiresAt));
    who = await signInTraders(t);
    const seen = await expectData<TradeRequestView>(
      await call('GET', `/trading/trade-requests/${request.id}`, who.buyer),
    );
    expect(seen).toMatchObject({ status: 'closed', outcome: 'expired' });
    const late = await call('PATCH', `/trading/trade-requests/${request.id}/close`, who.buyer, { outcome: 'accepted' });
    expect(late.statusCode).toBe(409);
    expect(messageOf(late)).toBe(messages.trading.tradeRequestExpired);
    expect((await t.app.platform.services.tradingSweep.run()).expiredTradeRequests).toBe(1);
  });

  it('lets the buyer decline and the seller withdraw, each only on their own side', async () => {
    const declined = await expectData<TradeRequestView>(await ask(), 201);
    expect(
      (await call('PATCH', `/trading/trade-requests/${declined.id}/close`, who.farmer, { outcome: 'declined' }))
        .statusCode,
    ).toBe(403);
    await expectData(
      await call('PATCH', `/trading/trade-requests/${declined.id}/close`, who.buyer, { outcome: 'declined' }),
    );
    expect(await notificationTitles(t, 'farmer@demo.farm')).toContain(n.tradeRequestDeclinedTitle);
    const withdrawn = await expectData<TradeRequestView>(await ask(), 201);
    expect(
      (await call('PATCH', `/trading/trade-requests/${withdrawn.id}/close`, who.buyer, { outcome: 'withdrawn' }))
        .statusCode,
    ).toBe(403);
    await expectData(
      await call('PATCH', `/trading/trade-requests/${withdrawn.id}/close`, who.farmer, { outcome: 'withdrawn' }),
    );
    expect((await call('GET', `/trading/trade-requests/${withdrawn.id}`, who.rival)).statusCode).toBe(404);
  });

  it('closes a wanted listing: it leaves the sellers’ list and takes no more requests', async () => {
    await expectData(await call('PATCH', `/trading/wanted/${wanted.id}/close`, who.buyer));
    const seen = await expectData<WantedView[]>(await call('GET', '/trading/wanted', who.farmer));
    expect(seen.some((each) => each.id === wanted.id)).toBe(false);
    const reply = await ask();
    expect(reply.statusCode).toBe(409);
    expect(messageOf(reply)).toBe(messages.trading.wantedClosed);
  });
});
