import { NEWS_FEED_MAX, type NewsItem } from '@harvest/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db/database';
import type { MarketUpdatesService } from '../updates/service';
import type { FeedReader, FeedValidators } from './providers/feed-reader';
import { parseFeed } from './providers/parse-feed';
import { plainTextOf } from '../updates/providers/plain-text-of';
import { insertNewsItems, newestNewsItems } from './queries';

/** The source the news feed names for the platform's own market updates. */
export const PLATFORM_SOURCE = 'Harvest';

/** What the news feed needs of market updates. */
export type NewsUpdates = Pick<MarketUpdatesService, 'newestPublished'>;

/**
 * The news feed (trading §2 'Market news and articles', §7 GET /trading/news-feed): items of the configured RSS and
 * Atom feeds, read by a job and kept in market_news_items (the database is the cache), beside the platform's
 * published market updates. No feed configured: the updates alone.
 */
export class NewsService {
  /** The last validators each feed answered, sent on its next read (in memory: a restart reads each once in full). */
  readonly #validators = new Map<string, FeedValidators>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly updates: NewsUpdates,
    private readonly reader: FeedReader,
    private readonly feedUrls: readonly string[],
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Reads every feed once; one that fails is logged and skipped, never stopping the others. */
  async refresh(): Promise<{ added: number; failed: string[] }> {
    let added = 0;
    const failed: string[] = [];
    for (const url of this.feedUrls) {
      try {
        added += await this.#refreshFeed(url);
      } catch (error) {
        failed.push(url);
        this.log.warn({ err: error, feed: url }, 'news feed skipped');
      }
    }
    return { added, failed };
  }

  async #refreshFeed(url: string): Promise<number> {
    const response = await this.reader.read(url, this.#validators.get(url) ?? { etag: null, lastModified: null });
    if (response.status === 'not-modified') return 0;
    const feed = await parseFeed(response.body);
    const now = this.clock.now();
    const source = feed.title ?? new URL(url).host;
    const seen = new Set<string>();
    const rows = feed.items
      .filter((item) => !seen.has(item.key) && seen.add(item.key))
      .map((item) => ({
        feedUrl: url,
        feedTitle: source,
        itemKey: item.key,
        title: item.title,
        summary: item.summary,
        link: item.link,
        // An item without a date is news when it is first read.
        publishedAt: item.publishedAt ?? now,
        fetchedAt: now,
      }));
    const added = await insertNewsItems(this.db, rows);
    // Kept only once stored, so a failed store is read in full next time.
    this.#validators.set(url, { etag: response.etag, lastModified: response.lastModified });
    return added;
  }

  /** The feeds' items and the platform's updates, newest first, at most NEWS_FEED_MAX. */
  async feed(): Promise<NewsItem[]> {
    const [news, updates] = await Promise.all([
      newestNewsItems(this.db, NEWS_FEED_MAX),
      this.updates.newestPublished(NEWS_FEED_MAX),
    ]);
    const items: NewsItem[] = [
      ...news.map((row) => ({
        id: row.id,
        kind: 'news' as const,
        title: row.title,
        summary: row.summary,
        url: row.link,
        source: row.feedTitle,
        publishedAt: row.publishedAt.toISOString(),
      })),
      ...updates.flatMap((row) =>
        row.publishedAt
          ? [
              {
                id: row.id,
                kind: 'update' as const,
                title: row.title,
                summary: plainTextOf(row.content),
                url: row.url,
                source: PLATFORM_SOURCE,
                publishedAt: row.publishedAt.toISOString(),
              },
            ]
          : [],
      ),
    ];
    return items.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(0, NEWS_FEED_MAX);
  }
}
