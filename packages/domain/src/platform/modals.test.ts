import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MODAL_NAME_REQUIRED,
  MODAL_NAMES,
  MODAL_WIDTH_PX,
  closeModalInStack,
  formatModalActions,
  openModalInStack,
  parseModalActions,
  unknownModalMessage,
} from './modals';

describe('named modals (spec platform §2)', () => {
  it('dialogs are 576 px wide', () => {
    expect(MODAL_WIDTH_PX).toBe(576);
  });

  it("the action value is a comma-separated list, '~' standing for '/', the first item open", () => {
    expect(parseModalActions('team-member-permissions-new,help~billing')).toEqual([
      'team-member-permissions-new',
      'help/billing',
    ]);
    expect(parseModalActions(null)).toEqual([]);
    expect(parseModalActions(' , ')).toEqual([]);
    expect(formatModalActions(['help/billing', 'confirm'])).toBe('help~billing,confirm');
    expect(parseModalActions('confirm,privacy')[0]).toBe('confirm');
  });

  it('names survive a round trip through the action value', () => {
    const name = fc.stringMatching(/^[a-z][a-z/-]{0,20}$/);
    fc.assert(
      fc.property(fc.uniqueArray(name, { maxLength: 5 }), (names) => {
        expect(parseModalActions(formatModalActions(names))).toEqual(names);
      }),
    );
  });

  it('modals stack newest first; opening one already open is ignored', () => {
    const once = openModalInStack([], 'privacy');
    const twice = openModalInStack(once, 'confirm');
    expect(twice).toEqual(['confirm', 'privacy']);
    expect(openModalInStack(twice, 'privacy')).toBe(twice);
  });

  it('closing takes the active modal off, or the one named', () => {
    expect(closeModalInStack(['confirm', 'privacy'])).toEqual(['privacy']);
    expect(closeModalInStack(['confirm', 'privacy'], 'privacy')).toEqual(['confirm']);
    expect(closeModalInStack([], 'privacy')).toEqual([]);
  });

  it("opening without a name is an error: 'modalName must be specified'", () => {
    expect(MODAL_NAME_REQUIRED).toBe('modalName must be specified');
    expect(() => openModalInStack([], '')).toThrow('modalName must be specified');
    expect(() => openModalInStack([], undefined)).toThrow('modalName must be specified');
  });

  it('an unknown modal name is an error naming it', () => {
    expect(() => openModalInStack([], 'no-such-modal')).toThrow(unknownModalMessage('no-such-modal'));
    expect(unknownModalMessage('no-such-modal')).toContain('no-such-modal');
    for (const name of MODAL_NAMES) expect(openModalInStack([], name)).toEqual([name]);
  });
});

describe('the spec names every modal (platform §2 "Names", trading §2 "Trading-related modals")', () => {
  // The spec's words, each as its name in the action value.
  const platformNames = [
    'business-unit-delete',
    'delete-error',
    'impersonate',
    'confirm',
    'filters',
    'help',
    'privacy',
    'terms-and-conditions',
    'trading-terms',
    'business-unit',
    'farm-details',
    'mobile-menu',
    'team-member-permissions-edit',
    'team-member-permissions-new',
    'business-unit-details',
    'organisation-details',
    'verified-buyer',
  ];
  const tradingNames = [
    'bid-archive',
    'buyer-bid-notes',
    'buyer-details',
    'default-specification-edit',
    'market-listing-specification',
    'bid-accept-confirmation',
    'end-listing',
    'trade-accepted',
    'trade-request-notes',
    'verified-buyer',
    'view-trading-notes',
    'trading-terms',
  ];

  it('knows each of them, and no other', () => {
    expect([...MODAL_NAMES].sort()).toEqual([...new Set([...platformNames, ...tradingNames])].sort());
  });
});
