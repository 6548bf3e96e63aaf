import { FORMER_OWNER_ACCESS, FULL_ACCESS, messages, userInfoSchema } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, expectInvalid, invitedUserId, signInDemo, type Headers } from '../../../../test/api-calls';
import { newMember, rows, userIdOf } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';

describe('PATCH /customers/organisations/owner (ownership transfer)', () => {
  let t: TestApp;
  let farmer: Headers;
  let buyer: Headers;
  let buyer2: Headers;

  const transfer = (headers: Headers, payload: object) =>
    apiCall(t, 'PATCH', '/customers/organisations/owner', headers, payload);

  const groupsOf = async (userId: string) => {
    const [row] = await rows<{ groups: string[]; access: Record<string, string> }>(
      t,
      sql`select p.groups, p.access from profiles p join organisations o on o.id = p.organisation_id
          where p.user_id = ${userId} and o.name = 'Hillside Farm Partnership' and p.deleted_at is null`,
    );
    return row;
  };

  /** A new active Hillside member with a session. */
  const member = (groups: string[] = []) => newMember(t, { prefix: 'heir', groups });

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    ({ farmer, buyer, buyer2 } = await signInDemo(t, 'farmer', 'buyer', 'buyer2'));
  }, 60_000);

  afterAll(() => t.close());

  it('is for an owner only (403 ownerOnly) and refuses a caller without a token (401)', async () => {
    const heir = await member();
    const manager = await newMember(t, { prefix: 'heir', access: { 'account.teams': 'write' } });
    const byManager = await transfer(manager.headers, { userId: heir.userId });
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().message).toBe(messages.accounts.ownerOnly);
    const buyerId = await userIdOf(t, 'buyer@demo.farm');
    expect((await transfer(buyer2, { userId: buyerId })).statusCode).toBe(403);
    expect((await transfer({}, { userId: heir.userId })).statusCode).toBe(401);
  });

  it('needs an active member of the own organisation (400), not oneself or an owner (409), valid input (400); changes nothing', async () => {
    const farmerId = await userIdOf(t, 'farmer@demo.farm');
    const buyerId = await userIdOf(t, 'buyer@demo.farm');
    const invitedId = await invitedUserId(t, farmer, {
      email: 'pending@hillside.test',
      givenName: 'Pen',
      familyName: 'Ding',
    });

    // Another organisation's user is not a member here: the contract answers 400, as for any non-member.
    for (const userId of [buyerId, invitedId]) {
      const reply = await transfer(farmer, { userId });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().validation).toEqual([{ field: 'userId', message: messages.validation.invalid }]);
    }
    // And a caller of another organisation cannot hand over this one's members.
    const heir = await member();
    expect((await transfer(buyer, { userId: heir.userId })).statusCode).toBe(400);

    const self = await transfer(farmer, { userId: farmerId });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(messages.accounts.alreadyOwner);
    for (const payload of [{}, { userId: 'nope' }]) {
      expectInvalid(await transfer(farmer, payload), { field: 'userId' });
    }
    expect((await groupsOf(farmerId))?.groups).toEqual(['owner']);
    expect((await groupsOf(heir.userId))?.groups).toEqual([]);
  });

  it('makes the member the owner and demotes the former owner to FORMER_OWNER_ACCESS, in one go', async () => {
    const heir = await member(['bidding']);
    const farmerId = await userIdOf(t, 'farmer@demo.farm');
    const reply = await transfer(farmer, { userId: heir.userId });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe(messages.accounts.ownershipTransferred);
    expect(userInfoSchema.parse(reply.json().data)).toMatchObject({
      userId: heir.userId,
      isOwner: true,
      groups: ['owner', 'bidding'],
      access: FULL_ACCESS,
    });
    expect(await groupsOf(farmerId)).toEqual({ groups: [], access: FORMER_OWNER_ACCESS });

    // The former owner's next request already acts with the reduced access.
    const me = (await apiCall(t, 'GET', '/customers/users/me', farmer)).json().data;
    expect(me.groups).toEqual([]);
    expect(me.access['account.teams']).toBe('read');
    const again = await transfer(farmer, { userId: heir.userId });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(messages.accounts.ownerOnly);
    // ...and can no longer edit permissions; the new owner can.
    const edit = await apiCall(t, 'PATCH', `/customers/users/${farmerId}`, heir.headers, {
      access: { 'account.teams': 'write' },
    });
    expect(edit.statusCode).toBe(200);
    // Hand it back for the next test.
    expect((await transfer(heir.headers, { userId: farmerId })).statusCode).toBe(200);
  });

  it('lets only one of two transfers fired at once win: the profiles are locked and ownership checked again', async () => {
    const first = await member();
    const second = await member();
    const replies = await Promise.all([
      transfer(farmer, { userId: first.userId }),
      transfer(farmer, { userId: second.userId }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 403]);
    const owners = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from profiles p join organisations o on o.id = p.organisation_id
          where o.name = 'Hillside Farm Partnership' and p.deleted_at is null and 'owner' = any(p.groups)`,
    );
    expect(owners[0]?.n).toBe(1);
    const winner = replies[0]!.statusCode === 200 ? first : second;
    expect((await groupsOf(winner.userId))?.groups).toEqual(['owner']);
  });
});
