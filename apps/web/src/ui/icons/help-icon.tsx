import { lineIcon } from './line-icon';

/** A question mark in a circle: help. */
export const HelpIcon = lineIcon([
  <circle cx="12" cy="12" r="9" />,
  'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14',
  'M12 17.5h.01',
]);
