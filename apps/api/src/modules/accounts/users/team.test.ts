import { FULL_ACCESS, teamMemberSchema } from '@harvest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, invitePerson, type Headers } from '../../../../test/api-calls';
import { bearer, signIn } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';

describe('GET /api/customers/users (the team list)', () => {
  let t: TestApp;
  let farmer: Headers;
  let buyer: Headers;
  let buyer2: Headers;

  const team = (headers: Headers, query = '') => apiCall(t, 'GET', `/customers/users${query}`, headers);

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    farmer = bearer(await signIn(t, 'farmer@demo.farm'));
    buyer = bearer(await signIn(t, 'buyer@demo.farm'));
    buyer2 = bearer(await signIn(t, 'buyer2@demo.farm'));
  }, 60_000);

  afterAll(() => t.close());

  it("lists the acting organisation's members only, with their access, 25 to a page by default", async () => {
    const reply = await team(buyer);
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    const members = body.data.map((row: unknown) => teamMemberSchema.parse(row));
    expect(members.map((member: { email: string }) => member.email)).toEqual(['buyer@demo.farm', 'buyer2@demo.farm']);
    expect(members[0].access).toEqual(FULL_ACCESS);
    expect(members[0].status).toBe('active');
    expect(body.pagination).toMatchObject({ limit: 25, currentPage: 1, totalDocuments: 2 });
  });

  it('includes a member who is invited but has not accepted yet', async () => {
    const invited = await invitePerson(t, farmer, { email: 'rosa@field.farm', givenName: 'Rosa', familyName: 'Field' });
    expect(invited.statusCode).toBe(201);
    const members = (await team(farmer)).json().data as { email: string; status: string }[];
    expect(members.find((member) => member.email === 'rosa@field.farm')?.status).toBe('invited');
    expect(members.some((member) => member.email.startsWith('buyer'))).toBe(false);
  });

  it('pages with offset and limit', async () => {
    const body = (await team(buyer, '?offset=1&limit=1')).json();
    expect(body.data.map((row: { email: string }) => row.email)).toEqual(['buyer2@demo.farm']);
    expect(body.pagination).toMatchObject({ currentPage: 2, limit: 1, totalDocuments: 2 });
  });

  it('refuses a member without account.teams read (403) and a caller without a token (401)', async () => {
    expect((await team(buyer2)).statusCode).toBe(403);
    expect((await team({})).statusCode).toBe(401);
  });
});
