import { useSearchParams } from 'react-router';

type FilterValue = string | null;

/**
 * A list's filters and page live in the URL (each filter under its own name, then `offset`), so a search can be
 * shared and survives a reload. `read` takes the filters out of the URL, checking any that must be one of a set.
 * A new search starts again at the first page; typing replaces the history entry, while turning a page adds one so
 * Back returns to the previous page.
 */
export function useUrlFilters<F extends { offset: number }>(
  read: (params: URLSearchParams) => { [K in Exclude<keyof F, 'offset'>]: F[K] & FilterValue },
): [F, (change: Partial<F>) => void] {
  const [params, setParams] = useSearchParams();
  const offset = Number.parseInt(params.get('offset') ?? '', 10);
  const filters = { ...read(params), offset: Number.isFinite(offset) && offset > 0 ? offset : 0 } as F;

  const update = (change: Partial<F>) => {
    const next: Record<string, unknown> = { ...filters, offset: 0, ...change };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) {
      if (key !== 'offset' && typeof value === 'string' && value) search.set(key, value);
    }
    if (typeof next.offset === 'number' && next.offset > 0) search.set('offset', String(next.offset));
    setParams(search, { replace: change.offset === undefined });
  };

  return [filters, update];
}
