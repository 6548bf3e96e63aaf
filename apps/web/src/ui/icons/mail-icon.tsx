import { lineIcon } from './line-icon';

/** An envelope: mail and messages. Decorative; the label beside it names it. */
export const MailIcon = lineIcon([<rect x="3" y="5" width="18" height="14" rx="2" />, 'm3 7 9 6 9-6']);
