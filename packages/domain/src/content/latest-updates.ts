import { z } from '../zod';

/** The kinds of user an article is for (profile userTypes). */
export const CONTENT_USER_TYPES = ['seller', 'buyer'] as const;
export type ContentUserType = (typeof CONTENT_USER_TYPES)[number];

const LATEST_UPDATE_TITLE_MAX = 140;
export const LATEST_UPDATE_SLUG_MAX = 100;
const LATEST_UPDATE_SUMMARY_MAX = 1_000;
const LATEST_UPDATE_BODY_MAX = 20_000;

/** A slug is lower-case words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug made from a title: 'What's new in May!' -> 'whats-new-in-may'. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, LATEST_UPDATE_SLUG_MAX)
    .replace(/-+$/g, '');
}

/**
 * What a system administrator writes. Summary and body are rich text written as Markdown
 * (headings, bold, italic, links, lists); a null publishedAt keeps the article a draft.
 */
export const latestUpdateInputSchema = z.object({
  title: z.string().trim().min(1).max(LATEST_UPDATE_TITLE_MAX),
  slug: z.string().trim().max(LATEST_UPDATE_SLUG_MAX).regex(SLUG_PATTERN, 'Use lower-case letters, digits and hyphens'),
  imageUrl: z
    .url({ protocol: /^https?$/ })
    .max(1000)
    .nullable(),
  imageAlt: z.string().trim().max(200).default(''),
  summary: z.string().trim().min(1).max(LATEST_UPDATE_SUMMARY_MAX),
  body: z.string().trim().min(1).max(LATEST_UPDATE_BODY_MAX),
  userTypes: z.array(z.enum(CONTENT_USER_TYPES)).min(1).max(CONTENT_USER_TYPES.length),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type LatestUpdateInput = z.infer<typeof latestUpdateInputSchema>;

export const latestUpdateSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string(),
  summary: z.string(),
  body: z.string(),
  userTypes: z.array(z.enum(CONTENT_USER_TYPES)),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type LatestUpdate = z.infer<typeof latestUpdateSchema>;

/**
 * The what's-new item in the shape the spec reads (trading §3 'Latest update content'): sys id,
 * publishedAt, image url, rich-text summary and the article's title and slug.
 */
export const latestUpdateContentSchema = z.object({
  sys: z.object({ id: z.uuid() }),
  publishedAt: z.iso.datetime({ offset: true }),
  imageUrl: z.string().nullable(),
  imageAlt: z.string(),
  summary: z.string(),
  latestUpdateArticle: z.object({ title: z.string(), slug: z.string() }),
});
export type LatestUpdateContent = z.infer<typeof latestUpdateContentSchema>;

/**
 * Which articles a user's types reach, as a match a query can run: an article must be for
 * `every` type listed, or for `some` of them; null reaches no article.
 * Trading §7: 'contains all unless the user is both seller and buyer': an article must be for
 * every type the user has, except that a user who is both sees an article for either.
 */
export type UserTypeMatch = { every: ContentUserType[] } | { some: ContentUserType[] } | null;

export function userTypeMatch(userTypes: readonly string[]): UserTypeMatch {
  const known = CONTENT_USER_TYPES.filter((type) => userTypes.includes(type));
  if (known.length === 0) return null;
  return known.length === CONTENT_USER_TYPES.length ? { some: known } : { every: known };
}

/** Where an article stands at a moment: a draft, published later (scheduled), or published. */
export const LATEST_UPDATE_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type LatestUpdateStatus = (typeof LATEST_UPDATE_STATUSES)[number];

export function latestUpdateStatus(publishedAt: string | null, now: Date): LatestUpdateStatus {
  if (publishedAt === null) return 'draft';
  return Date.parse(publishedAt) <= now.getTime() ? 'published' : 'scheduled';
}

/** Local storage key of the latest-updates seen date (spec platform §9). */
export const LATEST_UPDATES_SEEN_KEY = 'latestUpdatesSeenAt';

/**
 * The what's-new window waits for the page to settle: this long without a click, tap, key or scroll, and no dialog
 * open (issue 20: it must not catch the first click after sign-in, nor cover a dialog the person opened).
 */
export const WHATS_NEW_SETTLE_MS = 2_500;

export interface WhatsNewFacts {
  authenticated: boolean;
  administrator: boolean;
  acceptedTerms: boolean;
  organisationVetted: boolean;
  /** publishedAt of the latest update for this user, or null when there is none. */
  latestPublishedAt: string | null;
  /** The seen date stored locally when the modal was last closed, or null. */
  seenAt: string | null;
}

/**
 * Trading §2: the what's-new modal shows when the user is authenticated, latest-updates content
 * exists, it was never seen or was published after the last-seen date, the user has accepted
 * terms and the organisation is vetted. Administrators never get it.
 */
export function shouldShowWhatsNew(facts: WhatsNewFacts): boolean {
  if (!facts.authenticated || facts.administrator) return false;
  if (!facts.acceptedTerms || !facts.organisationVetted) return false;
  if (facts.latestPublishedAt === null) return false;
  if (facts.seenAt === null) return true;
  return Date.parse(facts.latestPublishedAt) > Date.parse(facts.seenAt);
}
