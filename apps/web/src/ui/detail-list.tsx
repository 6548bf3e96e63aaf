import { DataList, type DataListProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailRow {
  label: string;
  value: ReactNode;
}

interface DetailListProps extends Pick<DataListProps, 'size' | 'withDivider'> {
  rows: readonly DetailRow[];
  /** As wide as the longest label needs (9rem by default). */
  labelWidth?: string;
}

/**
 * Labelled values read, not edited (a business's details). Labels keep one column, wrapping a long one rather than
 * pushing its value out of line with the others; long values wrap anywhere rather than overflow.
 */
export function DetailList({ rows, labelWidth = '9rem', ...list }: DetailListProps) {
  return (
    <DataList size="sm" labelWidth={labelWidth} {...list}>
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
