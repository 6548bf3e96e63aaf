import { registerModals } from '../ui/modals/modal-registry';

/**
 * The features' modals the host renders by name (spec §2). The other spec names are
 * rendered by their pages, which know what they are about (the unit being edited, the member).
 */
registerModals({
  'verified-buyer': {
    variant: 'centred',
    load: () =>
      import('../features/accounts/components/verified-buyer-modal').then((module) => ({
        default: module.VerifiedBuyerModal,
      })),
  },
});
