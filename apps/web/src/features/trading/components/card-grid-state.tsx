import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyCard } from '../../../ui/empty-card';
import { QueryState, type QueryLike } from '../../../ui/query-state';

interface CardGridStateProps<T> {
  query: QueryLike<unknown>;
  /** The cards' subjects: the query's list, or the part of it this page shows. */
  items: T[];
  texts: { loading: string; loadError: string };
  /** What stands in for no items: what is empty, and what would fill it. */
  empty: { title: string; hint: string };
  children: (item: T) => ReactNode;
}

/** A list of cards loaded from the API, two a row where there is room, with its loading, failure and empty faces. */
export function CardGridState<T>({ query, items, texts, empty, children }: CardGridStateProps<T>) {
  return (
    <QueryState
      query={query}
      loadingLabel={texts.loading}
      errorTitle={texts.loadError}
      isEmpty={() => items.length === 0}
      empty={<EmptyCard title={empty.title} hint={empty.hint} />}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {items.map(children)}
      </SimpleGrid>
    </QueryState>
  );
}
