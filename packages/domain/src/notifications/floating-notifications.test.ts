import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_POSITION,
  DEFAULT_NOTIFICATION_TIMEOUT_MS,
  DEFAULT_NOTIFICATION_TYPE,
  DISMISSIBLE_NOTIFICATION_NEEDS_NAME,
  FLOATING_NOTIFICATION_TYPES,
  STICKY_NOTIFICATION_ROUTE_CHANGES,
  addNotification,
  createFloatingNotification,
  dismissNotification,
  removeExpired,
  routeChanged,
  type NotificationPosition,
} from './floating-notifications';

const at = (now: number, position?: NotificationPosition, name?: string) =>
  createFloatingNotification({ message: 'Saved', position, name }, { id: `n-${now}`, now });

describe('floating notifications (spec platform §4, §5, §9)', () => {
  it('defaults: type success, timeout 6000 ms, position sticky', () => {
    expect(DEFAULT_NOTIFICATION_TYPE).toBe('success');
    expect(DEFAULT_NOTIFICATION_TIMEOUT_MS).toBe(6_000);
    expect(DEFAULT_NOTIFICATION_POSITION).toBe('sticky');
    const notification = at(0);
    expect(notification).toMatchObject({ type: 'success', timeoutMs: 6_000, position: 'sticky', dismissible: false });
  });

  it('types are information, warning, error, success or generic', () => {
    expect([...FLOATING_NOTIFICATION_TYPES].sort()).toEqual(['error', 'generic', 'information', 'success', 'warning']);
  });

  it("'A dismissible notification needs a name'", () => {
    expect(() => createFloatingNotification({ message: 'x', dismissible: true }, { id: 'a', now: 0 })).toThrow(
      DISMISSIBLE_NOTIFICATION_NEEDS_NAME,
    );
    const named = createFloatingNotification({ message: 'x', dismissible: true, name: 'saved' }, { id: 'a', now: 0 });
    expect(named.id).toBe('saved');
    expect(dismissNotification([named], 'saved')).toEqual([]);
    expect(dismissNotification([at(0)], 'n-0')).toHaveLength(1);
  });

  it('sticky ones are removed after 2 route changes; floating ones stay', () => {
    expect(STICKY_NOTIFICATION_ROUTE_CHANGES).toBe(2);
    const list = [at(0, 'sticky'), at(1, 'floating')];
    const once = routeChanged(list);
    expect(once.map((item) => item.id)).toEqual(['n-0', 'n-1']);
    const twice = routeChanged(once);
    expect(twice.map((item) => item.id)).toEqual(['n-1']);
  });

  it('floating ones vanish after their 6000 ms timeout, sticky ones do not', () => {
    const list = [at(0, 'floating'), at(0, 'sticky')];
    expect(removeExpired(list, 5_999)).toHaveLength(2);
    expect(removeExpired(list, 6_000).map((item) => item.position)).toEqual(['sticky']);
  });

  it('a floating notification is shown exactly until shownAt + timeout (property)', () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.integer({ min: 1, max: 1e6 }), fc.nat(2e6), (now, timeoutMs, elapsed) => {
        const item = createFloatingNotification({ message: 'm', position: 'floating', timeoutMs }, { id: 'x', now });
        expect(removeExpired([item], now + elapsed).length === 1).toBe(elapsed < timeoutMs);
      }),
    );
  });

  it('a notification of the same name replaces the one shown', () => {
    const first = at(0, 'sticky', 'saved');
    const second = at(5, 'sticky', 'saved');
    expect(addNotification(addNotification([], first), second)).toEqual([second]);
  });
});
