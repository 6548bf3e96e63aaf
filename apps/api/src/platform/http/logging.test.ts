import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { redactUrl } from './logging';

describe('logging', () => {
  it('redacts secrets in query strings', () => {
    expect(redactUrl('/inventory/auth/login?token=abc123&redirect=%2Ftrading')).toBe(
      '/inventory/auth/login?token=%5Bredacted%5D&redirect=%2Ftrading',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  describe('in a running app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    }, 60_000);
    afterAll(() => t.close());

    it('writes structured lines with the request id and no token or secret query value', async () => {
      await t.app.inject({
        method: 'GET',
        url: '/api/health?token=magic-link-secret-123',
        headers: { authorization: 'Bearer secret-access-token', 'x-request-id': 'trace-42' },
      });
      const lines = t.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines.some((line) => line.reqId === 'trace-42')).toBe(true);
      const all = t.logs.join('\n');
      expect(all).not.toContain('magic-link-secret-123');
      expect(all).not.toContain('secret-access-token');
    });
  });
});
