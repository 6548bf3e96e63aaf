import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_NOTIFICATIONS_LIMIT,
  isListedNotification,
  LIVE_EVENTS_HEARTBEAT_MS,
  LIVE_EVENTS_RETRY_MAX_MS,
  LIVE_EVENTS_RETRY_MS,
  markNotificationsReadSchema,
  MARK_READ_MAX_IDS,
  NOTIFICATION_TYPES,
  sendNotificationSchema,
  type CallToAction,
} from './account-notifications';

const action = (isPrimary: boolean, redirect?: { path?: string; url?: string }) => ({
  label: 'Open',
  isPrimary,
  ...(redirect ? { redirect } : {}),
});

describe('account notifications (platform §3, §7, §9)', () => {
  it('keeps the first 10 in the account list', () => {
    expect(ACCOUNT_NOTIFICATIONS_LIMIT).toBe(10);
  });

  it('has the types success, information, warning and error', () => {
    expect(NOTIFICATION_TYPES).toEqual(['success', 'information', 'warning', 'error']);
  });

  describe('listed only when the primary action has a redirect path or url', () => {
    it('lists one whose primary action has a path', () => {
      expect(isListedNotification({ callToAction: { actions: [action(true, { path: '/inventory' })] } })).toBe(true);
    });

    it('lists one whose primary action has a url', () => {
      expect(isListedNotification({ callToAction: { actions: [action(true, { url: 'https://example.com' })] } })).toBe(
        true,
      );
    });

    it('does not list one without a call to action, without a primary action, or whose primary leads nowhere', () => {
      expect(isListedNotification({ callToAction: null })).toBe(false);
      expect(isListedNotification({ callToAction: { actions: [] } })).toBe(false);
      expect(isListedNotification({ callToAction: { actions: [action(false, { path: '/inventory' })] } })).toBe(false);
      expect(isListedNotification({ callToAction: { actions: [action(true)] } })).toBe(false);
    });

    it('decides by the primary action alone, whatever the others say (property)', () => {
      const redirect = fc.option(
        fc.record({ path: fc.option(fc.constant('/inventory'), { nil: undefined }) }, { requiredKeys: [] }),
        { nil: undefined },
      );
      fc.assert(
        fc.property(fc.array(fc.tuple(fc.boolean(), redirect), { maxLength: 3 }), (actions) => {
          const callToAction: CallToAction = {
            actions: actions.map(([isPrimary, target]) => action(isPrimary, target)),
          };
          const primary = callToAction.actions.find((candidate) => candidate.isPrimary);
          expect(isListedNotification({ callToAction })).toBe(Boolean(primary?.redirect?.path));
        }),
      );
    });
  });

  it('marks at most 100 ids read in one call, and at least one', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(markNotificationsReadSchema.safeParse({ ids: [] }).success).toBe(false);
    expect(markNotificationsReadSchema.safeParse({ ids: Array(MARK_READ_MAX_IDS).fill(id) }).success).toBe(true);
    expect(markNotificationsReadSchema.safeParse({ ids: Array(MARK_READ_MAX_IDS + 1).fill(id) }).success).toBe(false);
  });

  it('sends to exactly one person or one organisation, as information unless told', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const content = { title: 'Hello', message: 'World' };
    expect(sendNotificationSchema.safeParse(content).success).toBe(false);
    expect(sendNotificationSchema.safeParse({ ...content, userId: id, organisationId: id }).success).toBe(false);
    const parsed = sendNotificationSchema.parse({ ...content, organisationId: id });
    expect(parsed.type).toBe('information');
    expect(parsed.callToAction).toBeNull();
  });

  it('heartbeats a live stream every 25 s and retries after 1 s, doubling up to 30 s', () => {
    expect(LIVE_EVENTS_HEARTBEAT_MS).toBe(25_000);
    expect(LIVE_EVENTS_RETRY_MS).toBe(1_000);
    expect(LIVE_EVENTS_RETRY_MAX_MS).toBe(30_000);
  });
});
