import {
  MARKET_UPDATES_LATEST_MAX,
  marketUpdateState,
  messages,
  type ListQuery,
  type MarketUpdate,
  type MarketUpdateAdmin,
  type MarketUpdateInput,
} from '@harvest/domain';
import type { Principal } from '../../../platform/auth/principal';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db/database';
import { badRequest, notFound } from '../../../platform/http/errors';
import {
  deleteMarketUpdate,
  findMarketUpdate,
  findPublishedMarketUpdate,
  insertMarketUpdate,
  marketUpdatesPage,
  newestPublishedMarketUpdates,
  publishedMarketUpdatesAfter,
  recordMarketUpdateView,
  updateMarketUpdate,
  type MarketUpdateChange,
  type MarketUpdateRow,
} from './queries';
import { sanitiseMarketHtml } from './providers/sanitise-market-html';

/**
 * Market updates (trading §2, §3, §4, §7): system administrators write them (HTML, sanitised here before it is
 * stored); traders poll the published ones after their last-dismissed date and mark those they dismiss as viewed.
 */
export class MarketUpdatesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private toAdmin(row: MarketUpdateRow): MarketUpdateAdmin {
    return {
      id: row.id,
      title: row.title,
      content: row.content,
      url: row.url,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      state: marketUpdateState(row.publishedAt, this.clock.now()),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  private changeOf(input: MarketUpdateInput): MarketUpdateChange {
    const content = sanitiseMarketHtml(input.content);
    // An update of nothing but a script would be stored empty: say so instead.
    if (content.replace(/<[^>]*>/g, '').trim() === '') {
      throw badRequest([{ field: 'content', message: messages.market.updates.contentEmpty }]);
    }
    return {
      title: input.title,
      content,
      url: input.url,
      publishedAt: input.publishedAt === null ? null : new Date(input.publishedAt),
      updatedAt: this.clock.now(),
    };
  }

  async list(query: ListQuery): Promise<{ items: MarketUpdateAdmin[]; total: number }> {
    const { rows, total } = await marketUpdatesPage(this.db, query);
    return { items: rows.map((row) => this.toAdmin(row)), total };
  }

  async get(id: string): Promise<MarketUpdateAdmin> {
    const row = await findMarketUpdate(this.db, id);
    if (!row) throw notFound();
    return this.toAdmin(row);
  }

  async create(principal: Principal, input: MarketUpdateInput): Promise<MarketUpdateAdmin> {
    const change = this.changeOf(input);
    const row = await insertMarketUpdate(this.db, {
      ...change,
      createdBy: principal.userId,
      createdAt: change.updatedAt,
    });
    return this.toAdmin(row);
  }

  async update(id: string, input: MarketUpdateInput): Promise<MarketUpdateAdmin> {
    const row = await updateMarketUpdate(this.db, id, this.changeOf(input));
    if (!row) throw notFound();
    return this.toAdmin(row);
  }

  async remove(id: string): Promise<void> {
    if (!(await deleteMarketUpdate(this.db, id))) throw notFound();
  }

  /** §4's poll: published after `startDateUTC` (a date is its midnight UTC), newest first, with hasViewed. */
  async latest(principal: Principal, startDateUTC: string): Promise<MarketUpdate[]> {
    const after = new Date(startDateUTC);
    if (Number.isNaN(after.getTime()))
      throw badRequest([{ field: 'startDateUTC', message: messages.errors.badRequest }]);
    const rows = await publishedMarketUpdatesAfter(this.db, {
      userId: principal.userId,
      after,
      now: this.clock.now(),
      limit: MARKET_UPDATES_LATEST_MAX,
    });
    return rows.map((row) => toReader(row, row.hasViewed));
  }

  /** Dismissed: viewed once, whatever the retries; a draft or a scheduled one is not there to view. */
  async markViewed(principal: Principal, id: string): Promise<MarketUpdate> {
    const now = this.clock.now();
    const row = await findPublishedMarketUpdate(this.db, id, now);
    if (!row) throw notFound();
    await recordMarketUpdateView(this.db, id, principal.userId, now);
    return toReader(row, true);
  }

  /** The newest published updates, for the news feed. */
  newestPublished(limit: number): Promise<MarketUpdateRow[]> {
    return newestPublishedMarketUpdates(this.db, this.clock.now(), limit);
  }
}

function toReader(row: MarketUpdateRow, hasViewed: boolean): MarketUpdate {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    url: row.url,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    hasViewed,
  };
}
