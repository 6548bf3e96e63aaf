import type { ApiModule, PlatformPorts } from '../../platform/module';
import { devMailboxRoutes } from './mailbox/routes';
import { MailboxService } from './mailbox/service';
import { accountNotificationsRoutes } from './routes';
import { NotificationsService, type NotificationDirectory } from './service';

export { NotificationsService } from './service';

/** What notifications needs of the modules before it. */
export interface NotificationsPorts {
  directory: NotificationDirectory;
}

export type NotificationsModule = ApiModule<{ notifications: NotificationsService; mailbox: MailboxService }>;

/** The in-app list (live over server-sent events) and the outbox's development mailbox. */
export function createNotificationsModule(platform: PlatformPorts, ports: NotificationsPorts): NotificationsModule {
  const notifications = new NotificationsService(platform.db, platform.clock, platform.live, ports.directory);
  const mailbox = new MailboxService(platform.db, platform.outbox);
  return {
    services: { notifications, mailbox },
    routes: async (api) => {
      await api.register(accountNotificationsRoutes, { service: notifications });
      // Development only (config.ts): in production the mailbox does not exist.
      if (platform.config.devMailboxEnabled) await api.register(devMailboxRoutes, { service: mailbox });
    },
  };
}
