import { envelopeSchema, mailboxItemSchema, mailboxMessageSchema, mailboxQuerySchema } from '@harvest/domain';
import { z } from 'zod';
import { requireLocalOrSysAdmin } from '../../../platform/auth/guard';
import { ok } from '../../../platform/http/envelope';
import { routeDocs } from '../../../platform/http/route-kit';
import { errorReplies, type RoutesPlugin } from '../../../platform/http/route-types';
import type { MailboxService } from './service';

const doc = routeDocs('development');

/**
 * The development mailbox: what would have been emailed, when no provider is configured. Registered in
 * development only, and answers only this machine and system administrators (anyone else hears 404).
 */
export const devMailboxRoutes: RoutesPlugin<{ service: MailboxService }> = async (app, { service }) => {
  app.get(
    '/dev/mailbox',
    {
      onRequest: requireLocalOrSysAdmin,
      schema: doc.open(
        'Messages in the development mailbox, newest first',
        { 200: envelopeSchema(z.array(mailboxItemSchema)), ...errorReplies(400, 404) },
        { querystring: mailboxQuerySchema },
      ),
    },
    async (request) => {
      const { items, pagination } = await service.mailbox(request.query);
      return ok(items, { pagination });
    },
  );

  app.get(
    '/dev/mailbox/:id',
    {
      onRequest: requireLocalOrSysAdmin,
      schema: doc.open(
        'One message of the development mailbox',
        { 200: envelopeSchema(mailboxMessageSchema), ...errorReplies(400, 404) },
        { params: z.object({ id: z.uuid() }) },
      ),
    },
    async (request) => ok(await service.mailboxMessage(request.params.id)),
  );
};
