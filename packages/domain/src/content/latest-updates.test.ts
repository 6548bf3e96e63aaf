import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LATEST_UPDATE_SLUG_MAX,
  LATEST_UPDATES_SEEN_KEY,
  latestUpdateInputSchema,
  latestUpdateStatus,
  userTypeMatch,
  shouldShowWhatsNew,
  SLUG_PATTERN,
  slugify,
  type WhatsNewFacts,
} from './latest-updates';

const showing: WhatsNewFacts = {
  authenticated: true,
  administrator: false,
  acceptedTerms: true,
  organisationVetted: true,
  latestPublishedAt: '2026-11-20T09:00:00.000Z',
  seenAt: null,
};

/** What the SQL built from `userTypeMatch` selects, said in memory: the rule the property tests hold it to. */
function isForUserTypes(articleTypes: readonly string[], userTypes: readonly string[]): boolean {
  const match = userTypeMatch(userTypes);
  if (match === null) return false;
  return 'every' in match
    ? match.every.every((type) => articleTypes.includes(type))
    : match.some.some((type) => articleTypes.includes(type));
}

describe("what's-new modal (trading §2, platform §2)", () => {
  it('shows when all five conditions hold', () => {
    expect(shouldShowWhatsNew(showing)).toBe(true);
  });

  it('1. only when the user is authenticated', () => {
    expect(shouldShowWhatsNew({ ...showing, authenticated: false })).toBe(false);
  });

  it('2. only when latest-updates content exists', () => {
    expect(shouldShowWhatsNew({ ...showing, latestPublishedAt: null })).toBe(false);
  });

  it('3. only when it was never seen, or was published after the last-seen date', () => {
    expect(shouldShowWhatsNew({ ...showing, seenAt: null })).toBe(true);
    expect(shouldShowWhatsNew({ ...showing, seenAt: '2026-11-19T09:00:00.000Z' })).toBe(true);
    expect(shouldShowWhatsNew({ ...showing, seenAt: '2026-11-20T09:00:00.000Z' })).toBe(false);
    expect(shouldShowWhatsNew({ ...showing, seenAt: '2026-11-21T09:00:00.000Z' })).toBe(false);
  });

  it('4. only when the user has accepted terms', () => {
    expect(shouldShowWhatsNew({ ...showing, acceptedTerms: false })).toBe(false);
  });

  it('5. only when the organisation is vetted', () => {
    expect(shouldShowWhatsNew({ ...showing, organisationVetted: false })).toBe(false);
  });

  it('never for administrators, whatever else holds', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.constant('2026-11-20T09:00:00.000Z')),
        fc.option(fc.constant('2026-01-01T00:00:00.000Z')),
        (authenticated, acceptedTerms, organisationVetted, latestPublishedAt, seenAt) =>
          !shouldShowWhatsNew({
            authenticated,
            administrator: true,
            acceptedTerms,
            organisationVetted,
            latestPublishedAt,
            seenAt,
          }),
      ),
    );
  });

  it('keeps the seen date under the key platform §9 names', () => {
    expect(LATEST_UPDATES_SEEN_KEY).toBe('latestUpdatesSeenAt');
  });
});

describe('user-type filter (trading §7: contains all unless the user is both seller and buyer)', () => {
  it('a seller sees articles for sellers, alone or with buyers', () => {
    expect(isForUserTypes(['seller'], ['seller'])).toBe(true);
    expect(isForUserTypes(['seller', 'buyer'], ['seller'])).toBe(true);
    expect(isForUserTypes(['buyer'], ['seller'])).toBe(false);
  });

  it('a buyer sees articles for buyers only', () => {
    expect(isForUserTypes(['buyer'], ['buyer'])).toBe(true);
    expect(isForUserTypes(['seller'], ['buyer'])).toBe(false);
  });

  it('a user who is both sees an article for either', () => {
    expect(isForUserTypes(['seller'], ['seller', 'buyer'])).toBe(true);
    expect(isForUserTypes(['buyer'], ['buyer', 'seller'])).toBe(true);
    expect(isForUserTypes(['seller', 'buyer'], ['seller', 'buyer'])).toBe(true);
  });

  it('a user with no known type (a haulier) sees none', () => {
    expect(isForUserTypes(['seller', 'buyer'], [])).toBe(false);
    expect(isForUserTypes(['seller', 'buyer'], ['carrier'])).toBe(false);
  });

  it('an article for both types reaches every user with a known type', () => {
    fc.assert(
      fc.property(
        fc.subarray(['seller', 'buyer', 'carrier'], { minLength: 1 }),
        (types) => isForUserTypes(['seller', 'buyer'], types) === types.some((type) => type !== 'carrier'),
      ),
    );
  });
});

describe('slugify (a slug suggested from the title)', () => {
  it('makes lower-case words joined by hyphens, dropping apostrophes and accents', () => {
    expect(slugify("What's new in May!")).toBe('whats-new-in-may');
    expect(slugify('  Crème  brûlée — prices ')).toBe('creme-brulee-prices');
  });

  it('always answers a valid slug (or nothing) of at most 100 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (title) => {
        const slug = slugify(title);
        expect(slug.length).toBeLessThanOrEqual(LATEST_UPDATE_SLUG_MAX);
        if (slug !== '') expect(slug).toMatch(SLUG_PATTERN);
      }),
    );
  });

  it('leaves a valid slug as it is', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,10}(-[a-z0-9]{1,10}){0,4}$/), (slug) => slugify(slug) === slug),
    );
  });
});

describe('article status', () => {
  const now = new Date('2026-11-23T10:00:00.000Z');
  it('is a draft without a publish date, scheduled before it and published from it', () => {
    expect(latestUpdateStatus(null, now)).toBe('draft');
    expect(latestUpdateStatus('2026-11-23T10:00:00.001Z', now)).toBe('scheduled');
    expect(latestUpdateStatus('2026-11-23T10:00:00.000Z', now)).toBe('published');
  });
});

describe('article input', () => {
  const input = {
    title: 'Harvest 2026',
    slug: 'harvest-2026',
    imageUrl: null,
    summary: 'What changed',
    body: 'All of it',
    userTypes: ['seller'],
    publishedAt: null,
  };

  it('takes a draft with no image', () => {
    expect(latestUpdateInputSchema.parse(input)).toMatchObject({ imageAlt: '', publishedAt: null });
  });

  it('refuses a slug that is not lower-case words joined by hyphens', () => {
    expect(latestUpdateInputSchema.safeParse({ ...input, slug: 'Harvest 2026' }).success).toBe(false);
  });

  it('needs at least one user type', () => {
    expect(latestUpdateInputSchema.safeParse({ ...input, userTypes: [] }).success).toBe(false);
  });
});
