import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { apiData, apiPageFrom, type Page } from './api-data';
import type { ApiRequestOptions, AuthMode } from './api-request';

/** How long a reply stays fresh, whether a failure is asked again: TanStack's own options, as each endpoint needs. */
interface QueryTuning {
  staleTime?: number;
  retry?: boolean;
  refetchOnWindowFocus?: boolean;
}

/** What a screen adds when it reads the query: false holds it back (no id chosen yet, a dialog still shut). */
interface QueryUse {
  enabled?: boolean;
}

/**
 * One endpoint read as a query, from its key and its fetch: the fetch itself, the query options (to prefetch or to
 * read in a loader) and the hook. A `features/*\/api/get-*.ts` file is one of these and the hook it exports (the
 * older files that still write `useQuery` out move to it when they are next changed).
 */
export function apiQuery<Arg = void, T = unknown>(
  key: (arg: Arg) => QueryKey,
  fetch: (arg: Arg, signal?: AbortSignal) => Promise<T>,
  tuning: QueryTuning & { placeholderData?: typeof keepPreviousData } = {},
) {
  const options = (arg: Arg) =>
    queryOptions({ queryKey: key(arg), queryFn: ({ signal }) => fetch(arg, signal), ...tuning });
  return {
    fetch,
    queryOptions: options,
    useQuery: (arg: Arg, { enabled = true }: QueryUse = {}) => useQuery({ ...options(arg), enabled }),
  };
}

interface GetSpec<Arg, T> extends QueryTuning {
  key: (arg: Arg) => QueryKey;
  path: (arg: Arg) => string;
  schema: NonNullable<ApiRequestOptions<T>['schema']>;
  /** Signed in unless said otherwise. */
  auth?: AuthMode;
}

/** A GET of `path(arg)` whose reply is checked against `schema`. */
export function apiGetQuery<Arg = void, T = unknown>({ key, path, schema, auth, ...tuning }: GetSpec<Arg, T>) {
  return apiQuery(
    key,
    (arg: Arg, signal) => apiData('GET', path(arg), { schema, signal, auth: auth ?? 'required' }),
    tuning,
  );
}

interface PageSpec<Arg, T> extends QueryTuning {
  key: (arg: Arg) => QueryKey;
  path: string;
  /** The page's offset and the list's filters, as the API names them. */
  query: (arg: Arg) => { offset: number } & NonNullable<ApiRequestOptions<T[]>['query']>;
  schema: NonNullable<ApiRequestOptions<T[]>['schema']>;
  auth?: AuthMode;
}

/** One page of a list at `path`; the page on screen stays while the next one loads, so the list does not jump. */
export function apiPageQuery<Arg = void, T = unknown>({ key, path, query, schema, auth, ...rest }: PageSpec<Arg, T>) {
  return apiQuery(
    key,
    (arg: Arg, signal): Promise<Page<T>> => apiPageFrom(path, query(arg), { schema, signal, auth: auth ?? 'required' }),
    { ...rest, placeholderData: keepPreviousData },
  );
}

/** A list paged by its offset alone, which is then the query's argument. */
export function apiOffsetPageQuery<T>(spec: Omit<PageSpec<number, T>, 'query'>) {
  return apiPageQuery({ ...spec, query: (offset: number) => ({ offset }) });
}
