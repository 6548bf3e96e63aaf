import { lineIcon } from './line-icon';

/** Two arrows passing: movements of stock. */
export const ArrowsIcon = lineIcon(['M4 8h14M14 4l4 4-4 4M20 16H6M10 12l-4 4 4 4']);
