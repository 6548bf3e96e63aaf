import {
  accountNotificationSchema,
  markNotificationsReadReplySchema,
  markNotificationsReadSchema,
  sendNotificationReplySchema,
  sendNotificationSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { requireAuth, requireSysAdmin } from '../../platform/auth/guard';
import { routesOf } from '../../platform/http/route-kit';
import type { NotificationsService } from './service';

/** The account notifications list (platform §3, §7) and a system administrator's send. */
export const accountNotificationsRoutes = routesOf<{ service: NotificationsService }>(
  'notifications',
  (routes, { service }) => {
    routes.get('/sys/v1/notifications', {
      guard: requireAuth,
      summary: 'The signed-in user’s newest listed notifications, at most 10 (platform §7)',
      data: z.array(accountNotificationSchema),
      errors: [401, 403, 440],
      handle: ({ caller }) => service.list(caller),
    });

    routes.post('/sys/v1/notifications/read', {
      guard: requireAuth,
      idempotent: true,
      summary: 'Mark the signed-in user’s notifications read; other ids are ignored (platform §7)',
      data: markNotificationsReadReplySchema,
      errors: [400, 401, 403, 440],
      body: markNotificationsReadSchema,
      handle: async ({ caller, body }) => ({ updated: await service.markRead(caller, body.ids) }),
    });

    routes.create('/admin/notifications', {
      guard: requireSysAdmin,
      summary: 'Send a notification to one person or every member of one organisation (system administrators)',
      data: sendNotificationReplySchema,
      errors: [400, 401, 403, 404, 440],
      body: sendNotificationSchema,
      handle: async ({ body }) => ({ recipients: await service.send(body) }),
    });
  },
);
