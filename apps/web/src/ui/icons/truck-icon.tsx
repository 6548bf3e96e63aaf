import { lineIcon } from './line-icon';

/** A lorry: a haulier's vehicles. */
export const TruckIcon = lineIcon([
  'M3 6h11v10H3z',
  'M14 10h4l3 3v3h-7',
  <circle cx="7" cy="17.5" r="1.6" />,
  <circle cx="17" cy="17.5" r="1.6" />,
]);
