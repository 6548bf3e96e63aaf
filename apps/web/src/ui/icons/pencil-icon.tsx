import { lineIcon } from './line-icon';

/** A pencil: writing and editing. */
export const PencilIcon = lineIcon(['M15.5 4.5a2.1 2.1 0 0 1 3 3L8 18l-4 1 1-4Z', 'm13.5 6.5 3 3']);
