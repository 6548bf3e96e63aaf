import { lineIcon } from './line-icon';

/** An ear of wheat: the harvest. */
export const WheatIcon = lineIcon([
  'M12 22V8',
  'M12 8c-2-1-3-3-3-5 2 1 3 3 3 5zM12 8c2-1 3-3 3-5-2 1-3 3-3 5z',
  'M12 13c-2-1-3.5-2.5-4-4.5 2 .5 3.5 2 4 4.5zM12 13c2-1 3.5-2.5 4-4.5-2 .5-3.5 2-4 4.5z',
  'M12 18c-2-1-3.5-2.5-4-4.5 2 .5 3.5 2 4 4.5zM12 18c2-1 3.5-2.5 4-4.5-2 .5-3.5 2-4 4.5z',
]);
