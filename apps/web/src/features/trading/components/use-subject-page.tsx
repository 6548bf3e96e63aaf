import type { ReactElement } from 'react';
import { QueryState, type QueryLike } from '../../../ui/query-state';
import { usePageTitle } from '../../../ui/use-page-title';

interface SubjectPageTexts<T> {
  /** The tab's title: one of its own, or the subject's once it is here (the loading text until then). */
  title: string | ((data: T) => string);
  loading: string;
  loadError: string;
  /** The heading over a failure, so the page still says where the person is. */
  heading: string;
}

/**
 * A page about one thing loaded from the API (an offer, a listing, the trade on an offer). Until it is here, or
 * when it could not be loaded, the page is `standIn`: QueryState's progress or failure under the page's heading.
 */
export function useSubjectPage<T>(
  query: QueryLike<T>,
  texts: SubjectPageTexts<T>,
): { data: T; standIn: null } | { data: undefined; standIn: ReactElement } {
  const { title } = texts;
  usePageTitle(typeof title === 'string' ? title : query.data === undefined ? texts.loading : title(query.data));
  if (query.isPending || query.isError || query.data === undefined) {
    const standIn = (
      <QueryState
        query={query}
        loadingLabel={texts.loading}
        errorTitle={texts.loadError}
        page={{ heading: texts.heading }}
      />
    );
    return { data: undefined, standIn };
  }
  return { data: query.data, standIn: null };
}
