import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanJson,
  cleanString,
  clientLogBatchSchema,
  clientLogEntrySchema,
  LOG_BATCH_MAX,
  LOG_FLUSH_INTERVAL_MS,
  LOG_LEVELS,
  shouldSendLogs,
} from './client-logs';
import { isStorableText } from './storable-text';

const entry = {
  timestamp: '2026-11-23T10:00:00.000Z',
  level: 'error',
  message: 'Request failed',
  service: 'web',
  meta: { platform: 'web' },
} as const;

const profile = (roles: string[], modules: string[]) => ({
  roles,
  organisation: { modules: modules.map((id) => ({ id })) },
});

describe('client log constants (platform §3, §9)', () => {
  it('has the levels debug, warn and error', () => {
    expect(LOG_LEVELS).toEqual(['debug', 'warn', 'error']);
  });

  it('flushes every 5 s', () => {
    expect(LOG_FLUSH_INTERVAL_MS).toBe(5_000);
  });
});

describe('cleaning (platform §5: strings over 500 characters are cut at 501)', () => {
  it('leaves a string of 500 characters alone', () => {
    expect(cleanString('a'.repeat(500))).toHaveLength(500);
  });

  it('cuts a string of 501 or more characters at 501', () => {
    expect(cleanString('a'.repeat(501))).toHaveLength(501);
    expect(cleanString('b'.repeat(5_000))).toBe('b'.repeat(501));
  });

  it('never cuts an emoji in half: it keeps 500 characters where the 501st is half of a pair', () => {
    const emoji = '🌾'.repeat(300);
    expect(cleanString(emoji)).toBe('🌾'.repeat(250));
    expect(isStorableText(cleanString(emoji))).toBe(true);
    expect(cleanString(`a${emoji}`)).toHaveLength(501);
  });

  it('never lengthens a string and keeps its start', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2_000 }), (value) => {
        const cleaned = cleanString(value);
        expect(cleaned.length).toBe(value.length > 500 ? 501 : value.length);
        expect(value.startsWith(cleaned)).toBe(true);
      }),
    );
  });

  it('cleans the strings inside data, however deep', () => {
    const long = 'x'.repeat(900);
    expect(cleanJson({ a: long, b: [1, { c: long }], d: null })).toEqual({
      a: 'x'.repeat(501),
      b: [1, { c: 'x'.repeat(501) }],
      d: null,
    });
  });
});

describe('clientLogEntrySchema', () => {
  it('accepts an entry with the spec fields', () => {
    const full = { ...entry, data: { status: 500 }, app: { version: '0.1.0' }, region: 'GB', tags: ['api'] };
    expect(clientLogEntrySchema.parse(full)).toMatchObject(full);
  });

  it('refuses an unknown level, service or tag', () => {
    expect(clientLogEntrySchema.safeParse({ ...entry, level: 'info' }).success).toBe(false);
    expect(clientLogEntrySchema.safeParse({ ...entry, service: 'fax' }).success).toBe(false);
    expect(clientLogEntrySchema.safeParse({ ...entry, tags: ['nope'] }).success).toBe(false);
  });

  it(`takes 1 to ${LOG_BATCH_MAX} entries in one batch`, () => {
    expect(clientLogBatchSchema.safeParse([]).success).toBe(false);
    expect(clientLogBatchSchema.safeParse(Array(LOG_BATCH_MAX).fill(entry)).success).toBe(true);
    expect(clientLogBatchSchema.safeParse(Array(LOG_BATCH_MAX + 1).fill(entry)).success).toBe(false);
  });
});

describe('shouldSendLogs (platform §6: only authenticated non-admin inventory users)', () => {
  it('sends for a signed-in member of an organisation with inventory:core', () => {
    expect(shouldSendLogs(profile(['user'], ['inventory:core', 'trading:core']))).toBe(true);
  });

  it('does not send when signed out', () => {
    expect(shouldSendLogs(null)).toBe(false);
  });

  it('does not send for a system administrator, nor while impersonating', () => {
    expect(shouldSendLogs(profile(['sys-admin'], ['inventory:core']))).toBe(false);
    expect(shouldSendLogs(profile([], ['inventory:core']), { impersonating: true })).toBe(false);
  });

  it('does not send for an organisation without inventory', () => {
    expect(shouldSendLogs(profile([], ['trading:buyers']))).toBe(false);
  });
});
