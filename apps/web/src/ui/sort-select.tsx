import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ColumnSort } from './sortable-column-head';

/** On a phone, where cards have no headings to press: the same sorts as a select, each field either way. */
export function SortSelect({ sort, labels }: { sort: ColumnSort; labels: Record<string, string> }) {
  const { t } = useTranslation();
  const data = Object.entries(labels).flatMap(([field, column]) => [
    { value: `${field}:asc`, label: t('list.sortAscending', { column }) },
    { value: `${field}:desc`, label: t('list.sortDescending', { column }) },
  ]);
  return (
    <Select
      label={t('list.sortBy')}
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
