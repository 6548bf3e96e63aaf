import { useQuery, type QueryKey } from '@tanstack/react-query';

/** One thing read by its id, asked only once there is an id (a page or dialog may open before it knows which). */
export function useQueryById<T>(
  id: string | null,
  key: (id: string) => QueryKey,
  get: (id: string, signal: AbortSignal) => Promise<T>,
) {
  return useQuery({ queryKey: key(id ?? ''), queryFn: ({ signal }) => get(id ?? '', signal), enabled: Boolean(id) });
}
