import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Page } from '../lib/api/api-data';
import { OffsetPagination } from './offset-pagination';
import { QueryState, type QueryLike } from './query-state';

interface PagedQueryStateProps<T> {
  /** A query of one page of a list, which keeps the previous page on screen while the next loads. */
  query: QueryLike<Page<T>> & { isPlaceholderData: boolean };
  /** What is loading, for screen readers. */
  loadingLabel?: string;
  errorTitle: string;
  /** What stands in for a page with no items (an EmptyListState). */
  empty: ReactNode;
  onOffsetChange: (offset: number) => void;
  /** Anything above the items, such as what is ticked for a bulk change. */
  header?: ReactNode;
  /** The page's items. */
  children: (items: T[]) => ReactNode;
}

/** One page of a list as QueryState shows it, with Previous and Next below; busy while the next page loads. */
export function PagedQueryState<T>({
  query,
  loadingLabel,
  errorTitle,
  empty,
  onOffsetChange,
  header,
  children,
}: PagedQueryStateProps<T>) {
  return (
    <QueryState
      query={query}
      loadingLabel={loadingLabel}
      errorTitle={errorTitle}
      isEmpty={(data) => data.items.length === 0}
      empty={empty}
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
