import { lineIcon } from './line-icon';

/** Two chain links: a web address. */
export const LinkIcon = lineIcon([
  'M9.5 14.5 14.5 9.5',
  'M11 6.5 12.5 5a4 4 0 0 1 5.66 5.66L16.5 12.2',
  'M13 17.5 11.5 19a4 4 0 0 1-5.66-5.66L7.5 11.8',
]);
