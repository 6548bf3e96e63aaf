/**
 * The pages with help of their own in the help dialog (spec §2, help), named in the route table's handles
 * (`handle.help`). The words are the catalogue's `content.help.pages.<topic>`; a page without a topic gets the
 * general help.
 */
export const HELP_TOPICS = [
  'status',
  'mailbox',
  'account',
  'team',
  'inventoryOverview',
  'storage',
  'storageList',
  'stock',
  'movements',
  'harvest',
  'businessSetup',
  'farmLocations',
  'businessAccounts',
  'clientLogs',
  'latestUpdates',
  'latestUpdatesEditor',
  'marketPrices',
  'marketInsights',
  'alertPreferences',
  'sellerListings',
  'listingForm',
  'manageListing',
  'listingOffers',
  'bid',
  'trade',
  'market',
  'createBid',
  'myBids',
  'wanted',
  'newWanted',
  'wantedSeller',
  'tradeRequests',
  'contracts',
  'contract',
  'invoices',
  'invoice',
] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

const isHelpTopic = (value: unknown): value is HelpTopic =>
  typeof value === 'string' && (HELP_TOPICS as readonly string[]).includes(value);

/** The help topic of the deepest route that names one, from the matched routes' handles (outermost first). */
export function helpTopicOf(handles: readonly unknown[]): HelpTopic | null {
  for (const handle of [...handles].reverse()) {
    if (typeof handle === 'object' && handle !== null && 'help' in handle && isHelpTopic(handle.help)) {
      return handle.help;
    }
  }
  return null;
}
