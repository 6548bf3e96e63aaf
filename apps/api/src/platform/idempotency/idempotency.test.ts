import { HEADERS, IDEMPOTENCY_KEY_TTL_MS, messages } from '@harvest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, signIn } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { requireAuth } from '../auth/guard';
import { ok } from '../http/envelope';
import { idempotent, REPLAYED_HEADER } from './idempotency';

describe('Idempotency-Key on POSTs that create (DESIGN §2)', () => {
  let t: TestApp;
  let farmer: Record<string, string>;
  let buyer: Record<string, string>;
  let created = 0;
  let failNext = false;

  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        extraRoutes: async (app) => {
          await app.register(
            async (plain) => {
              const api = plain.withTypeProvider<ZodTypeProvider>();
              api.post(
                '/things',
                {
                  onRequest: requireAuth,
                  ...idempotent,
                  schema: { body: z.object({ name: z.string(), padding: z.string().optional() }) },
                },
                async (request, reply) => {
                  if (failNext) {
                    failNext = false;
                    throw new Error('the database went away');
                  }
                  created += 1;
                  return reply.code(201).send(ok({ number: created, name: request.body.name }, { status: 201 }));
                },
              );
            },
            { prefix: '/api/test' },
          );
        },
      },
    );
    await t.seedDemo();
    farmer = bearer(await signIn(t, 'farmer@demo.farm'));
    buyer = bearer(await signIn(t, 'buyer@demo.farm'));
  }, 60_000);

  afterAll(() => t.close());

  const post = (headers: Record<string, string>, key: string | null, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test/things',
      headers: key === null ? headers : { ...headers, [HEADERS.idempotencyKey]: key },
      payload,
    });

  it('replays the first answer to a retry, and the thing is created once', async () => {
    const before = created;
    const first = await post(farmer, 'key-1', { name: 'barley' });
    const retry = await post(farmer, 'key-1', { name: 'barley' });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(retry.headers[REPLAYED_HEADER]).toBe('true');
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(created).toBe(before + 1);
  });

  it('replays a large answer as JSON even when the client accepts compression', async () => {
    const padding = 'x'.repeat(4000);
    const first = await post({ ...farmer, 'accept-encoding': 'gzip' }, 'key-big', { name: 'oats', padding });
    const retry = await post(farmer, 'key-big', { name: 'oats', padding });
    expect(retry.json().data).toEqual({ number: expect.any(Number), name: 'oats' });
    expect(first.statusCode).toBe(201);
  });

  it("answers 422 'That request key was already used with a different request' for another body", async () => {
    await post(farmer, 'key-2', { name: 'wheat' });
    const other = await post(farmer, 'key-2', { name: 'rape' });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(messages.errors.idempotencyMismatch);
  });

  it('keeps keys per user: the same key from another user is another request', async () => {
    const before = created;
    await post(farmer, 'shared-key', { name: 'beans' });
    const theirs = await post(buyer, 'shared-key', { name: 'beans' });
    expect(theirs.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(created).toBe(before + 2);
  });

  it('does not keep a failure of ours: the retry runs again', async () => {
    failNext = true;
    const failed = await post(farmer, 'key-3', { name: 'peas' });
    expect(failed.statusCode).toBe(500);
    const retry = await post(farmer, 'key-3', { name: 'peas' });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers[REPLAYED_HEADER]).toBeUndefined();
  });

  it('lets only one of two simultaneous requests with one key run', async () => {
    const before = created;
    const replies = await Promise.all([
      post(farmer, 'key-5', { name: 'maize' }),
      post(farmer, 'key-5', { name: 'maize' }),
    ]);
    expect(created).toBe(before + 1);
    for (const reply of replies) expect([201, 409]).toContain(reply.statusCode);
    const refused = replies.find((reply) => reply.statusCode === 409);
    if (refused) expect(refused.json().message).toBe(messages.errors.idempotencyInProgress);
  });

  it('refuses a key that is empty or too long with 400 on the header', async () => {
    const reply = await post(farmer, 'k'.repeat(256), { name: 'rye' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().validation).toEqual([
      { field: 'Idempotency-Key', message: messages.errors.idempotencyKeyInvalid },
    ]);
  });

  it('changes nothing for a request without a key', async () => {
    const before = created;
    await post(farmer, null, { name: 'spelt' });
    await post(farmer, null, { name: 'spelt' });
    expect(created).toBe(before + 2);
  });

  it('forgets a key after 24 hours', async () => {
    const before = created;
    await post(farmer, 'key-4', { name: 'linseed' });
    t.clock.advance(IDEMPOTENCY_KEY_TTL_MS + 1000);
    // A day on, the access token has long expired: sign in again as the phone would.
    farmer = bearer(await signIn(t, 'farmer@demo.farm'));
    const later = await post(farmer, 'key-4', { name: 'linseed' });
    expect(later.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(created).toBe(before + 2);
  });
});

describe('Idempotency-Key on a real call: inviting a team member', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
  }, 60_000);

  afterAll(() => t.close());

  it('sends one invite however often a phone on a weak signal retries', async () => {
    const headers = { ...bearer(await signIn(t, 'farmer@demo.farm')), [HEADERS.idempotencyKey]: 'invite-rosa' };
    const payload = { email: 'rosa@field.farm', givenName: 'Rosa', familyName: 'Field' };
    const first = await t.app.inject({ method: 'POST', url: '/api/customers/invite', headers, payload });
    const retry = await t.app.inject({ method: 'POST', url: '/api/customers/invite', headers, payload });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.id).toBe(first.json().data.id);
    const invites = await t.app.inject({ method: 'GET', url: '/api/customers/invites', headers });
    expect(invites.json().data).toHaveLength(1);
  });
});
