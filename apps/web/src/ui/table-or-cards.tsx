import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A list as a table from the tablet breakpoint up and as cards below it, where a table would cut off its right-hand
 * columns (as market insights does). Both are drawn and CSS shows one, so nothing jumps as the page loads.
 */
export function TableOrCards({ table, cards }: { table: ReactNode; cards: ReactNode }) {
  return (
    <>
      <Box visibleFrom="sm">{table}</Box>
      <Box hiddenFrom="sm">{cards}</Box>
    </>
  );
}
