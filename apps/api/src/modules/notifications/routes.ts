import {
  accountNotificationSchema,
  envelopeSchema,
  markNotificationsReadReplySchema,
  markNotificationsReadSchema,
  sendNotificationReplySchema,
  sendNotificationSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { principalOf, requireAuth, requireSysAdmin } from '../../platform/auth/guard';
import { ok } from '../../platform/http/envelope';
import { routeDocs } from '../../platform/http/route-kit';
import { errorReplies, type RoutesPlugin } from '../../platform/http/route-types';
import { idempotent } from '../../platform/idempotency/idempotency';
import type { NotificationsService } from './service';

const doc = routeDocs('notifications');

/** The account notifications list (platform §3, §7) and a system administrator's send. */
export const accountNotificationsRoutes: RoutesPlugin<{ service: NotificationsService }> = async (app, { service }) => {
  app.get(
    '/sys/v1/notifications',
    {
      onRequest: requireAuth,
      schema: doc.signedIn('The signed-in user’s newest listed notifications, at most 10 (platform §7)', {
        200: envelopeSchema(z.array(accountNotificationSchema)),
        ...errorReplies(401, 403, 440),
      }),
    },
    async (request) => ok(await service.list(principalOf(request))),
  );

  app.post(
    '/sys/v1/notifications/read',
    {
      onRequest: requireAuth,
      ...idempotent,
      schema: doc.signedIn(
        'Mark the signed-in user’s notifications read; other ids are ignored (platform §7)',
        { 200: envelopeSchema(markNotificationsReadReplySchema), ...errorReplies(400, 401, 403, 440) },
        { body: markNotificationsReadSchema },
      ),
    },
    async (request) => ok({ updated: await service.markRead(principalOf(request), request.body.ids) }),
  );

  app.post(
    '/admin/notifications',
    {
      onRequest: requireSysAdmin,
      ...idempotent,
      schema: doc.signedIn(
        'Send a notification to one person or every member of one organisation (system administrators)',
        { 201: envelopeSchema(sendNotificationReplySchema), ...errorReplies(400, 401, 403, 404, 440) },
        { body: sendNotificationSchema },
      ),
    },
    async (request, reply) => {
      const recipients = await service.send(request.body);
      return reply.code(201).send(ok({ recipients }, { status: 201 }));
    },
  );
};
