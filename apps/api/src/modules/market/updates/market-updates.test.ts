import { MARKET_UPDATES_DEFAULT_START, messages, type MarketUpdate, type MarketUpdateAdmin } from '@harvest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, expectInvalid, signInDemo, type Headers } from '../../../../test/api-calls';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';

const DAY = 24 * 60 * 60 * 1000;

describe('market updates (trading §2, §3, §4, §7; issue 24)', () => {
  let t: TestApp;
  let people: Record<'farmer' | 'buyer' | 'buyer2' | 'carrier' | 'admin', Headers>;
  const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs).toISOString();
  const update = (title: string, publishedAt: string | null, content = `<p>${title}</p>`) => ({
    title,
    content,
    url: 'https://market.example.test/reports',
    publishedAt,
  });
  const write = async (body: object): Promise<MarketUpdateAdmin> => {
    const reply = await apiCall(t, 'POST', '/admin/market-updates', people.admin, body);
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().data as MarketUpdateAdmin;
  };
  const latest = async (who: Headers, startDateUTC?: string): Promise<MarketUpdate[]> => {
    const query = startDateUTC === undefined ? '' : `?startDateUTC=${encodeURIComponent(startDateUTC)}`;
    const reply = await apiCall(t, 'GET', `/trading/market-updates/latest${query}`, who);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data as MarketUpdate[];
  };
  const titles = (updates: { title: string }[]) => updates.map((each) => each.title);

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    people = await signInDemo(t, 'farmer', 'buyer', 'buyer2', 'carrier', 'admin');
  }, 60_000);
  afterAll(() => t.close());

  it('answers the published updates since 2020-01-01 by default, newest first, drafts and scheduled ones hidden', async () => {
    const old = await write(update('Harvest 2019 review', '2019-12-31T23:59:59.000Z'));
    await write(update('Feed wheat weekly', at(-2 * DAY)));
    await write(update('Barley outlook', at(-DAY)));
    const draft = await write(update('Not yet written', null));
    const scheduled = await write(update('Monday report', at(DAY)));
    expect([old.state, draft.state, scheduled.state]).toEqual(['published', 'draft', 'scheduled']);

    const seen = await latest(people.farmer);
    expect(titles(seen)).toEqual(['Barley outlook', 'Feed wheat weekly']);
    expect(seen.every((each) => each.hasViewed === false)).toBe(true);
    expect(titles(await latest(people.farmer, MARKET_UPDATES_DEFAULT_START))).toEqual(titles(seen));
    // Buyers poll too (the trading buyers module), a bidder with trading.market.read among them.
    expect(titles(await latest(people.buyer2))).toEqual(titles(seen));
  });

  it('answers only those published after the date given (a date or an instant)', async () => {
    const all = await latest(people.farmer);
    const newest = all[0]!;
    expect(await latest(people.farmer, newest.publishedAt!)).toEqual([]);
    expect(titles(await latest(people.farmer, all[1]!.publishedAt!))).toEqual([newest.title]);
    expect(titles(await latest(people.farmer, '2019-12-31'))).toContain('Harvest 2019 review');
    for (const startDateUTC of ['yesterday', '2026-13-01', '2026-11-27T25:00:00Z', '']) {
      const reply = await apiCall(
        t,
        'GET',
        `/trading/market-updates/latest?startDateUTC=${startDateUTC}`,
        people.farmer,
      );
      expectInvalid(reply, { field: 'startDateUTC', what: startDateUTC });
    }
  });

  it('shows a scheduled update once the test clock passes its time', async () => {
    expect(titles(await latest(people.farmer))).not.toContain('Monday report');
    const scheduled = (await apiCall(t, 'GET', '/admin/market-updates', people.admin)).json()
      .data as MarketUpdateAdmin[];
    const monday = scheduled.find((each) => each.title === 'Monday report')!;
    const early = await apiCall(t, 'POST', `/trading/market-updates/${monday.id}/viewed`, people.farmer);
    expect(early.statusCode).toBe(404);
    t.clock.advance(DAY + 1000);
    people = await signInDemo(t, 'farmer', 'buyer', 'buyer2', 'carrier', 'admin');
    expect(titles(await latest(people.farmer))[0]).toBe('Monday report');
    const read = await apiCall(t, 'GET', `/admin/market-updates/${monday.id}`, people.admin);
    expect(read.json().data.state).toBe('published');
  });

  it('marks an update viewed for the caller only, again without change; unknown and draft ones are 404', async () => {
    const [first] = await latest(people.farmer);
    const viewed = await apiCall(t, 'POST', `/trading/market-updates/${first!.id}/viewed`, people.farmer);
    expect(viewed.statusCode, viewed.body).toBe(200);
    expect(viewed.json().data).toMatchObject({ id: first!.id, hasViewed: true });
    const again = await apiCall(t, 'POST', `/trading/market-updates/${first!.id}/viewed`, people.farmer);
    expect(again.statusCode).toBe(200);
    expect((await latest(people.farmer)).find((each) => each.id === first!.id)?.hasViewed).toBe(true);
    expect((await latest(people.buyer)).find((each) => each.id === first!.id)?.hasViewed).toBe(false);

    const draft = await write(update('Still a draft', null));
    for (const id of [draft.id, '00000000-0000-4000-8000-000000000000']) {
      const reply = await apiCall(t, 'POST', `/trading/market-updates/${id}/viewed`, people.farmer);
      expect(reply.statusCode, id).toBe(404);
    }
  });

  it('is not polled by administrators nor by businesses without a trading module (trading §6)', async () => {
    for (const who of [people.admin, people.carrier]) {
      expect((await apiCall(t, 'GET', '/trading/market-updates/latest', who)).statusCode).toBe(403);
      expect((await apiCall(t, 'GET', '/trading/news-feed', who)).statusCode).toBe(403);
    }
  });

  it('lets only system administrators write, and answers the editor drafts first', async () => {
    const body = update('By a farmer', null);
    expect((await apiCall(t, 'POST', '/admin/market-updates', people.farmer, body)).statusCode).toBe(403);
    const list = await apiCall(t, 'GET', '/admin/market-updates', people.admin);
    expect(list.statusCode).toBe(200);
    const states = (list.json().data as MarketUpdateAdmin[]).map((each) => each.state);
    expect(states.indexOf('draft')).toBe(0);
    expect(list.json().pagination.totalDocuments).toBe(states.length);

    const made = await write(update('To rewrite', null));
    const patched = await apiCall(t, 'PATCH', `/admin/market-updates/${made.id}`, people.admin, {
      ...update('Rewritten', at(-1000)),
      url: null,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toMatchObject({ title: 'Rewritten', url: null, state: 'published' });
    expect((await apiCall(t, 'DELETE', `/admin/market-updates/${made.id}`, people.admin)).statusCode).toBe(200);
    expect((await apiCall(t, 'GET', `/admin/market-updates/${made.id}`, people.admin)).statusCode).toBe(404);
    expect((await apiCall(t, 'DELETE', `/admin/market-updates/${made.id}`, people.admin)).statusCode).toBe(404);
  });

  it('refuses bad input with the validation list', async () => {
    for (const [body, field] of [
      [{ ...update('', null) }, 'title'],
      [{ ...update('No content', null), content: '' }, 'content'],
      [{ ...update('Bad url', null), url: 'javascript:alert(1)' }, 'url'],
      [{ ...update('Bad date', 'tomorrow') }, 'publishedAt'],
      [{ ...update('Extra', null), extra: true }, undefined],
    ] as const) {
      expectInvalid(await apiCall(t, 'POST', '/admin/market-updates', people.admin, body), { field, what: field });
    }
  });

  describe('sanitises the HTML on the server before it is stored', () => {
    const stored = async (content: string) => (await write(update('XSS', null, content))).content;

    it('keeps the allow-list, links with http(s) or mailto, and adds rel="noopener noreferrer"', async () => {
      const html =
        '<h3>Wheat</h3><p><strong>Up</strong> <em>£3</em><br></p><ul><li>a</li></ul><ol><li>b</li></ol>' +
        '<blockquote>q</blockquote><h4>More</h4><p><a href="https://a.example.test/x">web</a> ' +
        '<a href="mailto:desk@example.test">mail</a></p>';
      expect(await stored(html)).toBe(
        '<h3>Wheat</h3><p><strong>Up</strong> <em>£3</em><br></p><ul><li>a</li></ul><ol><li>b</li></ol>' +
          '<blockquote>q</blockquote><h4>More</h4><p><a href="https://a.example.test/x" rel="noopener noreferrer">web</a> ' +
          '<a href="mailto:desk@example.test" rel="noopener noreferrer">mail</a></p>',
      );
    });

    it.each([
      ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
      ['an onerror', '<p>Hi<img src=x onerror="alert(1)"></p>', '<p>Hi</p>'],
      ['an onclick on a kept tag', '<p onclick="alert(1)">Hi</p>', '<p>Hi</p>'],
      ['a javascript: href', '<p><a href="javascript:alert(1)">x</a></p>', '<p><a rel="noopener noreferrer">x</a></p>'],
      [
        'a data: href',
        '<a href="data:text/html,<script>alert(1)</script>">x</a>',
        '<a rel="noopener noreferrer">x</a>',
      ],
      ['a style attribute', '<p style="background:url(javascript:alert(1))">Hi</p>', '<p>Hi</p>'],
      ['a style element', '<style>p{display:none}</style><p>Hi</p>', '<p>Hi</p>'],
      ['an iframe', '<p>Hi</p><iframe src="https://evil.example.test"></iframe>', '<p>Hi</p>'],
      ['an svg', '<p>Hi</p><svg onload="alert(1)"><script>alert(2)</script></svg>', '<p>Hi</p>'],
      [
        'a target and a rel of its own',
        '<a href="https://x.example.test" target="_blank" rel="opener">x</a>',
        '<a href="https://x.example.test" rel="noopener noreferrer">x</a>',
      ],
      ['a tag outside the list', '<h1>Big</h1><p>Hi</p>', 'Big<p>Hi</p>'],
    ])('drops %s', async (_what, html, expected) => {
      expect(await stored(html)).toBe(expected);
    });

    it('refuses content with nothing left once sanitised', async () => {
      const reply = await apiCall(
        t,
        'POST',
        '/admin/market-updates',
        people.admin,
        update('Empty', null, '<script>alert(1)</script>'),
      );
      expectInvalid(reply, { field: 'content' });
      expect(reply.json().validation[0].message).toBe(messages.market.updates.contentEmpty);
    });

    it('sanitises a rewrite too', async () => {
      const made = await write(update('Rewrite', null));
      const patched = await apiCall(t, 'PATCH', `/admin/market-updates/${made.id}`, people.admin, {
        ...update('Rewrite', null, '<p onmouseover="alert(1)">Safe</p><script>x</script>'),
      });
      expect(patched.json().data.content).toBe('<p>Safe</p>');
    });
  });
});
