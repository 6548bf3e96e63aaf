import { afterEach, describe, expect, it } from 'vitest';
import { noteServerTime, serverNow } from './server-clock';

describe('the server clock as the device sees it', () => {
  afterEach(() => noteServerTime(new Date(1_000).toISOString(), 1_000));

  it('follows the server when its test clock is ahead of the device', () => {
    noteServerTime('2026-11-25T12:00:00.000Z', Date.parse('2026-11-25T09:00:00.000Z'));
    expect(serverNow(Date.parse('2026-11-25T09:00:05.000Z'))).toBe(Date.parse('2026-11-25T12:00:05.000Z'));
  });

  it('keeps the last offset when a reply has no or an unreadable time', () => {
    noteServerTime('2026-11-25T12:00:00.000Z', Date.parse('2026-11-25T11:00:00.000Z'));
    noteServerTime(null);
    noteServerTime('not a time');
    expect(serverNow(0)).toBe(60 * 60 * 1000);
  });
});
