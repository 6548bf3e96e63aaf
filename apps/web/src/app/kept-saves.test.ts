import { HEADERS, messages } from '@harvest/domain';
import { MutationObserver, onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../lib/api/api-request';
import { keptSaves } from '../lib/offline/waiting-saves';
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

/** A save as a form makes it: a mutation whose function POSTs. */
function save(client: QueryClient, path: string, body: unknown) {
  const observer = new MutationObserver(client, {
    mutationFn: (input: unknown) => apiRequest('POST', path, { auth: 'none', body: input }),
  });
  return observer.mutate(body).catch(() => undefined);
}

const notified = () => vi.mocked(notify).mock.calls.map(([input]) => input);

describe('saves made offline (issue 20)', () => {
  let client: QueryClient;

  beforeEach(() => {
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

    await vi.waitFor(() => expect(keptSaves(client)).toHaveLength(2));
    expect(sent).toEqual([]);
    expect(notified()).toContainEqual(expect.objectContaining({ name: 'save-kept', title: 'Saved on this device' }));

    onlineManager.setOnline(true);
    await Promise.all([first, second]);
    expect(sent.map((request) => request.body)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(new Set(sent.map((request) => request.key)).size).toBe(2);
    expect(keptSaves(client)).toHaveLength(0);
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
    await vi.waitFor(() => expect(keptSaves(client)).toHaveLength(1));
    onlineManager.setOnline(true);
    await pending;
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).toBe(sent[0]!.key);
  }, 10_000);

  it('says plainly when the API refuses a save kept offline, and leaves it on screen until read', async () => {
    fakeApi(() => refused(messages.inventory.movingTooMuch));
    const pending = save(client, '/inventory/movements', { n: 1 });
    await vi.waitFor(() => expect(keptSaves(client)).toHaveLength(1));
    onlineManager.setOnline(true);
    await pending;

    expect(notified()).toContainEqual(
      expect.objectContaining({
        type: 'error',
        title: 'A change made offline was not saved',
        message: messages.inventory.movingTooMuch,
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
});
