import { HEADERS, messages } from '@harvest/domain';
import { MutationObserver, onlineManager, type QueryClient } from '@tanstack/react-query';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../lib/api/api-request';
import { openKeptSaveStore } from '../lib/offline/kept-save-store';
import { keptSavesOf } from '../lib/offline/waiting-saves';
import { haulierProfile, makeProfile, signInAs } from '../test/session-fixtures';
import { dismiss, notify } from '../ui/notifications/notify';
import type * as NotifyModule from '../ui/notifications/notify';
import { createQueryClient } from './query-client';

vi.mock('../ui/notifications/notify', async (importOriginal) => {
  const original = await importOriginal<typeof NotifyModule>();
  return { ...original, notify: vi.fn(original.notify), dismiss: vi.fn(original.dismiss) };
});

interface Sent {
  path: string;
  key: string | null;
  body: unknown;
}

/** An API that records each POST it is sent, and answers from `answer` (200 by default). */
function fakeApi(answer: (sent: Sent, attempt: number) => Response | 'drop' = () => ok()) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      const headers = new Headers(init?.headers);
      const request = {
        path: new URL(String(input), 'http://localhost').pathname,
        key: headers.get(HEADERS.idempotencyKey),
        body: JSON.parse(String(init?.body ?? 'null')) as unknown,
      };
      sent.push(request);
      const reply = answer(request, sent.length);
      return reply === 'drop' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(reply);
    }),
  );
  return sent;
}

const ok = () => new Response(JSON.stringify({ status: 200, message: 'OK', data: null }), { status: 200 });
const refused = (message: string) =>
  new Response(JSON.stringify({ status: 409, message, data: null, errors: [{ message }] }), { status: 409 });

/** A save as a form makes it: a mutation whose function POSTs (with the signed-in person's session). */
function save(client: QueryClient, path: string, body: unknown) {
  const observer = new MutationObserver(client, {
    mutationFn: (input: unknown) => apiRequest('POST', path, { body: input }),
  });
  return observer.mutate(body).catch(() => undefined);
}

const waiting = (client: QueryClient) => keptSavesOf(client)?.waiting() ?? [];

const farmer = makeProfile();

/** The keys of the saves this browser's IndexedDB holds for the farmer, oldest first. */
async function storedKeys(): Promise<string[]> {
  const store = await openKeptSaveStore(indexedDB);
  return (await store.list(`${farmer.userId}:${farmer.id}`)).map((kept) => kept.key);
}

const notified = () => vi.mocked(notify).mock.calls.map(([input]) => input);

