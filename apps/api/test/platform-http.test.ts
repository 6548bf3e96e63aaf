import { messages } from '@harvest/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { conflict } from '../src/platform/http/errors';
import { buildTestApp, type TestApp } from './build-test-app';

describe('the API platform', () => {
  let t: TestApp;
  let releaseSlow: () => void = () => undefined;

  beforeAll(async () => {
    // Routes that exist only in this test, to throw, wait and validate on purpose.
    // The development-only routes too, so the OpenAPI document can be checked for them.
    t = await buildTestApp(
      { devMailboxEnabled: true, testClockEnabled: true },
      {
        extraRoutes: async (app) => {
          await app.register(
            async (api) => {
              api.get('/boom', async () => {
                throw new Error('connection string postgres://secret@db/internal');
              });
              api.get('/busy', async () => {
                throw conflict('That bid was already accepted');
              });
              api.get('/slow', () => new Promise((resolve) => (releaseSlow = () => resolve({ ok: true }))));
              api.post(
                '/echo',
                { schema: { body: z.object({ name: z.string().min(2), quantity: z.number().int().min(1) }) } },
                async (request) => request.body,
              );
            },
            { prefix: '/api/test' },
          );
        },
      },
    );
  }, 60_000);

  afterAll(() => t.close());

  it('answers GET /api/health with the envelope, the database and current migrations', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({ status: 200, message: 'OK', data: { database: 'ok', version: '0.1.0' } });
    expect(body.data.migrations.current).toBe(true);
    expect(body.data.migrations.applied).toBeGreaterThan(0);
    // The web shows the development tools (the mailbox) only when the API serves them.
    expect(body.data.devTools).toBe(t.app.platform.config.devMailboxEnabled);
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({
      status: 404,
      message: messages.errors.routeNotFound,
      data: null,
      errors: [{ message: messages.errors.routeNotFound }],
      validation: [],
    });
  });

  it('answers a thrown error with a 500 envelope that shows no internals', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({
      status: 500,
      message: messages.errors.somethingWentWrong,
      data: null,
      errors: [{ message: messages.errors.somethingWentWrong }],
    });
    expect(reply.body).not.toContain('secret');
    expect(reply.body).not.toContain('stack');
    // The internals go to the log instead, where operators can see them.
    expect(t.logs.join('')).toContain('postgres://secret@db/internal');
  });

  it('maps a service conflict to 409 with its message', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/test/busy' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe('That bid was already accepted');
  });

  it('answers a body that is not JSON with 400', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "wheat",',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ status: 400, message: messages.errors.invalidBody, data: null });
  });

  it('lists each invalid field with an en-GB message', async () => {
    const reply = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'w', quantity: 0 } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().validation).toEqual([
      { field: 'name', message: 'Must be at least 2 characters' },
      { field: 'quantity', message: 'Must be at least 1' },
    ]);
  });

  it('says a missing field needs a value', async () => {
    const reply = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { quantity: 3 } });
    expect(reply.json().validation).toEqual([{ field: 'name', message: messages.validation.required }]);
  });

  it('refuses a body over the limit with 413', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(t.app.platform.config.bodyLimitBytes), quantity: 1 }),
    });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toMatchObject({ status: 413, message: messages.errors.tooLarge });
  });

  it('answers 503 with the envelope when a handler outlives the 30 s request timeout', async () => {
    expect(t.app.platform.config.requestTimeoutMs).toBe(30_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const pending = t.app.inject({ method: 'GET', url: '/api/test/slow' });
      await vi.advanceTimersByTimeAsync(29_999);
      await vi.advanceTimersByTimeAsync(1);
      const reply = await pending;
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toMatchObject({ status: 503, message: messages.errors.timedOut, data: null });
      expect(reply.headers[`x-offline`]).toBeUndefined();
    } finally {
      releaseSlow();
      vi.useRealTimers();
    }
  });

  it('tells a client older than the minimum supported version that the site is out of date', async () => {
    const old = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-app-version': '0.0.9' } });
    expect(old.statusCode).toBe(503);
    expect(old.headers['x-offline']).toBe('true');
    expect(old.json()).toMatchObject({ status: 503, message: 'This site is out of date' });

    const current = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-app-version': '0.1.0' } });
    expect(current.statusCode).toBe(200);
  });

  it('gives every reply a request id, keeping a sane one the caller sent', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-1234' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(refused.headers['x-request-id']).not.toBe('bad id with spaces');
  });

  it('sends security headers and no CORS headers by default', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(reply.headers['content-security-policy']).toContain("default-src 'self'");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(reply.statusCode).toBe(200);
    const doc = reply.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/admin/test-clock', '/api/dev/mailbox', '/api/dev/mailbox/{id}']),
    );
    expect(doc.paths['/api/admin/test-clock'].post.requestBody).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
