import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { ColumnHeads, type ColumnHead } from './column-heads';
import { ScrollRegion } from './scroll-region';

interface ScrollTableProps extends Omit<TableProps, 'children'> {
  /** Names the table and the region that scrolls it sideways on a phone. */
  label: string;
  columns: readonly (ColumnHead | false)[];
  /** The rows. */
  children: ReactNode;
}

/** A list as a table, its heading row from `columns`, scrolling sideways where the screen is narrower. */
export function ScrollTable({ label, columns, children, ...props }: ScrollTableProps) {
  return (
    <ScrollRegion label={label}>
      <Table aria-label={label} {...props}>
        <ColumnHeads columns={columns} />
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
