import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

/** What QueryState reads of a TanStack query (a `useQuery` result, or several joined with `joinQueries`). */
export interface QueryLike<T> {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** What is loading, for screen readers: 'Loading your offers'. */
  loadingLabel?: string;
  /** What failed: 'Your offers could not be loaded'. */
  errorTitle: string;
  /**
   * A page whose subject failed to load keeps its heading (and a link back where its layout has no navigation),
   * so it still says where the person is.
   */
  page?: { heading: string; back?: ReactNode };
  /** Shown instead of the content when `isEmpty` says so (by default, when the data is an empty list). */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** The content; none where a page returns early with this while its query has no data yet. */
  children?: ReactNode | ((data: T) => ReactNode);
}

/**
 * The four faces of anything loaded from the API: its progress while it loads, what failed with a retry, what to
 * do when there is nothing yet, and the content.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  errorTitle,
  page,
  empty,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError || query.data === undefined) {
    const failure = (
      <ErrorState
        title={errorTitle}
        message={query.error?.message ?? ''}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
    if (!page) return failure;
    return (
      <Stack gap="lg" maw={760}>
        {page.back}
        <Title order={1}>{page.heading}</Title>
        {failure}
      </Stack>
    );
  }
  if (empty !== undefined && isEmpty(query.data)) return <>{empty}</>;
  return <>{typeof children === 'function' ? children(query.data) : children}</>;
}

/** Two queries as one: loading while either is, failed when either did (its retry asks both again). */
export function joinQueries<A, B>(a: QueryLike<A>, b: QueryLike<B>): QueryLike<[A, B]> {
  return {
    data: a.data !== undefined && b.data !== undefined ? [a.data, b.data] : undefined,
    error: a.error ?? b.error,
    isPending: a.isPending || b.isPending,
    isError: a.isError || b.isError,
    isFetching: a.isFetching || b.isFetching,
    refetch: () => {
      void a.refetch();
      void b.refetch();
    },
  };
}
