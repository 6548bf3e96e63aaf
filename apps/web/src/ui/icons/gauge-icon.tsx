import { lineIcon } from './line-icon';

/** A dial: an overview of how things stand. */
export const GaugeIcon = lineIcon([
  'M4 17a8 8 0 1 1 16 0',
  'M12 17l4-5',
  <circle cx="12" cy="17" r="1" fill="currentColor" />,
]);
