import { latestUpdateContentSchema, latestUpdateSchema, messages, type LatestUpdate } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCall, signInDemo, type Headers } from '../../../test/api-calls';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

const DAY = 24 * 60 * 60 * 1000;

interface Envelope<T> {
  data: T;
  pagination?: { totalDocuments: number; next: number | null };
  validation?: { field: string; message: string }[];
  message: string;
}
const body = <T>(reply: { body: string }) => JSON.parse(reply.body) as Envelope<T>;

describe('latest updates (issue 5 what’s new; trading §2, §3, §7)', () => {
  let t: TestApp;
  let people: Record<'farmer' | 'buyer' | 'carrier' | 'admin', Headers>;

  const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs).toISOString();
  const input = (slug: string, extra: object = {}) => ({
    title: `Article ${slug}`,
    slug,
    imageUrl: 'https://images.example/harvest.jpg',
    imageAlt: 'A combine in a wheat field',
    summary: 'The **summary**',
    body: 'The body',
    userTypes: ['seller', 'buyer'],
    publishedAt: at(-DAY),
    ...extra,
  });
  const create = async (slug: string, extra: object = {}) => {
    const reply = await apiCall(t, 'POST', '/admin/latest-updates', people.admin, input(slug, extra));
    expect(reply.statusCode, reply.body).toBe(201);
    return latestUpdateSchema.parse(body<LatestUpdate>(reply).data);
  };
  const latest = async (who: Headers) => {
    const reply = await apiCall(t, 'GET', '/content/v1/latest-updates/latest', who);
    expect(reply.statusCode, reply.body).toBe(200);
    return latestUpdateContentSchema.nullable().parse(body(reply).data);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    people = await signInDemo(t, 'farmer', 'buyer', 'carrier', 'admin');
  }, 60_000);

  afterAll(() => t.close());

  describe('the demo world', () => {
    it('has two published articles: one for sellers and buyers, one for buyers', async () => {
      expect((await latest(people.farmer))?.latestUpdateArticle.slug).toBe('your-grain-your-units');
      expect((await latest(people.buyer))?.latestUpdateArticle.slug).toBe('offers-on-listings-one-place');
    });
  });

  describe('with articles of our own', () => {
    beforeEach(async () => {
      await t.app.platform.database.db.execute(sql`delete from latest_updates`);
    });

    it('the what’s-new item is the newest published one for the caller’s user types, in the spec’s shape', async () => {
      // The test clock runs on from real time: fix the publish time once.
      const newest = at(-DAY);
      await create('older', { publishedAt: at(-3 * DAY) });
      await create('newer', { publishedAt: newest });
      await create('draft', { publishedAt: null });
      await create('future', { publishedAt: at(DAY) });
      await create('buyers-only', { userTypes: ['buyer'], publishedAt: at(-1000) });

      const item = await latest(people.farmer);
      expect(item).toMatchObject({
        publishedAt: newest,
        imageUrl: 'https://images.example/harvest.jpg',
        imageAlt: 'A combine in a wheat field',
        summary: 'The **summary**',
        latestUpdateArticle: { title: 'Article newer', slug: 'newer' },
      });
      expect((await latest(people.buyer))?.latestUpdateArticle.slug).toBe('buyers-only');
    });

    it('a scheduled article becomes the latest once the clock passes its publish time', async () => {
      await create('now', { publishedAt: at(-DAY) });
      await create('soon', { publishedAt: at(60_000) });
      expect((await latest(people.farmer))?.latestUpdateArticle.slug).toBe('now');
      t.clock.advance(60_000);
      expect((await latest(people.farmer))?.latestUpdateArticle.slug).toBe('soon');
    });

    it('answers null when nothing is published for the caller (a haulier has no seller or buyer type)', async () => {
      await create('for-all');
      expect(await latest(people.carrier)).toBeNull();
      await t.app.platform.database.db.execute(sql`delete from latest_updates`);
      expect(await latest(people.farmer)).toBeNull();
    });

    it('lists published articles newest first, by user type, paginated; administrators read every published one', async () => {
      await create('a', { publishedAt: at(-3 * DAY) });
      await create('b', { publishedAt: at(-2 * DAY), userTypes: ['buyer'] });
      await create('c', { publishedAt: at(-DAY) });
      await create('d', { publishedAt: null });

      const farmerList = await apiCall(t, 'GET', '/content/v1/latest-updates?limit=1', people.farmer);
      expect(farmerList.statusCode).toBe(200);
      expect(body<LatestUpdate[]>(farmerList).data.map((item) => item.slug)).toEqual(['c']);
      expect(body(farmerList).pagination).toMatchObject({ totalDocuments: 2, next: 1 });

      const adminList = await apiCall(t, 'GET', '/content/v1/latest-updates', people.admin);
      expect(body<LatestUpdate[]>(adminList).data.map((item) => item.slug)).toEqual(['c', 'b', 'a']);
    });

    it('reads one by slug, and answers 404 for a draft, a future one or another audience’s', async () => {
      await create('published');
      await create('draft', { publishedAt: null });
      await create('future', { publishedAt: at(DAY) });
      await create('buyers', { userTypes: ['buyer'] });

      const found = await apiCall(t, 'GET', '/content/v1/latest-updates/published', people.farmer);
      expect(found.statusCode).toBe(200);
      expect(body<LatestUpdate>(found).data).toMatchObject({ slug: 'published', body: 'The body' });
      for (const slug of ['draft', 'future', 'buyers', 'missing']) {
        const reply = await apiCall(t, 'GET', `/content/v1/latest-updates/${slug}`, people.farmer);
        expect(reply.statusCode, slug).toBe(404);
      }
    });
  });

  describe('the editor (system administrators)', () => {
    beforeEach(async () => {
      await t.app.platform.database.db.execute(sql`delete from latest_updates`);
    });

    it('lists every article, drafts first, then newest published first', async () => {
      await create('old', { publishedAt: at(-2 * DAY) });
      await create('draft', { publishedAt: null });
      await create('scheduled', { publishedAt: at(DAY) });
      const reply = await apiCall(t, 'GET', '/admin/latest-updates', people.admin);
      expect(reply.statusCode).toBe(200);
      expect(body<LatestUpdate[]>(reply).data.map((item) => item.slug)).toEqual(['draft', 'scheduled', 'old']);
      expect(body(reply).pagination).toMatchObject({ totalDocuments: 3 });
    });

    it('creates, reads, rewrites and deletes an article', async () => {
      const created = await create('first', { publishedAt: null });
      expect(created).toMatchObject({ slug: 'first', publishedAt: null, userTypes: ['seller', 'buyer'] });

      const read = await apiCall(t, 'GET', `/admin/latest-updates/${created.id}`, people.admin);
      expect(body<LatestUpdate>(read).data.title).toBe('Article first');

      const changed = await apiCall(
        t,
        'PATCH',
        `/admin/latest-updates/${created.id}`,
        people.admin,
        input('first-renamed', { title: 'Renamed', userTypes: ['buyer'] }),
      );
      expect(changed.statusCode, changed.body).toBe(200);
      expect(body<LatestUpdate>(changed).data).toMatchObject({ title: 'Renamed', slug: 'first-renamed' });

      const deleted = await apiCall(t, 'DELETE', `/admin/latest-updates/${created.id}`, people.admin);
      expect(deleted.statusCode).toBe(200);
      const gone = await apiCall(t, 'GET', `/admin/latest-updates/${created.id}`, people.admin);
      expect(gone.statusCode).toBe(404);
      const again = await apiCall(t, 'DELETE', `/admin/latest-updates/${created.id}`, people.admin);
      expect(again.statusCode).toBe(404);
    });

    it('refuses a taken slug with 409, naming the slug', async () => {
      const first = await create('taken');
      const other = await create('other');
      for (const reply of [
        await apiCall(t, 'POST', '/admin/latest-updates', people.admin, input('taken')),
        await apiCall(t, 'PATCH', `/admin/latest-updates/${other.id}`, people.admin, input('taken')),
      ]) {
        expect(reply.statusCode, reply.body).toBe(409);
        expect(body(reply).message).toBe(messages.content.slugTaken);
        expect(body(reply).validation).toEqual([{ field: 'slug', message: messages.content.slugTaken }]);
      }
      // Keeping its own slug is no clash.
      const same = await apiCall(t, 'PATCH', `/admin/latest-updates/${first.id}`, people.admin, input('taken'));
      expect(same.statusCode).toBe(200);
    });

    it('checks the input with the domain schema', async () => {
      const reply = await apiCall(t, 'POST', '/admin/latest-updates', people.admin, {
        ...input('Not A Slug'),
        userTypes: [],
      });
      expect(reply.statusCode).toBe(400);
      expect(
        body(reply)
          .validation?.map((issue) => issue.field)
          .sort(),
      ).toEqual(['slug', 'userTypes']);
    });

    it('answers 404 for an article that does not exist', async () => {
      const missing = '00000000-0000-4000-8000-000000000000';
      const reply = await apiCall(t, 'PATCH', `/admin/latest-updates/${missing}`, people.admin, input('x'));
      expect(reply.statusCode).toBe(404);
    });
  });
});
