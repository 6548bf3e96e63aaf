import { HEADERS, IDEMPOTENCY_KEY_TTL_MS, messages } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, signIn } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { requireAuth } from '../auth/guard';
import { ok } from '../http/envelope';
import { queryRows } from '../db/database';
import { ABANDONED_AFTER_MS, idempotent, REPLAYED_HEADER } from './idempotency';

describe('Idempotency-Key on POSTs that create (DESIGN §2)', () => {
  let t: TestApp;
  let farmer: Record<string, string>;
  let buyer: Record<string, string>;
  let created = 0;
  let failNext = false;
  /** Saved things, written in a transaction as services do: what a retry must never write twice. */
  let failAfterSaving = false;

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
                  if (request.body.name.startsWith('saved:')) {
                    await t.app.platform.database.db.transaction(async (tx) => {
                      await tx.execute(sql`insert into test_saved_things (name) values (${request.body.name})`);
                    });
                    if (failAfterSaving) {
                      failAfterSaving = false;
                      throw new Error('the process died after the commit');
                    }
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
    await t.app.platform.database.db.execute(sql`create table test_saved_things (name text not null)`);
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

  const savedCount = async (name: string) =>
    (
      await queryRows<{ n: number }>(
        t.app.platform.database.db,
        sql`select count(*)::int as n from test_saved_things where name = ${name}`,
      )
    )[0]!.n;

  it("keeps a failure after the change committed as 'already saved': the retry does not make it twice", async () => {
    failAfterSaving = true;
    const failed = await post(farmer, 'key-saved', { name: 'saved:oats' });
    expect(failed.statusCode).toBe(500);
    const retry = await post(farmer, 'key-saved', { name: 'saved:oats' });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(messages.errors.idempotencyApplied);
    expect(await savedCount('saved:oats')).toBe(1);
  });

  it('never runs again a claim whose process died after committing, however long the retry waits', async () => {
    const first = await post(farmer, 'key-died', { name: 'saved:rye' });
    expect(first.statusCode).toBe(201);
    // The process died between the commit and storing the answer: the claim holds the stamp its transaction left.
    await t.app.platform.database.db.execute(
      sql`update idempotency_keys set status_code = null, response_body = null where key = 'key-died'`,
    );
    const soon = await post(farmer, 'key-died', { name: 'saved:rye' });
    expect(soon.statusCode).toBe(409);
    expect(soon.json().message).toBe(messages.errors.idempotencyInProgress);
    t.clock.advance(ABANDONED_AFTER_MS + 1000);
    const later = await post(farmer, 'key-died', { name: 'saved:rye' });
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toBe(messages.errors.idempotencyApplied);
    expect(await savedCount('saved:rye')).toBe(1);
  });

  it('runs again a claim whose process died before anything committed', async () => {
    await t.app.platform.database.db.execute(
      sql`insert into idempotency_keys (scope, key, request_hash, created_at, expires_at)
          select scope, 'key-lost', request_hash, created_at, expires_at from idempotency_keys where key = 'key-died'`,
    );
    const stale = await queryRows<{ applied_at: string | null }>(
      t.app.platform.database.db,
      sql`select applied_at from idempotency_keys where key = 'key-lost'`,
    );
    expect(stale[0]!.applied_at).toBeNull();
    t.clock.advance(ABANDONED_AFTER_MS + 1000);
    const retry = await post(farmer, 'key-lost', { name: 'saved:rye' });
    expect(retry.statusCode).toBe(201);
    expect(await savedCount('saved:rye')).toBe(2);
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
