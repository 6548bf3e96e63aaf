import type { NewsItem } from '@harvest/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { MarketNews } from './market-news';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FEED = 'GET /api/trading/news-feed';

const items: NewsItem[] = [
  {
    id: '00000000-0000-4000-8000-000000000201',
    kind: 'update',
    title: 'Harvest market update',
    summary: 'Our own words',
    url: null,
    source: 'Harvest',
    publishedAt: '2026-11-26T10:00:00.000Z',
  },
  {
    id: '00000000-0000-4000-8000-000000000202',
    kind: 'news',
    title: 'Feed wheat firms on export demand',
    summary: 'UK feed wheat gained £3/t on the week.',
    url: 'https://grain.example.test/news/feed-wheat-firms',
    source: 'Grain Market Weekly',
    publishedAt: '2026-11-26T08:30:00.000Z',
  },
];

describe('MarketNews (trading §2 market news; issue 24)', () => {
  it('lists the news newest first: titles link out, with the source and the en-GB date', async () => {
    signInAs(makeProfile());
    mockApi({ [FEED]: ok(items) });
    renderRoute(<MarketNews />);
    const list = await screen.findByRole('list');
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    const link = within(entries[1]!).getByRole('link', { name: 'Feed wheat firms on export demand' });
    expect(link.getAttribute('href')).toBe('https://grain.example.test/news/feed-wheat-firms');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(entries[1]!).getByText(/^Grain Market Weekly · 26 Nov 2026/)).toBeTruthy();
    expect(within(entries[0]!).getByText(/^Harvest market update · 26 Nov 2026/)).toBeTruthy();
    expect(within(entries[0]!).queryByRole('link')).toBeNull();
  });

  it('says what to do when there is no news yet', async () => {
    signInAs(makeProfile());
    mockApi({ [FEED]: ok([]) });
    renderRoute(<MarketNews />);
    expect(await screen.findByRole('heading', { name: 'No market news yet' })).toBeTruthy();
    expect(screen.getByText(/appear here as they are published/)).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    signInAs(makeProfile());
    mockApi({ [FEED]: fail(500, 'Boom') });
    renderRoute(<MarketNews />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Market news could not be loaded')).toBeTruthy();
  });
});
