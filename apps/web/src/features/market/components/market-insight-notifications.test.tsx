import { MARKET_UPDATES_DISMISSED_KEY, MARKET_UPDATES_POLL_MS, type MarketUpdate, type Profile } from '@harvest/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/storage/session-store';
import { mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import {
  adminProfile,
  farmImpersonation,
  freshTokens,
  haulierProfile,
  makeProfile,
  signInAs,
} from '../../../test/session-fixtures';
import { MarketInsightNotifications } from './market-insight-notifications';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LATEST = 'GET /api/trading/market-updates/latest';
const VIEWED = (id: string) => `POST /api/trading/market-updates/${id}/viewed`;

const update = (n: number, publishedAt: string, extra: Partial<MarketUpdate> = {}): MarketUpdate => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  title: `Update ${n}`,
  content: `<p>Wheat <strong>up</strong> ${n}</p><script>window.hacked = true</script><img src=x onerror="window.hacked = true">`,
  url: `https://market.example.test/${n}`,
  publishedAt,
  hasViewed: false,
  ...extra,
});

// Newest first, as the API answers.
const NEWEST = update(3, '2026-11-26T09:00:00.000Z');
const MIDDLE = update(2, '2026-11-25T09:00:00.000Z');
const OLDEST = update(1, '2026-11-24T09:00:00.000Z');

function mockUpdates(updates: MarketUpdate[]) {
  return mockApi({
    [LATEST]: ok(updates),
    ...Object.fromEntries(updates.map((each) => [VIEWED(each.id), ok({ ...each, hasViewed: true })])),
  });
}

const render = () => renderRoutes([{ path: '/', element: <MarketInsightNotifications /> }], ['/']);
const region = () => screen.findByRole('region', { name: 'Market updates' });
const startDates = (fetchMock: ReturnType<typeof mockApi>) =>
  requestsTo(fetchMock, LATEST).map((request) => request.url.searchParams.get('startDateUTC'));

/** Lets the replies land and React settle. */
const settle = () =>
  act(async () => {
    await Promise.resolve();
  });

describe('floating market-insight notifications (trading §2, §4, §6)', () => {
  it('polls from 2020-01-01 before anything is dismissed, and shows title, sanitised content and Read more', async () => {
    signInAs(makeProfile());
    const fetchMock = mockUpdates([OLDEST]);
    render();
    const stack = await region();
    expect(startDates(fetchMock)).toEqual(['2020-01-01']);
    expect(within(stack).getByText('Update 1')).toBeTruthy();
    expect((await within(stack).findByText('up')).tagName).toBe('STRONG');
    expect(stack.querySelector('script, img, [onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    const more = within(stack).getByRole('link', { name: /Read more/ });
    expect(more.getAttribute('href')).toBe('https://market.example.test/1');
    expect(more.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(stack).getByRole('status').textContent).toBe('1 new market update');
  });

  it('shows the oldest three with +N more, and leaves out those already viewed', async () => {
    signInAs(makeProfile());
    const viewed = update(4, '2026-11-23T09:00:00.000Z', { hasViewed: true });
    const extra = update(5, '2026-11-27T09:00:00.000Z');
    mockUpdates([extra, NEWEST, MIDDLE, OLDEST, viewed]);
    render();
    const stack = await region();
    const titles = within(stack)
      .getAllByRole('button', { name: /^Dismiss/ })
      .map((button) => button.getAttribute('aria-label'));
    expect(titles).toEqual(['Dismiss “Update 1”', 'Dismiss “Update 2”', 'Dismiss “Update 3”']);
    expect(within(stack).getByText('+1 more update: dismiss one to see it')).toBeTruthy();
    expect(within(stack).queryByText('Update 4')).toBeNull();
  });

  it('dismissing stores the published date, tells the server it was viewed, and the next poll sends the date', async () => {
    signInAs(makeProfile());
    const fetchMock = mockUpdates([NEWEST, MIDDLE, OLDEST]);
    render();
    const stack = await region();
    fireEvent.click(within(stack).getByRole('button', { name: 'Dismiss “Update 1”' }));
    await waitFor(() => expect(requestsTo(fetchMock, VIEWED(OLDEST.id))).toHaveLength(1));
    expect(localStorage.getItem(MARKET_UPDATES_DISMISSED_KEY)).toBe(OLDEST.publishedAt);
    expect(within(stack).queryByText('Update 1')).toBeNull();
    await waitFor(() => expect(startDates(fetchMock)).toEqual(['2020-01-01', OLDEST.publishedAt]));

    // Dismissing a newer one moves the date on; the latest is kept.
    fireEvent.click(within(await region()).getByRole('button', { name: 'Dismiss “Update 3”' }));
    expect(localStorage.getItem(MARKET_UPDATES_DISMISSED_KEY)).toBe(NEWEST.publishedAt);
    fireEvent.click(within(await region()).getByRole('button', { name: 'Dismiss “Update 2”' }));
    expect(localStorage.getItem(MARKET_UPDATES_DISMISSED_KEY)).toBe(NEWEST.publishedAt);
  });

  it('starts from the date stored on the device, and asks again every 120 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem(MARKET_UPDATES_DISMISSED_KEY, MIDDLE.publishedAt!);
    signInAs(makeProfile());
    const fetchMock = mockUpdates([NEWEST]);
    render();
    await region();
    expect(startDates(fetchMock)).toEqual([MIDDLE.publishedAt]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MARKET_UPDATES_POLL_MS - 1_000);
    });
    expect(startDates(fetchMock)).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    await waitFor(() => expect(startDates(fetchMock)).toEqual([MIDDLE.publishedAt, MIDDLE.publishedAt]));
  });

  it.each<[string, () => void]>([
    ['a system administrator', () => signInAs(adminProfile())],
    [
      'an administrator impersonating a farm',
      () => {
        sessionStore.signIn(freshTokens(), [adminProfile()]);
        sessionStore.startImpersonation(farmImpersonation());
        sessionStore.setProfile(makeProfile());
      },
    ],
    ['a business without trading core or buyers (a haulier)', () => signInAs(haulierProfile())],
    [
      'an inventory-only business',
      () =>
        signInAs(
          makeProfile({
            organisation: { ...makeProfile().organisation, modules: [{ id: 'inventory:core' }] },
          } as Partial<Profile>),
        ),
    ],
    ['a member without trading.market.read', () => signInAs(makeProfile({ groups: [], access: {} }))],
    ['nobody signed in', () => undefined],
  ])('never polls for %s', async (_who, signIn) => {
    signIn();
    const fetchMock = mockUpdates([NEWEST]);
    render();
    await settle();
    await settle();
    expect(requestsTo(fetchMock, LATEST)).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Market updates' })).toBeNull();
  });

  it('polls for a buyer (trading buyers module)', async () => {
    signInAs(
      makeProfile({
        userTypes: ['buyer'],
        organisation: { ...makeProfile().organisation, modules: [{ id: 'trading:buyers' }] },
      }),
    );
    const fetchMock = mockUpdates([NEWEST]);
    render();
    await region();
    expect(requestsTo(fetchMock, LATEST)).toHaveLength(1);
  });
});
