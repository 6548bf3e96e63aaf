import { lineIcon } from './line-icon';

/** A page with a folded corner and a signature line: contracts. */
export const ContractIcon = lineIcon([
  'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z',
  'M14 3v5h5',
  'M9 12h6M9 16h2',
  'm13 17 1.5-1.5L16 17l1-1',
]);
