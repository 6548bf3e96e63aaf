import Parser from 'rss-parser';
import { plainTextOf, storableFeedText } from '../../updates/providers/plain-text-of';

/** An item of a feed as the news feed stores it. */
export interface FeedItem {
  /** The guid (RSS) or id (Atom), else the link: what makes the item the same on the next read. */
  key: string;
  title: string;
  summary: string;
  /** Only an http(s) address: a feed's `javascript:` link must never become one of ours. */
  link: string | null;
  publishedAt: Date | null;
}

export interface ParsedFeed {
  title: string | null;
  items: FeedItem[];
}

const parser = new Parser();

const storable = (text: string) => storableFeedText(text).trim();

function httpLink(link: string | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function dateOf(iso: string | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * An RSS 2.0 or Atom document (rss-parser reads both) as the items worth keeping: each with a key and a title;
 * summaries as plain text. Throws on what is not a feed.
 */
export async function parseFeed(xml: string): Promise<ParsedFeed> {
  const feed = await parser.parseString(xml);
  const items: FeedItem[] = [];
  for (const item of feed.items) {
    const entry = item as Parser.Item & { id?: string };
    const link = httpLink(entry.link);
    const key = storable(entry.guid ?? entry.id ?? link ?? '');
    const title = plainTextOf(entry.title ?? '');
    if (!key || !title) continue;
    items.push({
      key: key.slice(0, 2000),
      title: title.slice(0, 300),
      summary: plainTextOf(entry.content ?? entry.summary ?? entry.contentSnippet ?? ''),
      link,
      publishedAt: dateOf(entry.isoDate),
    });
  }
  const title = feed.title ? plainTextOf(feed.title).slice(0, 200) : '';
  return { title: title || null, items };
}
