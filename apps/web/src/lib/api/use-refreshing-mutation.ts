import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A change sent once (a POST carries an Idempotency-Key), then every query under `scope` (a feature's root key)
 * is refreshed: one change moves several views (a movement changes stock and stores; an accepted reopen is also
 * a trade).
 */
export function useRefreshingMutation<Input, Output>(scope: QueryKey, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scope }),
  });
}
