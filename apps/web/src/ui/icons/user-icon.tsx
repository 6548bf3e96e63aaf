import { lineIcon } from './line-icon';

/** A person: account pages. */
export const UserIcon = lineIcon([<circle cx="12" cy="8" r="4" />, 'M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8']);
