import { lineIcon } from './line-icon';

/** Buildings: organisations and business accounts. */
export const BuildingIcon = lineIcon(['M3 21h18M5 21V7l7-4 7 4v14', 'M9 10h1M14 10h1M9 14h1M14 14h1M10 21v-3h4v3']);
