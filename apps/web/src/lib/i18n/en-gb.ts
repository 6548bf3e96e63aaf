import { messages } from '@harvest/domain';
import { sharedCatalogue } from './catalogue/shared';
import { authCatalogue } from './catalogue/auth';
import { accountsCatalogue } from './catalogue/accounts';
import { adminCatalogue } from './catalogue/admin';
import { platformCatalogue } from './catalogue/platform';
import { logsCatalogue } from './catalogue/logs';
import { notificationsCatalogue } from './catalogue/notifications';
import { contentCatalogue } from './catalogue/content';
import { inventoryCatalogue } from './catalogue/inventory';
import { listCatalogue } from './catalogue/lists';
import { tradingCatalogue } from './catalogue/trading';
import { keptSavesCatalogue } from './catalogue/kept-saves';
import { contractsCatalogue } from './catalogue/contracts';
import { fleetCatalogue } from './catalogue/fleet';
import { plannerCatalogue } from './catalogue/planner';
import { quotesCatalogue } from './catalogue/quotes';
import { loadsCatalogue } from './catalogue/loads';
import { jobsCatalogue } from './catalogue/jobs';
import { driverCatalogue } from './catalogue/driver';
import { marketCatalogue } from './catalogue/market';

/**
 * The en-GB catalogue: every string the web app shows, one file per feature under catalogue/ (and a shared one for the
 * app's frame), typed as one. The spec's messages come from packages/domain (errors, validation) so the API and the
 * app say the same words; a feature's file extends the domain's section of the same name.
 */
export const enGb = {
  ...messages,
  ...sharedCatalogue,
  ...authCatalogue,
  ...accountsCatalogue,
  ...adminCatalogue,
  ...platformCatalogue,
  ...logsCatalogue,
  ...notificationsCatalogue,
  ...contentCatalogue,
  ...listCatalogue,
  ...inventoryCatalogue,
  ...tradingCatalogue,
  ...contractsCatalogue,
  ...fleetCatalogue,
  ...plannerCatalogue,
  ...quotesCatalogue,
  ...loadsCatalogue,
  ...jobsCatalogue,
  ...driverCatalogue,
  ...marketCatalogue,
  ...keptSavesCatalogue,
} as const;

export type Catalogue = typeof enGb;
