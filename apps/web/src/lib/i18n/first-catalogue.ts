import { messages } from '@harvest/domain';
import { authCatalogue } from './catalogue/auth';
import { notificationsCatalogue } from './catalogue/notifications';
import { platformCatalogue } from './catalogue/platform';
import { sharedCatalogue } from './catalogue/shared';

/**
 * The part of the catalogue the app carries from its first byte: the domain's messages, the app's frame (shared),
 * sign-in and the small platform and notification sections. The rest (accounts, admin, content, inventory, logs,
 * trading: three quarters of the words) arrives with the first page that needs it (i18n.ts `loadFullCatalogue`), so
 * the sign-in page does not download it.
 */
export const firstCatalogue = {
  ...messages,
  ...sharedCatalogue,
  ...authCatalogue,
  ...platformCatalogue,
  ...notificationsCatalogue,
} as const;
