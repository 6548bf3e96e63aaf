import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Page } from '../lib/api/api-data';
import { EmptyListState, type EmptyListStateProps } from './empty-list-state';
import { OffsetPagination } from './offset-pagination';
import { QueryState, type QueryLike } from './query-state';

interface PagedQueryStateProps<T> {
  /** A query of one page of a list, which keeps the previous page on screen while the next loads. */
  query: QueryLike<Page<T>> & { isPlaceholderData: boolean };
  errorTitle: string;
  /** What stands in for a page with no items. */
  empty: EmptyListStateProps;
  onOffsetChange: (offset: number) => void;
  /** Anything above the items, such as what is ticked for a bulk change. */
  header?: ReactNode;
  /** The page's items. */
  children: (items: T[]) => ReactNode;
}

/** One page of a list as QueryState shows it, with Previous and Next below; busy while the next page loads. */
export function PagedQueryState<T>({
  query,
  errorTitle,
  empty,
  onOffsetChange,
  header,
  children,
}: PagedQueryStateProps<T>) {
  return (
    <QueryState
      query={query}
      errorTitle={errorTitle}
      isEmpty={(data) => data.items.length === 0}
      empty={<EmptyListState {...empty} />}
    >
      {({ items, pagination }) => (
        <Stack gap="md" aria-busy={query.isPlaceholderData}>
          {header}
          {children(items)}
          {pagination && (
            <OffsetPagination pagination={pagination} shown={items.length} onOffsetChange={onOffsetChange} />
          )}
        </Stack>
      )}
    </QueryState>
  );
}
