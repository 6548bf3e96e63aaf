import { lineIcon } from './line-icon';

/** A grain store: stores and fields. */
export const BarnIcon = lineIcon(['M3 10l9-6 9 6v11H3z', 'M9 21v-6h6v6M9 15l6 6M15 15l-6 6']);
