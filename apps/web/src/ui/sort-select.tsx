import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ColumnSort } from './sortable-column-head';

/** A sort the list has without a column of its own (its default, such as the most recently added first). */
export interface NamedSort {
  sortBy: string;
  sortDesc: boolean;
  label: string;
}

interface SortSelectProps {
  sort: ColumnSort;
  /** The columns' fields and names: each is offered either way. */
  labels: Record<string, string>;
  /** Offered first, so the list's default order shows as chosen before the person picks one. */
  named?: NamedSort;
}

const valueOf = ({ sortBy, sortDesc }: { sortBy: string; sortDesc: boolean }) =>
  `${sortBy}:${sortDesc ? 'desc' : 'asc'}`;

/** On a phone, where cards have no headings to press: the same sorts as a select, each field either way. */
export function SortSelect({ sort, labels, named }: SortSelectProps) {
  const { t } = useTranslation();
  const data = [
    ...(named ? [{ value: valueOf(named), label: named.label }] : []),
    ...Object.entries(labels).flatMap(([field, column]) => [
      { value: `${field}:asc`, label: t('list.sortAscending', { column }) },
      { value: `${field}:desc`, label: t('list.sortDescending', { column }) },
    ]),
  ];
  return (
    <Select
      label={t('list.sortBy')}
      data={data}
      value={valueOf(sort)}
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
