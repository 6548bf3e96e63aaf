import { DataList } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailRow {
  label: string;
  value: ReactNode;
}

/**
 * Labelled values read, not edited (a business's details). Labels keep one column, wrapping a long one rather than
 * pushing its value out of line with the others; long values wrap anywhere rather than overflow.
 */
export function DetailList({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <DataList size="sm" labelWidth="9rem">
      {rows.map((row) => (
        <DataList.Item key={row.label}>
          <DataList.ItemLabel style={{ flex: '0 0 var(--data-list-label-width)', overflowWrap: 'anywhere' }}>
            {row.label}
          </DataList.ItemLabel>
          <DataList.ItemValue style={{ overflowWrap: 'anywhere', minWidth: 0 }}>{row.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
