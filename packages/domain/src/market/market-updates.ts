import { z } from '../zod';
import { MARKET_UPDATES_DEFAULT_START } from './market-constants';

/** §3 'Market update notification': written by system administrators; its HTML is sanitised on the server. */
export const MARKET_UPDATE_TITLE_MAX = 160;
export const MARKET_UPDATE_CONTENT_MAX = 20_000;

export const marketUpdateInputSchema = z.strictObject({
  title: z.string().trim().min(1).max(MARKET_UPDATE_TITLE_MAX),
  /** HTML; what is not on the allow-list is removed before it is stored. */
  content: z.string().min(1).max(MARKET_UPDATE_CONTENT_MAX),
  url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable(),
  /** Null keeps it a draft. */
  publishedAt: z.iso.datetime().nullable(),
});
export type MarketUpdateInput = z.infer<typeof marketUpdateInputSchema>;

/** §3: id, title, content (HTML), url, publishedAt, hasViewed. */
export const marketUpdateSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  url: z.string().nullable(),
  publishedAt: z.iso.datetime().nullable(),
  hasViewed: z.boolean(),
});
export type MarketUpdate = z.infer<typeof marketUpdateSchema>;

/** GET /trading/market-updates/latest?startDateUTC=: those published after the date (§4: default 2020-01-01). */
export const marketUpdatesLatestQuerySchema = z.object({
  startDateUTC: z.union([z.iso.datetime(), z.iso.date()]).default(MARKET_UPDATES_DEFAULT_START),
});

/** GET /trading/news-feed: an item of a configured RSS/Atom feed, or one of the platform's market updates. */
export const newsItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['news', 'update']),
  title: z.string(),
  /** Plain text (a feed's summary is stripped of markup). */
  summary: z.string(),
  url: z.string().nullable(),
  source: z.string(),
  publishedAt: z.iso.datetime(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/**
 * What a market update's HTML may hold, on the server when it is stored and in the browser when it is shown: the
 * same DOMPurify settings on both sides. Links keep only http, https and mailto addresses, and get
 * rel="noopener noreferrer" from each side's sanitiser.
 */
export const MARKET_UPDATE_HTML = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote'],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
} as const;

/** At most this many updates answer one poll (newest first). */
export const MARKET_UPDATES_LATEST_MAX = 50;

/** §7 news feed: at most this many items, newest first. */
export const NEWS_FEED_MAX = 30;

/** An update as the administrators' editor sees it: whether it is a draft, waiting for its time, or out. */
export const MARKET_UPDATE_STATES = ['draft', 'scheduled', 'published'] as const;
export type MarketUpdateState = (typeof MARKET_UPDATE_STATES)[number];

/** Null is a draft; a date after now is scheduled; else it is published (read with the server's clock). */
export function marketUpdateState(publishedAt: Date | null, now: Date): MarketUpdateState {
  if (publishedAt === null) return 'draft';
  return publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

export const marketUpdateAdminSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  url: z.string().nullable(),
  publishedAt: z.iso.datetime().nullable(),
  state: z.enum(MARKET_UPDATE_STATES),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type MarketUpdateAdmin = z.infer<typeof marketUpdateAdminSchema>;

/** §2, §4: where the device keeps the published date of the last market update dismissed on it. */
export const MARKET_UPDATES_DISMISSED_KEY = 'marketUpdatesDismissedAt';

/**
 * §4: the start date the next poll sends: the latest published date dismissed on this device, else 2020-01-01.
 * Dismissing an older update after a newer one keeps the newer date, so nothing already dismissed comes back.
 */
export function marketUpdatesPollStart(dismissed: readonly (string | null | undefined)[]): string {
  let latest: string | null = null;
  for (const date of dismissed) {
    if (!date || Number.isNaN(Date.parse(date))) continue;
    if (latest === null || Date.parse(date) > Date.parse(latest)) latest = date;
  }
  return latest ?? MARKET_UPDATES_DEFAULT_START;
}
