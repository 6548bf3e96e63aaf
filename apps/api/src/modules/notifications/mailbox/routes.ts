import { mailboxItemSchema, mailboxMessageSchema, mailboxQuerySchema } from '@harvest/domain';
import { z } from 'zod';
import { requireLocalOrSysAdmin } from '../../../platform/auth/guard';
import { idParams, routesOf } from '../../../platform/http/route-kit';
import type { MailboxService } from './service';

/** This machine, or a system administrator: anyone else hears 404, as if there were no mailbox. */
const local = { open: true, guard: requireLocalOrSysAdmin, errors: [400, 404] } as const;

/**
 * The development mailbox: what would have been emailed, when no provider is configured. Registered in
 * development only, and answers only this machine and system administrators (anyone else hears 404).
 */
export const devMailboxRoutes = routesOf<{ service: MailboxService }>('development', (routes, { service }) => {
  routes.list('/dev/mailbox', {
    ...local,
    summary: 'Messages in the development mailbox, newest first',
    data: z.array(mailboxItemSchema),
    querystring: mailboxQuerySchema,
    handle: ({ query }) => service.mailbox(query),
  });

  routes.get('/dev/mailbox/:id', {
    ...local,
    summary: 'One message of the development mailbox',
    data: mailboxMessageSchema,
    params: idParams,
    handle: ({ params }) => service.mailboxMessage(params.id),
  });
});
