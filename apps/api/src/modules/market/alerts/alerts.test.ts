import { alertAlreadyPast, messages, priceAlertSchema, type PriceAlert } from '@harvest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, demoOrganisationIds, expectInvalid, signInDemo, type Headers } from '../../../../test/api-calls';
import { newMember, userIdOf } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import {
  clockDay,
  grantInsights,
  insertPrices,
  priceAlertEmails,
  priceAlertNotices,
  pricesArrive,
  type TestPrice,
} from '../../../../test/market-world';

const DAY = 86_400_000;
const FARMER = 'farmer@demo.farm';

/**
 * Price alerts (issue 24, /trading/alert-preferences): a target alert fires once per crossing and again only after the
 * price has gone back and crossed again; a futures alert fires on a day's move in pence or per cent, once a day; a
 * firing tells its person in the app, and by email only when their price-alert channels include it; two checks at
 * once fire a crossing once; nobody else reaches a person's alerts.
 */
describe('price alerts', () => {
  let t: TestApp;
  /** A new session each time: a day on the test clock outlives an access token. */
  const me = () => t.authHeaders(FARMER);

  const create = async (headers: Headers, body: object): Promise<PriceAlert> => {
    const reply = await apiCall(t, 'POST', '/trading/alert-preferences', headers, body);
    expect(reply.statusCode, reply.body).toBe(201);
    return priceAlertSchema.parse(reply.json().data);
  };
  const target = (region: string, direction: 'above' | 'below', priceMinor: number) => ({
    type: 'target',
    commodityId: 'wheat-feed',
    region,
    kind: 'spot',
    direction,
    priceMinor,
  });
  const spot = (region: string, priceMinor: number): TestPrice => ({
    commodityId: 'wheat-feed',
    kind: 'spot',
    region,
    priceMinor,
  });
  /** A new day on the test clock, and the price of it arriving. */
  const nextDay = async (...prices: TestPrice[]) => {
    t.clock.advance(DAY);
    return pricesArrive(t, prices);
  };
  const notices = async () => (await priceAlertNotices(t, FARMER)).length;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    const { hillside } = await demoOrganisationIds(t);
    await grantInsights(t, hillside);
  }, 60_000);

  afterAll(() => t.close());

  it('fires once when the price crosses, stays quiet while it stays past, and fires again after re-crossing', async () => {
    await pricesArrive(t, [spot('east', 18_000)]);
    const alert = await create(await me(), target('east', 'above', 19_000));
    // Made below the market's price: it waits for the crossing.
    expect(alert).toMatchObject({ side: 'below', marketMinor: 18_000, marketDate: clockDay(t) });
    expect(alertAlreadyPast(alert)).toBe(false);

    await nextDay(spot('east', 18_500));
    expect(await notices()).toBe(0);

    expect(await nextDay(spot('east', 19_200))).toEqual({ completed: 1, failed: 0 });
    const [first] = await priceAlertNotices(t, FARMER);
    expect(first).toMatchObject({
      title: 'Feed wheat has reached £190.00/t',
      message:
        'The spot price of Feed wheat in East of England is £192.00/t, at or above your alert price of £190.00/t',
    });

    await nextDay(spot('east', 19_500));
    await nextDay(spot('east', 19_000));
    expect(await notices()).toBe(1);

    await nextDay(spot('east', 18_800));
    expect(await notices()).toBe(1);
    // At the price counts as reached.
    await nextDay(spot('east', 19_000));
    expect(await notices()).toBe(2);

    const [listed] = (await apiCall(t, 'GET', '/trading/alert-preferences', await me())).json().data as PriceAlert[];
    expect(listed).toMatchObject({ id: alert.id, side: 'above', marketMinor: 19_000 });
    expect(Date.parse(listed!.lastFiredAt!)).toBeGreaterThan(Date.parse(alert.createdAt) + 4 * DAY);
  });

  it('made while the market is already past its price, it waits for the price to go back and cross again', async () => {
    await pricesArrive(t, [spot('wales', 20_000)]);
    const alert = await create(await me(), target('wales', 'above', 19_000));
    expect(alertAlreadyPast(alert)).toBe(true);
    const before = await notices();
    await nextDay(spot('wales', 20_100));
    expect(await notices()).toBe(before);
    await nextDay(spot('wales', 18_900));
    await nextDay(spot('wales', 19_100));
    expect(await notices()).toBe(before + 1);
  });

  it("reads the newest day's last price of every source: a later day wins, and within a day the latest taken", async () => {
    const alert = await create(await me(), target('scotland', 'below', 17_000));
    const before = await notices();
    const today = clockDay(t);
    const at = (hours: number) => new Date(`${today}T${String(hours).padStart(2, '0')}:00:00Z`);
    // Two sources on one day: the one taken at 15:00 is the day's last, above the price.
    await pricesArrive(t, [
      { ...spot('scotland', 16_500), source: 'a', pricedAt: at(9) },
      { ...spot('scotland', 17_500), source: 'b', pricedAt: at(15) },
    ]);
    expect(await notices()).toBe(before);
    // An older day's price arriving late changes nothing.
    await pricesArrive(t, [{ ...spot('scotland', 16_000), pricedOn: '2020-01-01', pricedAt: new Date('2020-01-01') }]);
    expect(await notices()).toBe(before);
    const [listed] = (
      (await apiCall(t, 'GET', '/trading/alert-preferences', await me())).json().data as PriceAlert[]
    ).filter((each) => each.id === alert.id);
    expect(listed).toMatchObject({ side: 'above', marketMinor: 17_500 });
  });

  describe('futures', () => {
    const futures = (priceMinor: number, contractMonth = '2027-05'): TestPrice => ({
      commodityId: 'wheat-feed',
      kind: 'futures',
      contractMonth,
      priceMinor,
    });

    it('fires on a move of N pence per tonne in a day, either way, at most once a day', async () => {
      const alert = await create(await me(), {
        type: 'futures',
        commodityId: 'wheat-feed',
        moveMinor: 500,
        movePercent: null,
      });
      expect(alert).toMatchObject({ type: 'futures', kind: 'futures', region: null, moveMinor: 500 });
      const before = await notices();
      await nextDay(futures(18_000));
      await nextDay(futures(18_400));
      expect(await notices()).toBe(before);
      await nextDay(futures(17_800));
      expect(await notices()).toBe(before + 1);
      const last = (await priceAlertNotices(t, FARMER)).at(-1)!;
      expect(last.title).toBe('London feed wheat moved £6.00/t in a day');
      expect(last.message).toMatch(/^London feed wheat \(May 2027\) fell £6\.00\/t \(3\.3%\) to £178\.00\/t on /);
      // A later price the same day moves it further: still the one notice that day.
      t.clock.advance(60_000);
      await pricesArrive(t, [futures(17_000)]);
      expect(await notices()).toBe(before + 1);
      // The next day's rise of £6 fires again.
      await nextDay(futures(17_600));
      expect(await notices()).toBe(before + 2);
      await apiCall(t, 'DELETE', `/trading/alert-preferences/${alert.id}`, await me());
    });

    it('fires on a move of N per cent, compared within the contract month', async () => {
      const alert = await create(await me(), {
        type: 'futures',
        commodityId: 'wheat-feed',
        moveMinor: null,
        movePercent: 3,
      });
      const before = await notices();
      await nextDay(futures(20_000, '2027-11'), futures(10_000, '2028-01'));
      // 2.5%: not enough; another contract month's price is not the day before's.
      await nextDay(futures(20_500, '2027-11'));
      expect(await notices()).toBe(before);
      await nextDay(futures(21_200, '2027-11'));
      expect(await notices()).toBe(before + 1);
      expect((await priceAlertNotices(t, FARMER)).at(-1)!.message).toMatch(/rose £7\.00\/t \(3\.4%\)/);
      await apiCall(t, 'DELETE', `/trading/alert-preferences/${alert.id}`, await me());
    });
  });

  it('emails the person only when their price-alert channels include email', async () => {
    const farmerId = await userIdOf(t, FARMER);
    const emailsBefore = (await priceAlertEmails(t, FARMER)).length;
    expect(emailsBefore).toBeGreaterThan(0);
    const saved = await apiCall(t, 'PATCH', `/customers/users/${farmerId}`, await me(), {
      notificationPreferences: { 'price-alerts': ['push'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await pricesArrive(t, [spot('london', 15_000)]);
    await create(await me(), target('london', 'above', 16_000));
    const noticesBefore = await notices();
    await nextDay(spot('london', 16_500));
    expect(await notices()).toBe(noticesBefore + 1);
    expect(await priceAlertEmails(t, FARMER)).toHaveLength(emailsBefore);

    await apiCall(t, 'PATCH', `/customers/users/${farmerId}`, await me(), {
      notificationPreferences: { 'price-alerts': ['email'] },
    });
    await nextDay(spot('london', 15_500));
    await nextDay(spot('london', 16_100));
    const emails = await priceAlertEmails(t, FARMER);
    expect(emails).toHaveLength(emailsBefore + 1);
    expect(emails.at(-1)!.subject).toBe('Feed wheat has reached £160.00/t');
    expect(emails.at(-1)!.textBody).toContain('/trading/market-insights');
  });

  // On PostgreSQL (DATABASE_URL, as CI) the two run on two connections: without the rows' lock both fire (tried).
  // PGlite has one connection, so there they take turns anyway.
  it('fires a crossing once when two checks run at once', async () => {
    await pricesArrive(t, [spot('south-east', 18_000)]);
    await create(await me(), target('south-east', 'above', 18_500));
    const before = await notices();
    t.clock.advance(DAY);
    await insertPrices(t, [spot('south-east', 19_000)]);
    const { alerts } = t.app.platform.services;
    const series = [{ commodityId: 'wheat-feed', kind: 'spot', region: 'south-east', contractMonth: '' }];
    const db = t.app.platform.database.db;
    const fired = await Promise.all([alerts.pricesArrived(db, series), alerts.pricesArrived(db, series)]);
    expect(fired.sort()).toEqual([0, 1]);
    expect(await notices()).toBe(before + 1);
  });

  describe('who reaches an alert', () => {
    it('keeps each person’s alerts their own: another person, or another business, hears 404 and lists none of them', async () => {
      const [mine] = (await apiCall(t, 'GET', '/trading/alert-preferences', await me())).json().data as PriceAlert[];
      const { anglia } = await demoOrganisationIds(t);
      await grantInsights(t, anglia);
      const { buyer } = await signInDemo(t, 'buyer');
      const colleague = await newMember(t, { access: { 'trading.insights.grain': 'read' } });
      for (const other of [buyer, await t.authHeaders(colleague.email)]) {
        expect((await apiCall(t, 'GET', '/trading/alert-preferences', other)).json().data).toEqual([]);
        expect((await apiCall(t, 'DELETE', `/trading/alert-preferences/${mine!.id}`, other)).statusCode).toBe(404);
      }
      // The colleague's own alert on the same series tells the colleague, not the farmer.
      await create(await t.authHeaders(colleague.email), target('north-east', 'below', 15_000));
      await pricesArrive(t, [spot('north-east', 16_000)]);
      const before = await notices();
      await nextDay(spot('north-east', 14_000));
      expect(await notices()).toBe(before);
      expect(await priceAlertNotices(t, colleague.email)).toHaveLength(1);

      expect((await apiCall(t, 'DELETE', `/trading/alert-preferences/${mine!.id}`, await me())).statusCode).toBe(200);
      expect((await apiCall(t, 'DELETE', `/trading/alert-preferences/${mine!.id}`, await me())).statusCode).toBe(404);
    });

    it('refuses a crop outside the catalogue and a futures alert on a crop no futures market quotes', async () => {
      expectInvalid(
        await apiCall(t, 'POST', '/trading/alert-preferences', await me(), {
          ...target('east', 'above', 100),
          commodityId: 'gold',
        }),
        { field: 'commodityId' },
      );
      const reply = await apiCall(t, 'POST', '/trading/alert-preferences', await me(), {
        type: 'futures',
        commodityId: 'oats',
        moveMinor: 100,
        movePercent: null,
      });
      expectInvalid(reply, { field: 'commodityId' });
      expect(reply.json().validation[0].message).toBe(messages.market.alerts.futuresMarketUnknown);
      // Both a move per tonne and a percentage, or neither: the domain's message.
      expectInvalid(
        await apiCall(t, 'POST', '/trading/alert-preferences', await me(), {
          type: 'futures',
          commodityId: 'wheat-feed',
          moveMinor: 100,
          movePercent: 2,
        }),
      );
    });
  });
});
