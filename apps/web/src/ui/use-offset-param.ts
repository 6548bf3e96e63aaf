import { useSearchParams } from 'react-router';

/** A list's page lives in the URL (`offset`), beside any other query value such as an open modal's `action`. */
export function useOffsetParam(): [number, (offset: number) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = Number.parseInt(params.get('offset') ?? '', 10);
  const offset = Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
  const setOffset = (next: number) => {
    const search = new URLSearchParams(params);
    if (next > 0) search.set('offset', String(next));
    else search.delete('offset');
    setParams(search);
  };
  return [offset, setOffset];
}
