import type { ApiModule, PlatformPorts } from '../../platform/module';
import { accountNotificationsRoutes } from './account-notifications-routes';
import { devMailboxRoutes } from './routes';
import { NotificationsService, type NotificationDirectory } from './service';

export { NotificationsService } from './service';

/** What notifications needs of the modules before it. */
export interface NotificationsPorts {
  directory: NotificationDirectory;
}

export type NotificationsModule = ApiModule<{ notifications: NotificationsService }>;

/** The in-app list (live over server-sent events) and the outbox's development mailbox. */
export function createNotificationsModule(platform: PlatformPorts, ports: NotificationsPorts): NotificationsModule {
  const notifications = new NotificationsService(
    platform.db,
    platform.clock,
    platform.outbox,
    platform.live,
    ports.directory,
  );
  return {
    services: { notifications },
    routes: async (api) => {
      await api.register(accountNotificationsRoutes, { service: notifications });
      // Development only (config.ts): in production the mailbox does not exist.
      if (platform.config.devMailboxEnabled) await api.register(devMailboxRoutes, { service: notifications });
    },
  };
}
