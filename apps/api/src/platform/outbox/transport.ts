import nodemailer from 'nodemailer';

export interface MailTransport {
  /** Name stored on the message, so the mailbox can tell what went where. */
  readonly name: 'smtp' | 'dev-mailbox';
  send(message: { from: string; to: string; subject: string; text: string; html: string | null }): Promise<void>;
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail({ ...message, html: message.html ?? undefined });
    },
  };
}

/** With no provider configured, a message is delivered by keeping it: the mailbox page reads it. */
export const devMailboxTransport: MailTransport = {
  name: 'dev-mailbox',
  async send() {},
};
