import { DEFAULT_FEATURE_FLAGS, featureFlagsSchema } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCall, demoOrganisationIds, signInDemo, type Headers } from '../../../../test/api-calls';
import { rows } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('feature flags (platform §1, §9; issue 5)', () => {
  let t: TestApp;
  let farmer: Headers;
  let buyer: Headers;
  let admin: Headers;
  let hillside: string;

  const mine = async (headers: Headers) => {
    const reply = await apiCall(t, 'GET', '/sys/v1/feature-flags', headers);
    expect(reply.statusCode, reply.body).toBe(200);
    return featureFlagsSchema.parse(reply.json().data);
  };
  const patch = (id: string, body: object) =>
    apiCall(t, 'PATCH', `/admin/organisations/${id}/feature-flags`, admin, body);

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    ({ farmer, buyer, admin } = await signInDemo(t, 'farmer', 'buyer', 'admin'));
    ({ hillside } = await demoOrganisationIds(t));
  }, 60_000);

  afterAll(() => t.close());

  beforeEach(async () => {
    await t.app.platform.database.db.execute(sql`update organisations set feature_flags = '{}'::jsonb`);
  });

  it('gives every organisation the defaults until a system administrator changes one', async () => {
    expect(await mine(farmer)).toEqual(DEFAULT_FEATURE_FLAGS);
    // A system administrator acts for no organisation: the defaults.
    expect(await mine(admin)).toEqual(DEFAULT_FEATURE_FLAGS);
  });

  it('changes only the flags named, for that organisation only, and stores only overrides', async () => {
    const first = await patch(hillside, { analytics: false });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ analytics: false, whatsNew: true, offlineApp: true });
    const second = await patch(hillside, { whatsNew: false });
    expect(second.json().data).toEqual({ analytics: false, whatsNew: false, offlineApp: true });

    expect(await mine(farmer)).toEqual({ analytics: false, whatsNew: false, offlineApp: true });
    expect(await mine(buyer)).toEqual(DEFAULT_FEATURE_FLAGS);
    const read = await apiCall(t, 'GET', `/admin/organisations/${hillside}/feature-flags`, admin);
    expect(read.json().data).toEqual({ analytics: false, whatsNew: false, offlineApp: true });
    const [row] = await rows<{ feature_flags: unknown }>(
      t,
      sql`select feature_flags from organisations where id = ${hillside}`,
    );
    expect(row!.feature_flags).toEqual({ analytics: false, whatsNew: false });
  });

  it('answers 404 for an unknown organisation and 400 for a flag that is not a boolean', async () => {
    expect((await patch(MISSING, { analytics: false })).statusCode).toBe(404);
    expect((await apiCall(t, 'GET', `/admin/organisations/${MISSING}/feature-flags`, admin)).statusCode).toBe(404);
    expect((await patch(hillside, { analytics: 'off' })).statusCode).toBe(400);
    expect(await mine(farmer)).toEqual(DEFAULT_FEATURE_FLAGS);
  });
});
