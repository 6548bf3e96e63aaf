/** A rendered email: en-GB, HTML plus a plain-text twin for clients that want it. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface EmailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown large, for codes the reader types in. */
  code?: string;
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => HTML_ENTITIES[ch] ?? ch);

const FOOTER = 'You are receiving this because you have an account with Harvest. Please do not reply to this email.';

/** The address of a page of the app, for a link in an email: the public URL with its trailing slashes dropped. */
export function appLink(publicUrl: string, pathAndQuery: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${pathAndQuery}`;
}

/** One layout for every email, so templates only say what is theirs. */
export function renderEmail(content: EmailContent): RenderedEmail {
  const paragraphs = content.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const code = content.code
    ? `<p style="font-size:28px;letter-spacing:6px;font-weight:700;margin:0 0 16px">${escapeHtml(content.code)}</p>`
    : '';
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#2f6b3a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head><body style="margin:0;background:#f4f5f2;font-family:Arial,Helvetica,sans-serif;color:#1d2a1f"><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px"><table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:8px" cellpadding="0" cellspacing="0"><tr><td style="padding:24px 32px;border-bottom:1px solid #e3e6df;font-size:20px;font-weight:700;color:#2f6b3a">Harvest</td></tr><tr><td style="padding:32px"><h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>${paragraphs}${code}${action}</td></tr><tr><td style="padding:16px 32px;font-size:12px;color:#5b665d;border-top:1px solid #e3e6df">${escapeHtml(FOOTER)}</td></tr></table></td></tr></table></body></html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.code ? [content.code, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '--',
    FOOTER,
  ].join('\n');
  return { subject: content.subject, html, text };
}

/** Template 'password-reset': the code to type in, and a link that fills it in. */
export function passwordResetEmail(input: { givenName: string; code: string; url: string; validMinutes: number }) {
  return {
    subject: 'Your Harvest password reset code',
    heading: `Reset your password, ${input.givenName}`,
    paragraphs: [
      'We received a request to reset the password of your Harvest account. Enter this code to choose a new one:',
      `The code works once and for ${input.validMinutes} minutes. If you did not ask for it, you can ignore this email: your password has not changed.`,
    ],
    code: input.code,
    action: { label: 'Reset your password', url: input.url },
  } satisfies EmailContent;
}

/** Template 'magic-link': one-time sign-in without a password. */
export function magicLinkEmail(input: { givenName: string; url: string; validMinutes: number }) {
  return {
    subject: 'Your Harvest sign-in link',
    heading: `Sign in to Harvest, ${input.givenName}`,
    paragraphs: [
      'Use the button below to sign in without your password.',
      `The link works once and for ${input.validMinutes} minutes. If you did not ask for it, you can ignore this email.`,
    ],
    action: { label: 'Sign in to Harvest', url: input.url },
  } satisfies EmailContent;
}

/** Template 'signup-confirmation': proves a new business owner's address and signs them in. */
export function signupConfirmationEmail(input: {
  givenName: string;
  organisationName: string;
  url: string;
  validHours: number;
}) {
  return {
    subject: 'Confirm your email address for Harvest',
    heading: `Welcome to Harvest, ${input.givenName}`,
    paragraphs: [
      `Thank you for registering ${input.organisationName}. Please confirm your email address to finish setting up your account; the button below also signs you in.`,
      `The link works once and for ${input.validHours} hours. If you did not create this account, you can ignore this email.`,
    ],
    action: { label: 'Confirm your email address', url: input.url },
  } satisfies EmailContent;
}

/** Template 'business-invite': someone asks the reader to join their organisation's team. */
export function businessInviteEmail(input: {
  givenName: string;
  inviterName: string;
  organisationName: string;
  url: string;
  validDays: number;
}) {
  return {
    subject: `${input.inviterName} has invited you to join ${input.organisationName} on Harvest`,
    heading: `Join ${input.organisationName} on Harvest`,
    paragraphs: [
      `Hello ${input.givenName}, ${input.inviterName} has invited you to join the team of ${input.organisationName} on Harvest, where they keep their grain inventory, trading and haulage.`,
      `The invitation works once and for ${input.validDays} days. If you were not expecting it, you can ignore this email.`,
    ],
    action: { label: 'Accept the invitation', url: input.url },
  } satisfies EmailContent;
}

/** Template 'set-password': a member added by their team chooses their first password. */
export function setPasswordEmail(input: {
  givenName: string;
  organisationName: string;
  code: string;
  url: string;
  validMinutes: number;
}) {
  return {
    subject: `Set your password for ${input.organisationName} on Harvest`,
    heading: `Welcome to Harvest, ${input.givenName}`,
    paragraphs: [
      `You have been added to the team of ${input.organisationName} on Harvest. Use the button below to choose your password; the code it fills in is:`,
      `The code works once and for ${input.validMinutes} minutes. When it has run out, ask your team for a new link or use "Forgotten password" on the sign-in page.`,
    ],
    code: input.code,
    action: { label: 'Set your password', url: input.url },
  } satisfies EmailContent;
}

/** Template 'email-change': confirms that the reader owns the new address of an account. */
export function emailChangeEmail(input: { givenName: string; url: string; validHours: number }) {
  return {
    subject: 'Confirm your new email address for Harvest',
    heading: `Confirm your new email address, ${input.givenName}`,
    paragraphs: [
      'You asked to use this address for your Harvest account. Sign in and use the button below to confirm the change; until then your old address stays in use.',
      `The link works once and for ${input.validHours} hours. If you did not ask for this, you can ignore this email.`,
    ],
    action: { label: 'Confirm your new address', url: input.url },
  } satisfies EmailContent;
}

/** Template 'module-unlock-request': a business asks a system administrator to unlock an upgrade module. */
export function moduleUnlockRequestEmail(input: {
  givenName: string;
  organisationName: string;
  requesterName: string;
  moduleId: string;
  url: string;
}) {
  return {
    subject: `${input.organisationName} has asked to unlock ${input.moduleId}`,
    heading: `An upgrade request from ${input.organisationName}`,
    paragraphs: [
      `Hello ${input.givenName}, ${input.requesterName} of ${input.organisationName} has asked to unlock the ${input.moduleId} module.`,
      'Granting the module on the business account answers the request.',
    ],
    action: { label: 'Open business accounts', url: input.url },
  } satisfies EmailContent;
}
