import { z } from '../zod';
import { listQuerySchema } from '../platform/pagination';

const outboxChannelSchema = z.enum(['email', 'sms', 'whatsapp', 'push']);

export const mailboxItemSchema = z.object({
  id: z.uuid(),
  channel: outboxChannelSchema,
  to: z.string(),
  template: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  createdAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type MailboxItem = z.infer<typeof mailboxItemSchema>;

export const mailboxMessageSchema = mailboxItemSchema.extend({
  text: z.string(),
  html: z.string().nullable(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;

export const mailboxQuerySchema = listQuerySchema.extend({
  to: z.string().trim().max(320).optional(),
});
