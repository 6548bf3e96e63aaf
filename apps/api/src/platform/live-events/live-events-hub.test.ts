import { LIVE_EVENTS_HEARTBEAT_MS, LIVE_EVENTS_RETRY_MS } from '@harvest/domain';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { formatLiveEvent, LIVE_EVENTS_HEARTBEAT, LiveEvents } from './live-events';

/** No listener: deliver() is driven by hand, as a NOTIFY payload would drive it. */
const noDatabase = { kind: 'pglite', pglite: null, pool: null } as unknown as Database;

function sink(userId: string, organisationId: string | null) {
  const chunks: string[] = [];
  let ended = false;
  return {
    userId,
    organisationId,
    write: (chunk: string) => chunks.push(chunk),
    end: () => {
      ended = true;
    },
    chunks,
    ended: () => ended,
  };
}

describe('live events hub', () => {
  let live: LiveEvents;

  beforeEach(() => {
    vi.useFakeTimers();
    live = new LiveEvents(noDatabase, pino({ level: 'silent' }));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts a stream with the retry hint and writes a comment heartbeat every 25 s', () => {
    const stream = sink('u1', 'o1');
    const release = live.open(stream);
    expect(stream.chunks).toEqual([`retry: ${LIVE_EVENTS_RETRY_MS}\n\n`]);
    vi.advanceTimersByTime(LIVE_EVENTS_HEARTBEAT_MS - 1);
    expect(stream.chunks).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(stream.chunks.at(-1)).toBe(LIVE_EVENTS_HEARTBEAT);
    vi.advanceTimersByTime(LIVE_EVENTS_HEARTBEAT_MS);
    expect(stream.chunks.filter((chunk) => chunk === LIVE_EVENTS_HEARTBEAT)).toHaveLength(2);
    release();
    vi.advanceTimersByTime(LIVE_EVENTS_HEARTBEAT_MS * 3);
    expect(stream.chunks.filter((chunk) => chunk === LIVE_EVENTS_HEARTBEAT)).toHaveLength(2);
  });

  it('writes an event to the streams of its person or organisation only, loading it once', async () => {
    const loader = vi.fn(async (id: string) => ({ id }));
    live.provide('notification', loader);
    live.provide('feature-flags', async () => ({ analytics: false, whatsNew: true, offlineApp: true }));
    const mine = sink('u1', 'o1');
    const myOtherTab = sink('u1', 'o1');
    const colleague = sink('u2', 'o1');
    const stranger = sink('u3', 'o2');
    for (const stream of [mine, myOtherTab, colleague, stranger]) live.open(stream);

    await live.deliver(JSON.stringify({ event: 'notification', id: 'n1', audience: { userId: 'u1' } }));
    expect(loader).toHaveBeenCalledTimes(1);
    expect(mine.chunks.at(-1)).toBe(formatLiveEvent('notification', { id: 'n1' }));
    expect(myOtherTab.chunks.at(-1)).toBe(formatLiveEvent('notification', { id: 'n1' }));
    expect(colleague.chunks).toHaveLength(1);

    await live.deliver(JSON.stringify({ event: 'feature-flags', id: 'o1', audience: { organisationId: 'o1' } }));
    expect(colleague.chunks.at(-1)).toMatch(/^event: feature-flags\ndata: \{"analytics":false/);
    expect(stranger.chunks).toHaveLength(1);
  });

  it("writes an organisation's event only to its members holding one of the permissions it names", async () => {
    live.provide('job-tracking', async (id: string) => ({ jobId: id }));
    const organiser = { ...sink('u1', 'o1'), access: { 'logistics.jobs': 'read' } };
    const writer = { ...sink('u2', 'o1'), access: { 'logistics.jobs': 'write' } };
    const colleague = { ...sink('u3', 'o1'), access: { 'inventory.movements': 'write' } };
    const driver = { ...sink('u4', 'o2'), access: { 'logistics.carrier': 'read' } };
    for (const stream of [organiser, writer, colleague, driver]) live.open(stream);
    await live.deliver(
      JSON.stringify({
        event: 'job-tracking',
        id: 'j1',
        audience: { organisationId: 'o1', holding: [['logistics.jobs', 'read']] },
      }),
    );
    const event = formatLiveEvent('job-tracking', { jobId: 'j1' });
    expect(organiser.chunks.at(-1)).toBe(event);
    expect(writer.chunks.at(-1)).toBe(event);
    expect(colleague.chunks).toHaveLength(1);
    expect(driver.chunks).toHaveLength(1);
  });

  it('loads nothing when no stream here wants the event, and sends nothing the loader refuses', async () => {
    const loader = vi.fn(async () => null);
    live.provide('notification', loader);
    await live.deliver(JSON.stringify({ event: 'notification', id: 'n1', audience: { userId: 'u1' } }));
    expect(loader).not.toHaveBeenCalled();
    const stream = sink('u1', null);
    live.open(stream);
    await live.deliver(JSON.stringify({ event: 'notification', id: 'n1', audience: { userId: 'u1' } }));
    expect(loader).toHaveBeenCalledTimes(1);
    expect(stream.chunks).toHaveLength(1);
  });

  it('ignores a payload it cannot read', async () => {
    const stream = sink('u1', null);
    live.open(stream);
    await live.deliver('not json');
    await live.deliver(JSON.stringify({ event: 'unknown', id: 'x', audience: { userId: 'u1' } }));
    expect(stream.chunks).toHaveLength(1);
  });

  it('ends every open stream when the app closes', async () => {
    const streams = [sink('u1', null), sink('u2', null)];
    for (const stream of streams) live.open(stream);
    await live.stop();
    expect(streams.every((stream) => stream.ended())).toBe(true);
    expect(live.openStreams).toBe(0);
  });
});
