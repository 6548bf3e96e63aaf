import { lineIcon } from './line-icon';

/** A folded news sheet: latest updates. */
export const NewsIcon = lineIcon([
  'M6 4h13a1 1 0 0 1 1 1v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V9h2',
  'M6 20a2 2 0 0 0 2-2V4',
  'M11 8h5M11 12h5M11 16h3',
]);
