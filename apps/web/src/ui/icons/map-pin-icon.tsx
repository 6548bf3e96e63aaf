import { lineIcon } from './line-icon';

/** A pin on a map: places, farm locations. */
export const MapPinIcon = lineIcon([
  'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z',
  <circle cx="12" cy="9.5" r="2.5" />,
]);
