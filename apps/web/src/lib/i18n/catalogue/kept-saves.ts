/**
 * Words about saves kept on the device that only signed-in pages show (the full catalogue, not the first: the
 * sign-in page does not carry them). What every page may say at once stays in shared.ts `keptSaves`.
 */
export const keptSavesCatalogue = {
  keptSaveDetails: {
    /** Which kept save the API refused: what it changed (by the API area it went to) and when it was made. */
    which: '{{what}} made at {{time}} on {{date}}',
    what: {
      inventory: 'A stock change',
      trading: 'A trading change',
      customers: 'An account change',
      logistics: 'A haulage change (a job’s action, proof of delivery or positions)',
      other: 'A change',
    },
    /** In the account menu, before signing out: kept saves stay for their owner (lib/offline/kept-save-queue.ts). */
    signOutWarning_one:
      '{{count}} change made offline has not been sent yet. It stays on this device for you and is sent when you next sign in here.',
    signOutWarning_other:
      '{{count}} changes made offline have not been sent yet. They stay on this device for you and are sent when you next sign in here.',
  },
} as const;
