import {
  accountNotificationSchema,
  ACCOUNT_NOTIFICATIONS_LIMIT,
  messages,
  NOTIFICATION_PATHS,
  type AccountNotification,
} from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCall, demoOrganisationIds, signInDemo, type Headers } from '../../../test/api-calls';
import { lastLinkToken, rows, userIdOf } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

const MISSING = '00000000-0000-4000-8000-000000000000';

const toPath = (path: string) => ({ actions: [{ label: 'Open', isPrimary: true, redirect: { path } }] });

describe('account notifications (platform §3, §7; issue 5)', () => {
  let t: TestApp;
  let farmer: Headers;
  let buyer: Headers;
  let admin: Headers;
  let farmerId: string;

  const send = (payload: object) => apiCall(t, 'POST', '/admin/notifications', admin, payload);
  const list = async (headers: Headers): Promise<AccountNotification[]> => {
    const reply = await apiCall(t, 'GET', '/sys/v1/notifications', headers);
    expect(reply.statusCode, reply.body).toBe(200);
    return (reply.json().data as unknown[]).map((item) => accountNotificationSchema.parse(item));
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    ({ farmer, buyer, admin } = await signInDemo(t, 'farmer', 'buyer', 'admin'));
    farmerId = await userIdOf(t, 'farmer@demo.farm');
  }, 60_000);

  afterAll(() => t.close());

  beforeEach(async () => {
    await t.app.platform.database.db.execute(sql`delete from account_notifications`);
  });

  describe('GET /sys/v1/notifications', () => {
    it('lists the caller’s own, newest first, keeping the first 10', async () => {
      for (let i = 1; i <= ACCOUNT_NOTIFICATIONS_LIMIT + 2; i++) {
        t.clock.advance(1_000);
        const reply = await send({
          userId: farmerId,
          title: `n${i}`,
          message: 'm',
          callToAction: toPath('/inventory'),
        });
        expect(reply.statusCode, reply.body).toBe(201);
        expect(reply.json().data).toEqual({ recipients: 1 });
      }
      const listed = await list(farmer);
      expect(listed).toHaveLength(ACCOUNT_NOTIFICATIONS_LIMIT);
      expect(listed.map((item) => item.title)).toEqual(
        Array.from({ length: ACCOUNT_NOTIFICATIONS_LIMIT }, (_, i) => `n${ACCOUNT_NOTIFICATIONS_LIMIT + 2 - i}`),
      );
      expect(listed[0]).toMatchObject({ type: 'information', read: false, callToAction: toPath('/inventory') });
      expect(await list(buyer)).toEqual([]);
    });

    it('lists one only when its primary action has a path or url', async () => {
      await send({ userId: farmerId, title: 'none', message: 'm' });
      await send({
        userId: farmerId,
        title: 'secondary only',
        message: 'm',
        callToAction: { actions: [{ label: 'Go', isPrimary: false, redirect: { path: '/inventory' } }] },
      });
      await send({
        userId: farmerId,
        title: 'url',
        message: 'm',
        callToAction: { actions: [{ label: 'Go', isPrimary: true, redirect: { url: 'https://example.com/a' } }] },
      });
      // Unlisted ones are stored but never shown, and do not use up the first 10.
      for (let i = 0; i < 60; i++) await send({ userId: farmerId, title: `hidden ${i}`, message: 'm' });
      expect((await list(farmer)).map((item) => item.title)).toEqual(['url']);
    });
  });

  describe('POST /sys/v1/notifications/read', () => {
    it('marks only the caller’s own, ignoring anyone else’s, and answers how many changed', async () => {
      await send({ userId: farmerId, title: 'mine', message: 'm', callToAction: toPath('/inventory') });
      await send({
        userId: await userIdOf(t, 'buyer@demo.farm'),
        title: 'theirs',
        message: 'm',
        callToAction: toPath('/'),
      });
      const [mine] = await list(farmer);
      const [theirs] = await list(buyer);
      const reply = await apiCall(t, 'POST', '/sys/v1/notifications/read', farmer, { ids: [mine!.id, theirs!.id] });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().data).toEqual({ updated: 1 });
      expect((await list(farmer))[0]!.read).toBe(true);
      expect((await list(buyer))[0]!.read).toBe(false);
      const again = await apiCall(t, 'POST', '/sys/v1/notifications/read', farmer, { ids: [mine!.id] });
      expect(again.json().data).toEqual({ updated: 0 });
    });

    it('refuses an empty or malformed list (400)', async () => {
      expect((await apiCall(t, 'POST', '/sys/v1/notifications/read', farmer, { ids: [] })).statusCode).toBe(400);
      expect((await apiCall(t, 'POST', '/sys/v1/notifications/read', farmer, { ids: ['x'] })).statusCode).toBe(400);
    });
  });

  describe('POST /admin/notifications', () => {
    it('sends to every member of an organisation', async () => {
      const { anglia } = await demoOrganisationIds(t);
      const [{ members }] = (await rows<{ members: number }>(
        t,
        sql`select count(*)::int as members from profiles where organisation_id = ${anglia} and deleted_at is null and status = 'active'`,
      )) as [{ members: number }];
      const reply = await send({ organisationId: anglia, title: 'All', message: 'm', callToAction: toPath('/') });
      expect(reply.statusCode, reply.body).toBe(201);
      expect(reply.json().data).toEqual({ recipients: members });
      expect((await list(buyer)).map((item) => item.title)).toEqual(['All']);
      expect(await list(farmer)).toEqual([]);
    });

    it('answers 404 for an unknown person or organisation and stores nothing', async () => {
      expect((await send({ userId: MISSING, title: 'x', message: 'm' })).statusCode).toBe(404);
      expect((await send({ organisationId: MISSING, title: 'x', message: 'm' })).statusCode).toBe(404);
      expect(await rows(t, sql`select id from account_notifications`)).toEqual([]);
    });

    it('refuses a body naming both or neither (400)', async () => {
      const { anglia } = await demoOrganisationIds(t);
      expect((await send({ title: 'x', message: 'm' })).statusCode).toBe(400);
      expect((await send({ userId: farmerId, organisationId: anglia, title: 'x', message: 'm' })).statusCode).toBe(400);
    });
  });

  describe('what the platform itself tells people', () => {
    it('tells the owners “Your business is verified” when a system administrator vets it', async () => {
      const { marsh } = await demoOrganisationIds(t);
      const reply = await apiCall(t, 'PATCH', `/customers/organisations/${marsh}`, admin, { vetted: true });
      expect(reply.statusCode, reply.body).toBe(200);
      const owner = await t.authHeaders('unvetted@demo.farm');
      const [verified] = await list(owner);
      expect(verified).toMatchObject({
        title: messages.notifications.businessVerifiedTitle,
        type: 'success',
        callToAction: { actions: [{ isPrimary: true, redirect: { path: NOTIFICATION_PATHS.account } }] },
      });
      // Saving the vetted business again tells nobody twice.
      await apiCall(t, 'PATCH', `/customers/organisations/${marsh}`, admin, { vetted: true });
      expect(await list(owner)).toHaveLength(1);
    });

    it('tells whoever asked for an upgrade when it is granted', async () => {
      const { hillside } = await demoOrganisationIds(t);
      const unlockUrl = `/customers/organisations/${hillside}/modules/unlock`;
      expect((await apiCall(t, 'POST', unlockUrl, farmer, { id: 'inventory:storage' })).statusCode).toBe(201);
      const [organisation] = await rows<{ modules: string[] }>(
        t,
        sql`select modules from organisations where id = ${hillside}`,
      );
      const granted = await apiCall(t, 'PATCH', `/customers/organisations/${hillside}`, admin, {
        modules: [...organisation!.modules, 'inventory:storage'],
      });
      expect(granted.statusCode, granted.body).toBe(200);
      const [notification] = await list(farmer);
      expect(notification).toMatchObject({
        title: messages.notifications.moduleGrantedTitle,
        data: { moduleId: 'inventory:storage' },
      });
    });

    it('tells the inviter “<name> joined your team” when an invitation is accepted', async () => {
      const invite = await apiCall(t, 'POST', '/customers/invite', farmer, {
        email: 'joiner@field.test',
        givenName: 'Jo',
        familyName: 'Inman',
      });
      expect(invite.statusCode, invite.body).toBe(201);
      const token = await lastLinkToken(t, 'joiner@field.test', 'business-invite');
      const accepted = await apiCall(
        t,
        'POST',
        '/customers/invites/accept',
        {},
        {
          token,
          password: 'Barley2027!',
          passwordConfirm: 'Barley2027!',
        },
      );
      expect(accepted.statusCode, accepted.body).toBe(200);
      const [joined] = await list(farmer);
      expect(joined).toMatchObject({
        title: 'Jo Inman joined your team',
        callToAction: { actions: [{ isPrimary: true, redirect: { path: NOTIFICATION_PATHS.team } }] },
      });
    });
  });
});
