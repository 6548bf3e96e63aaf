import { lineIcon } from './line-icon';

/** A pulse line: the platform's health. Decorative; the label beside it names it. */
export const StatusIcon = lineIcon(['M3 12h4l3 8 4-16 3 8h4']);
