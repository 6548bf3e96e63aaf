import { Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ColumnHead } from './column-heads';

/** How a list is sorted now (from the address, or the list's default), and how to sort it otherwise. */
export interface ColumnSort {
  sortBy: string;
  sortDesc: boolean;
  /** Sorts by the field; without a direction, the other way if it is the field already, else ascending. */
  sortOn: (field: string, desc?: boolean) => void;
}

interface SortableHeadOptions extends Omit<Extract<ColumnHead, object>, 'label' | 'aria-label' | 'aria-sort'> {
  /** The way a first press sorts (true: largest or newest first, for counts and dates). */
  firstDesc?: boolean;
}

/** A heading's button: its column, which way it is sorted, and the sort a press asks for. */
function SortButton({
  sort,
  field,
  label,
  firstDesc,
}: {
  sort: ColumnSort;
  field: string;
  label: string;
  firstDesc: boolean;
}) {
  const { t } = useTranslation();
  const active = sort.sortBy === field;
  const nextDesc = active ? !sort.sortDesc : firstDesc;
  return (
    <UnstyledButton
      onClick={() => sort.sortOn(field, nextDesc)}
      // Says what a press does: the sort it asks for, not only the column's name.
      aria-label={t(nextDesc ? 'list.sortHeadDescending' : 'list.sortHeadAscending', {
        column: label,
      })}
      fz="inherit"
      fw="inherit"
      style={{ textAlign: 'inherit' }}
    >
      {label}
      {/* Kept on the label's last line by a no-break space; a faint ↕ says an unsorted column sorts too. */}
      <Text span inherit aria-hidden="true" c={active ? undefined : 'dimmed'}>
        {'\u00a0'}
        {active ? (sort.sortDesc ? '↓' : '↑') : '↕'}
      </Text>
    </UnstyledButton>
  );
}

/**
 * A column heading that sorts the list by its field (every sortable table's one heading: stock, movements, business
 * accounts): a button inside the `th` that turns the sort round, `aria-sort` saying which way it is sorted now, and
 * the heading itself named by its column alone, so a screen reader reads each cell with a short name.
 */
export function sortableHead(
  sort: ColumnSort,
  field: string,
  label: string,
  { firstDesc = false, ...props }: SortableHeadOptions = {},
): ColumnHead {
  const active = sort.sortBy === field;
  return {
    ...props,
    'aria-sort': active ? (sort.sortDesc ? 'descending' : 'ascending') : 'none',
    'aria-label': label,
    label: <SortButton sort={sort} field={field} label={label} firstDesc={firstDesc} />,
  };
}
