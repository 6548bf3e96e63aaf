import { formatMessage, messages, type AccountNotification, type BidView } from '@harvest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type Headers } from '../../../../test/api-calls';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import {
  addRivalSeller,
  bidBody,
  createListing,
  expectData,
  listingBody,
  MIN,
  sendBid,
  signInTraders,
  unitIdOf,
  type Trader,
} from '../../../../test/trading-world';
import { noticeTime } from './views';

const n = messages.trading.notifications;

/**
 * Issue 20: a Beans notice said 'under review' after its offers had expired. A notice is read long after it is sent,
 * so its words say what happened and when, never a state the clock makes false.
 */
describe('trading notices say what stays true (issue 20)', () => {
  let t: TestApp;
  let who: Record<Trader, Headers>;

  const noticesOf = async (as: Headers) =>
    expectData<AccountNotification[]>(await apiCall(t, 'GET', '/sys/v1/notifications', as));
  const moveTo = async (at: Date | string) => {
    t.clock.set(new Date(at));
    who = await signInTraders(t);
    await t.app.platform.services.tradingSweep.run();
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    await addRivalSeller(t);
    who = await signInTraders(t);
  });
  afterAll(async () => t?.close());

  it('no notice word claims a state the clock can end', () => {
    for (const [key, words] of Object.entries(n)) {
      expect(words, key).not.toMatch(
        /\bis under review\b|expiring soon|\basks\b|please answer|has not sent|\bhas expired\b/i,
      );
    }
  });

  it('the review notice reads the same, and true, before and after its offers expire', async () => {
    const hillside = await unitIdOf(t, 'Hillside Farm');
    const beans = await createListing(t, who.farmer, listingBody(t, hillside, { commodityId: 'beans' }));
    const offer: BidView = await sendBid(t, who.buyer, bidBody(beans));

    await moveTo(new Date(new Date(beans.reviewAt).getTime() + MIN));
    const review = (await noticesOf(who.farmer)).find((notice) => notice.title === n.reviewTitle);
    const expected = formatMessage(n.reviewMessage, {
      crop: 'Beans',
      reference: beans.reference,
      at: noticeTime(new Date(beans.reviewAt)),
      expires: noticeTime(new Date(beans.offersExpireAt)),
    });
    expect(review?.message).toBe(expected);

    // Past the offers' expiry the offer is expired, and the notice still says only what stays true.
    await moveTo(new Date(new Date(beans.offersExpireAt).getTime() + MIN));
    const bid = await expectData<BidView>(await apiCall(t, 'GET', `/trading/bids/${offer.id}`, who.farmer));
    expect(bid.state).toBe('expired');
    const later = (await noticesOf(who.farmer)).find((notice) => notice.id === review?.id);
    expect(later?.message).toBe(expected);
    expect(later?.message).not.toMatch(/is under review/);

    const expired = (await noticesOf(who.buyer)).find((notice) => notice.title === n.expiredTitle);
    expect(expired?.message).toBe(
      formatMessage(n.expiredMessage, {
        crop: 'Beans',
        reference: beans.reference,
        at: noticeTime(new Date(beans.offersExpireAt)),
      }),
    );
  });
});
