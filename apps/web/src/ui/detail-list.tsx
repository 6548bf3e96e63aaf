import { DataList } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailRow {
  label: string;
  value: ReactNode;
}

/** Labelled values read, not edited (a business's details); long values wrap anywhere rather than overflow. */
export function DetailList({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <DataList size="sm" labelWidth="9rem">
      {rows.map((row) => (
        <DataList.Item key={row.label}>
          <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
          <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{row.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
