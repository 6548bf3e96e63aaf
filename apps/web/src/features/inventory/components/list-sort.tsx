import { Select, UnstyledButton } from '@mantine/core';
import type { ColumnHead } from '../../../ui/column-heads';
import { useTranslation } from 'react-i18next';

/** How a faceted list is sorted now (from the address, or the list's default), and how to sort it otherwise. */
export interface ListSort {
  sortBy: string;
  sortDesc: boolean;
  /** Sorts by the field; without a direction, the other way if it is the field already, else ascending. */
  sortOn: (field: string, desc?: boolean) => void;
}

/** A column heading that sorts the list by its field: says which way it is sorted (aria-sort) and turns it round. */
export function sortableHead(
  sort: ListSort,
  field: string,
  label: string,
  props: Omit<Extract<ColumnHead, object>, 'label'> = {},
): ColumnHead {
  const active = sort.sortBy === field;
  const direction = active ? (sort.sortDesc ? 'descending' : 'ascending') : 'none';
  return {
    ...props,
    'aria-sort': direction,
    label: (
      <UnstyledButton
        onClick={() => sort.sortOn(field)}
        fz="inherit"
        fw="inherit"
        style={{ textAlign: 'inherit', textDecoration: active ? 'underline' : undefined }}
      >
        {label}
        {/* Kept on the label's last line: a no-break space before the arrow. */}
        <span aria-hidden="true">{active ? (sort.sortDesc ? '\u00a0↓' : '\u00a0↑') : '\u00a0↕'}</span>
      </UnstyledButton>
    ),
  };
}

/** On a phone, where cards have no headings to press: the same sorts as a select, each field either way. */
export function SortSelect({ sort, labels }: { sort: ListSort; labels: Record<string, string> }) {
  const { t } = useTranslation();
  const data = Object.entries(labels).flatMap(([field, column]) => [
    { value: `${field}:asc`, label: t('inventoryScreens.list.sortAscending', { column }) },
    { value: `${field}:desc`, label: t('inventoryScreens.list.sortDescending', { column }) },
  ]);
  return (
    <Select
      label={t('inventoryScreens.list.sortBy')}
      data={data}
      value={`${sort.sortBy}:${sort.sortDesc ? 'desc' : 'asc'}`}
      allowDeselect={false}
      onChange={(value) => {
        if (!value) return;
        const [field = sort.sortBy, way] = value.split(':');
        sort.sortOn(field, way === 'desc');
      }}
      w={{ base: '100%', xs: 280 }}
    />
  );
}