describe('saves made offline (issue 20)', () => {
  let client: QueryClient;

  beforeEach(() => {
    // This browser's IndexedDB, empty for each test (jsdom has none).
    vi.stubGlobal('indexedDB', new IDBFactory());
    signInAs(farmer);
    client = createQueryClient();
    client.mount();
    onlineManager.setOnline(false);
  });
  afterEach(() => {
    onlineManager.setOnline(true);
    client.unmount();
    vi.unstubAllGlobals();
    vi.mocked(notify).mockClear();
  });

  it('says at once that a save is kept, holds it, and sends the saves in order when the connection returns', async () => {
    const sent = fakeApi();
    const first = save(client, '/inventory/movements', { n: 1 });
    const second = save(client, '/inventory/records', { n: 2 });

    await vi.waitFor(() => expect(waiting(client)).toHaveLength(2));
    expect(sent).toEqual([]);
    expect(notified()).toContainEqual(expect.objectContaining({ name: 'save-kept', title: 'Saved on this device' }));

    onlineManager.setOnline(true);
    await Promise.all([first, second]);
    expect(sent.map((request) => request.body)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(new Set(sent.map((request) => request.key)).size).toBe(2);
    expect(waiting(client)).toHaveLength(0);
    expect(notified()).toContainEqual(expect.objectContaining({ message: 'Your changes made offline have been sent' }));
    // 'Kept on this device' is no longer true, so it has gone.
    expect(vi.mocked(dismiss)).toHaveBeenCalledWith('save-kept');
  });

  it('sends a save again with the same Idempotency-Key when its answer never came, so a replay never doubles it', async () => {
    onlineManager.setOnline(true);
    // The first send reaches nobody's answer (the connection drops); the resend is answered.
    const sent = fakeApi((_, attempt) => (attempt === 1 ? 'drop' : ok()));
    await save(client, '/inventory/movements', { n: 1 });

    expect(sent).toHaveLength(2);
    expect(sent[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]!.key).toBe(sent[0]!.key);
  }, 10_000);

  it('keeps the key of a save through its wait offline: the send after reconnecting carries the one it was given', async () => {
    const sent = fakeApi((_, attempt) => (attempt === 1 ? 'drop' : ok()));
    const pending = save(client, '/inventory/movements', { n: 1 });
    await vi.waitFor(() => expect(waiting(client)).toHaveLength(1));
    onlineManager.setOnline(true);
    await pending;
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).toBe(sent[0]!.key);
  }, 10_000);

  it('says plainly when the API refuses a save kept offline, and leaves it on screen until read', async () => {
    fakeApi(() => refused(messages.inventory.movingTooMuch));
    const pending = save(client, '/inventory/movements', { n: 1 });
    await vi.waitFor(() => expect(waiting(client)).toHaveLength(1));
    onlineManager.setOnline(true);
    await pending;

    await vi.waitFor(() => expect(notified()).toContainEqual(expect.objectContaining({ type: 'error' })));
    expect(notified()).toContainEqual(
      expect.objectContaining({
        type: 'error',
        title: 'A change made offline was not saved',
        message: expect.stringMatching(
          new RegExp(`^A stock change made at \\d\\d:\\d\\d on .+: ${messages.inventory.movingTooMuch}$`),
        ) as unknown,
        dismissible: true,
      }),
    );
  });

  it('says nothing of a save made online: it is neither kept nor announced', async () => {
    onlineManager.setOnline(true);
    fakeApi();
    await save(client, '/inventory/movements', { n: 1 });
    expect(notified()).toEqual([]);
  });

  it('keeps saves in IndexedDB: after a reload offline they still wait, then go in order with their own keys', async () => {
    const sent = fakeApi();
    void save(client, '/inventory/movements', { n: 1 });
    void save(client, '/inventory/records', { n: 2 });
    await vi.waitFor(() => expect(waiting(client)).toHaveLength(2));
    const keys = waiting(client).map((kept) => kept.key);
    await vi.waitFor(async () => expect(await storedKeys()).toEqual(keys));

    // The reload: this page's client and its mutations are gone; a new one starts from what the device kept.
    client.unmount();
    client = createQueryClient();
    const refreshed = vi.spyOn(client, 'invalidateQueries');
    client.mount();
    await vi.waitFor(() => expect(waiting(client).map((kept) => kept.key)).toEqual(keys));
    expect(sent).toEqual([]);

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(waiting(client)).toHaveLength(0));
    expect(sent.map((request) => [request.path, request.key, request.body])).toEqual([
      ['/api/inventory/movements', keys[0], { n: 1 }],
      ['/api/inventory/records', keys[1], { n: 2 }],
    ]);
    await vi.waitFor(async () => expect(await storedKeys()).toEqual([]));
    expect(notified()).toContainEqual(expect.objectContaining({ message: 'Your changes made offline have been sent' }));
    // The forms that made them are gone: every list is fetched again.
    expect(refreshed).toHaveBeenCalled();
  });

  it('shows and sends kept saves only to their owner: another person signed in on the browser never meets them', async () => {
    const sent = fakeApi();
    void save(client, '/inventory/movements', { n: 1 });
    await vi.waitFor(() => expect(waiting(client)).toHaveLength(1));
    await vi.waitFor(async () => expect(await storedKeys()).toHaveLength(1));

    signInAs(haulierProfile({ userId: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd' }));
    expect(waiting(client)).toHaveLength(0);
    onlineManager.setOnline(true);
    await keptSavesOf(client)?.flush();
    expect(sent).toEqual([]);
    expect(await storedKeys()).toHaveLength(1);

    // Back as their owner, they are waiting again, and go.
    signInAs(farmer);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await vi.waitFor(() => expect(waiting(client)).toHaveLength(0));
  });

  it('tells which kept save the API refused and why, and still sends the rest', async () => {
    const sent = fakeApi((request) =>
      request.path === '/api/trading/offers' ? refused(messages.inventory.movingTooMuch) : ok(),
    );
    void save(client, '/inventory/movements', { n: 1 });
    void save(client, '/trading/offers', { n: 2 });
    void save(client, '/inventory/records', { n: 3 });
    await vi.waitFor(() => expect(waiting(client)).toHaveLength(3));
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(waiting(client)).toHaveLength(0));

    expect(sent.map((request) => request.body)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    await vi.waitFor(() => expect(notified().filter((notice) => notice.type === 'error')).toHaveLength(1));
    const refusals = notified().filter((notice) => notice.type === 'error');
    expect(refusals[0]!.message).toMatch(/^A trading change made at .+: /);
    expect(refusals[0]!.message).toContain(messages.inventory.movingTooMuch);
    expect(notified()).toContainEqual(expect.objectContaining({ message: 'Your changes made offline have been sent' }));
  });

  it('keeps a save the API could not take (5xx) for the next try, with everything after it, in order', async () => {
    const sent = fakeApi((_, attempt) =>
      attempt === 1
        ? new Response(JSON.stringify({ status: 503, message: 'Down', data: null }), { status: 503 })
        : ok(),
    );
    void save(client, '/inventory/movements', { n: 1 });
    void save(client, '/inventory/records', { n: 2 });
    await vi.waitFor(() => expect(waiting(client)).toHaveLength(2));
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(waiting(client)).toHaveLength(2);
    expect(await storedKeys()).toHaveLength(2);

    // The next try (a second later) sends both, the first again with its key.
    await vi.waitFor(() => expect(waiting(client)).toHaveLength(0), { timeout: 5_000 });
    expect(sent.map((request) => request.body)).toEqual([{ n: 1 }, { n: 1 }, { n: 2 }]);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(notified().filter((notice) => notice.type === 'error')).toEqual([]);
  }, 10_000);

  it('never writes a password or a session change to the device: offline it is sent as it is, not kept', async () => {
    const sent = fakeApi();
    await save(client, '/auth/change-password', { oldPassword: 'Harvest2026!', newPassword: 'Harvest2027!' });
    expect(sent.map((request) => request.path)).toEqual(['/api/auth/change-password']);
    expect(waiting(client)).toEqual([]);
    expect(await storedKeys()).toEqual([]);
  });
});
