import { lineIcon } from './line-icon';

/** Two people: the team page. */
export const TeamIcon = lineIcon([
  <circle cx="9" cy="8" r="3.5" />,
  'M2.5 20c0-3.6 2.9-6.5 6.5-6.5s6.5 2.9 6.5 6.5',
  'M15.5 4.7a3.5 3.5 0 0 1 0 6.6M18 13.9c2.1.9 3.5 3.1 3.5 5.6',
]);
