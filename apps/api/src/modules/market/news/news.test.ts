import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NEWS_FEED_MAX, type NewsItem } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCall, signInDemo, type Headers } from '../../../../test/api-calls';
import { rows } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { everyMinutesCron, NEWS_REFRESH_JOB } from './jobs';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/**
 * The news job against a real HTTP server on this machine serving fixture feeds (RSS 2.0 and Atom), a broken one
 * and one that is not a feed; rss-parser reads them as it would the real ones.
 */
describe('the news feed (trading §2 market news, §7 GET /trading/news-feed; issue 24)', () => {
  const requests: { path: string; headers: IncomingHttpHeaders }[] = [];
  let rssBody = fixture('grain-news.rss.xml');
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, headers: request.headers });
    if (path === '/grain.rss') {
      const etag = `"${rssBody.length}"`;
      if (request.headers['if-none-match'] === etag) return response.writeHead(304).end();
      return response.writeHead(200, { 'content-type': 'application/rss+xml', etag }).end(rssBody);
    }
    if (path === '/policy.atom') {
      return response
        .writeHead(200, { 'content-type': 'application/atom+xml', 'last-modified': 'Thu, 26 Nov 2026 10:00:00 GMT' })
        .end(fixture('farming-news.atom.xml'));
    }
    if (path === '/not-a-feed') return response.writeHead(200, { 'content-type': 'text/html' }).end('<html>hello');
    return response.writeHead(500).end('down');
  });
  let base = '';
  let t: TestApp;
  let people: Record<'farmer' | 'admin', Headers>;
  const feed = async (): Promise<NewsItem[]> => {
    const reply = await apiCall(t, 'GET', '/trading/news-feed', people.farmer);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data as NewsItem[];
  };
  const stored = async () =>
    rows<{ title: string; summary: string; link: string | null; feed_title: string }>(
      t,
      sql`select title, summary, link, feed_title from market_news_items order by published_at desc`,
    );

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await buildTestApp({
      news: {
        feedUrls: [`${base}/broken`, `${base}/grain.rss`, `${base}/not-a-feed`, `${base}/policy.atom`],
        refreshMinutes: 30,
      },
    });
    await t.seedDemo();
    people = await signInDemo(t, 'farmer', 'admin');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    requests.length = 0;
  });

  it('reads both feeds, skipping the broken one and the one that is not a feed', async () => {
    const refreshed = await t.app.platform.services.news.refresh();
    expect(refreshed).toEqual({ added: 5, failed: [`${base}/broken`, `${base}/not-a-feed`] });
    expect(t.logs.join('')).toContain('news feed skipped');
    const items = await stored();
    expect(items.map((item) => item.title)).toEqual([
      'New grain storage grants open',
      'Feed wheat firms on export demand',
      'Malting barley premiums hold',
      'A link that must not run',
      'Consultation on crop assurance',
    ]);
    // Summaries are plain text: markup and scripts gone, entities read.
    expect(items[0]).toMatchObject({
      summary: 'Grants for on-farm storage open on 1 December.',
      feed_title: 'Farming Policy News',
    });
    expect(items[1]!.summary).toBe('UK feed wheat gained £3/t on the week.');
    expect(items[2]!.summary).toBe('Premiums over feed barley held at £40/t & more.');
    // A javascript: link is not kept (and the guid still names the item).
    expect(items[3]!.link).toBeNull();
  });

  it('stores an item once: a second read adds only what is new, and sends the validators back', async () => {
    rssBody = rssBody.replace(
      '<item>',
      `<item><title>Rapeseed slips</title><link>https://grain.example.test/news/rapeseed</link>
       <guid>gmw-2026-11-27-01</guid><pubDate>Fri, 27 Nov 2026 07:00:00 GMT</pubDate>
       <description>Oilseed rape eased.</description></item><item>`,
    );
    const second = await t.app.platform.services.news.refresh();
    expect(second.added).toBe(1);
    expect((await stored()).filter((item) => item.title === 'Feed wheat firms on export demand')).toHaveLength(1);
    const atom = requests.find((request) => request.path === '/policy.atom');
    expect(atom?.headers['if-modified-since']).toBe('Thu, 26 Nov 2026 10:00:00 GMT');

    // Unchanged since: 304, nothing read.
    const third = await t.app.platform.services.news.refresh();
    expect(third.added).toBe(0);
    expect(requests.filter((request) => request.path === '/grain.rss').at(-1)?.headers['if-none-match']).toBe(
      `"${rssBody.length}"`,
    );
  });

  it('runs as a scheduled job', async () => {
    await t.app.platform.jobs.send(NEWS_REFRESH_JOB, {});
    expect(await t.app.platform.jobs.drain(NEWS_REFRESH_JOB)).toEqual({ completed: 1, failed: 0 });
    expect(requests.map((request) => request.path).sort()).toEqual([
      '/broken',
      '/grain.rss',
      '/not-a-feed',
      '/policy.atom',
    ]);
  });

  it('merges the feeds’ items with the published market updates, newest first, at most 30', async () => {
    const now = t.clock.now().getTime();
    const write = (title: string, publishedAt: string | null) =>
      apiCall(t, 'POST', '/admin/market-updates', people.admin, {
        title,
        content: `<p>${title} <strong>now</strong></p>`,
        url: null,
        publishedAt,
      });
    await write('Platform update', new Date(now - 60_000).toISOString());
    await write('A draft', null);
    await write('Tomorrow', new Date(now + 86_400_000).toISOString());
    const items = await feed();
    expect(items[0]).toMatchObject({
      kind: 'update',
      title: 'Platform update',
      summary: 'Platform update now',
      source: 'Harvest',
      url: null,
    });
    expect(items.map((item) => item.title)).not.toContain('A draft');
    expect(items.map((item) => item.title)).not.toContain('Tomorrow');
    expect(items.filter((item) => item.kind === 'news')).toHaveLength(6);
    const dates = items.map((item) => item.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());

    for (let index = 0; index < NEWS_FEED_MAX; index += 1) {
      await write(`Update ${index}`, new Date(now - 120_000 - index * 1000).toISOString());
    }
    const full = await feed();
    expect(full).toHaveLength(NEWS_FEED_MAX);
    expect(full[0]!.title).toBe('Platform update');
  });

  it('turns the refresh period into a cron', () => {
    expect(everyMinutesCron(30)).toBe('*/30 * * * *');
    expect(everyMinutesCron(1)).toBe('* * * * *');
    expect(everyMinutesCron(90)).toBe('0 */2 * * *');
    expect(everyMinutesCron(1440)).toBe('0 0 * * *');
  });
});

describe('the news feed without feeds configured', () => {
  it('is the administrators’ market updates alone', async () => {
    const t = await buildTestApp();
    try {
      await t.seedDemo();
      const people = await signInDemo(t, 'buyer', 'admin');
      expect(await t.app.platform.services.news.refresh()).toEqual({ added: 0, failed: [] });
      await apiCall(t, 'POST', '/admin/market-updates', people.admin, {
        title: 'Only this',
        content: '<p>Only</p>',
        url: 'https://market.example.test/',
        publishedAt: new Date(t.clock.now().getTime() - 1000).toISOString(),
      });
      const reply = await apiCall(t, 'GET', '/trading/news-feed', people.buyer);
      expect(reply.json().data.map((item: NewsItem) => [item.kind, item.title])).toEqual([['update', 'Only this']]);
    } finally {
      await t.close();
    }
  }, 60_000);
});
