import { Table, type TableThProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A column's heading, or its heading with the cell's own props (alignment, width, aria-sort and a sort button). */
export type ColumnHead = string | ({ label: ReactNode } & Omit<TableThProps, 'children'>);

/**
 * A table's heading row. `scope="col"` where the rows have headings of their own, so a screen reader reads each
 * cell with both; `false` leaves a column out (one only some people see).
 */
export function ColumnHeads({ columns, scope }: { columns: readonly (ColumnHead | false)[]; scope?: 'col' }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column, index) => {
          if (column === false) return null;
          const { label, ...props } = typeof column === 'string' ? { label: column } : column;
          // A table's columns are fixed, so a column's place is its identity.
          return (
            <Table.Th key={index} scope={scope} {...props}>
              {label}
            </Table.Th>
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );
}
