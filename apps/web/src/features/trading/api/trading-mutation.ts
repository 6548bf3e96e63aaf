import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/**
 * A change to trading (an offer, a listing, a trade request): sent once (a POST carries an Idempotency-Key), then
 * every trading view is refreshed, since one change moves several lists (an accepted reopen is also a trade).
 */
export function useTradingMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRADING_QUERY_KEY }),
  });
}
