import { formatMovementMonth } from '@harvest/domain';

/** A movement month ('2026-10') as en-GB writes it: 'Oct 2026'. */
export const formatMonth = formatMovementMonth;

/** Several months, in calendar order, joined for a line of text: 'Oct 2026, Nov 2026'. */
export const formatMonths = (months: readonly string[]) => [...months].sort().map(formatMonth).join(', ');
