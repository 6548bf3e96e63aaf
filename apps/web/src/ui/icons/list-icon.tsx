import { lineIcon } from './line-icon';

/** A bulleted list. */
export const ListIcon = lineIcon([
  'M9 6h11M9 12h11M9 18h11',
  <circle cx="4.5" cy="6" r="0.8" fill="currentColor" />,
  <circle cx="4.5" cy="12" r="0.8" fill="currentColor" />,
  <circle cx="4.5" cy="18" r="0.8" fill="currentColor" />,
]);
