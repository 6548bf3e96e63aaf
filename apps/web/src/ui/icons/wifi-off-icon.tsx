import { lineIcon } from './line-icon';

/** A crossed-out signal: no connection. Decorative; the text beside it says what it means. */
export const WifiOffIcon = lineIcon([
  'M2 2l20 20',
  'M8.5 16.4a5 5 0 0 1 7 0',
  'M5 12.9a10 10 0 0 1 5.2-2.7',
  'M19 12.9a10 10 0 0 0-2.2-1.6',
  'M2 8.8a15 15 0 0 1 4.2-2.6',
  'M22 8.8a15 15 0 0 0-11.3-3.7',
  'M12 20h.01',
]);
