import { Group, Table, UnstyledButton, type TableThProps } from '@mantine/core';

export interface ColumnSort<K extends string> {
  by: K;
  desc: boolean;
}

interface SortableColumnHeadProps<K extends string> extends Omit<TableThProps, 'children'> {
  label: string;
  column: K;
  /** How the list is sorted now. */
  sort: ColumnSort<K>;
  /** Asked for this column, or for the other way round when it is the one sorted. */
  onSort: (sort: ColumnSort<K>) => void;
  /** The way a first click sorts (true: largest or newest first). */
  firstDesc?: boolean;
}

/** A column heading that sorts the list by its column; `aria-sort` tells a screen reader which way it is sorted. */
export function SortableColumnHead<K extends string>({
  label,
  column,
  sort,
  onSort,
  firstDesc = false,
  ...props
}: SortableColumnHeadProps<K>) {
  const active = sort.by === column;
  const arrow = active ? (sort.desc ? '▼' : '▲') : '';
  return (
    <Table.Th aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : 'none'} {...props}>
      <UnstyledButton
        onClick={() => onSort({ by: column, desc: active ? !sort.desc : firstDesc })}
        fw={700}
        fz="sm"
        style={{ whiteSpace: 'nowrap' }}
      >
        <Group gap={4} wrap="nowrap" component="span">
          {label}
          <span aria-hidden="true" style={{ minWidth: '1ch' }}>
            {arrow}
          </span>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
