import { registerModals } from '../ui/modals/modal-registry';

/**
 * Every modal the spec names (platform §2, trading §2), registered once; app/modal-registry.test.ts fails on a name
 * left out. The host renders those with a component from anywhere; the others are rendered by the page that knows
 * what they are about (the unit being edited, the offer being accepted), named here beside where that is.
 */
registerModals({
  // The host's own: they need nothing from a page, or are given it when opened.
  'verified-buyer': {
    variant: 'centred',
    load: () =>
      import('../features/accounts/components/verified-buyer-modal').then((module) => ({
        default: module.VerifiedBuyerModal,
      })),
  },
  help: {
    variant: 'flyout',
    load: () => import('../features/content/components/help-modal').then((module) => ({ default: module.HelpModal })),
  },
  // The administrator's confirmation, opened from business accounts with the organisation or member chosen there.
  impersonate: {
    variant: 'centred',
    needsProps: true,
    load: () =>
      import('../features/admin/components/impersonate-modal').then((module) => ({
        default: module.ImpersonateModal,
      })),
  },

  // Shown only where a page or layout takes them up; named anywhere else, the host closes them.
  /** Any faceted list's filters (inventory lists: `FacetedList`). */
  filters: { variant: 'flyout', onlyWhereShown: true },
  /** The navigation behind the phone's menu button (default layout, below the `sm` breakpoint). */
  'mobile-menu': { variant: 'flyout', onlyWhereShown: true },

  // Business setup (business-unit-list, organisation-details-card).
  'business-unit': { variant: 'centred' },
  'business-unit-details': { variant: 'centred' },
  'business-unit-delete': { variant: 'centred' },
  'delete-error': { variant: 'centred' },
  'farm-details': { variant: 'centred' },
  'organisation-details': { variant: 'centred' },
  // Team.
  'team-member-permissions-new': { variant: 'centred' },
  'team-member-permissions-edit': { variant: 'centred' },
  // Account creation and accepting the terms.
  'terms-and-conditions': { variant: 'centred' },
  privacy: { variant: 'centred' },
  // The buyer's trading pages: the market, sending an offer, the offers sent, trade requests.
  'market-listing-specification': { variant: 'centred' },
  'view-trading-notes': { variant: 'centred' },
  'trading-terms': { variant: 'centred' },
  'bid-archive': { variant: 'flyout' },
  'trade-request-notes': { variant: 'centred' },
  // The seller's: the listing form, managing a listing, the offers on it and one offer.
  'default-specification-edit': { variant: 'centred' },
  'end-listing': { variant: 'centred' },
  'buyer-details': { variant: 'centred' },
  'buyer-bid-notes': { variant: 'centred' },
  'bid-accept-confirmation': { variant: 'centred' },
  'trade-accepted': { variant: 'centred' },
});
