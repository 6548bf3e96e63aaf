import { lineIcon } from './line-icon';

/** A page of lines: a log. */
export const LogsIcon = lineIcon(['M6 3h9l4 4v14H6Z', 'M15 3v4h4', 'M9 11h7M9 15h7M9 19h4']);
