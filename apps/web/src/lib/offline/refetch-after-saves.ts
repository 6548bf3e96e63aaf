import type { QueryClient } from '@tanstack/react-query';

/**
 * Fetches every list again once kept saves have been sent. A fetch still running was asked before the saves landed
 * (the reconnect's own refetch starts beside the queue's first send), and TanStack joins a query with no data yet to
 * that fetch rather than starting another: so such fetches are cancelled first, and every shown query asked afresh.
 */
export async function refetchAfterSaves(client: QueryClient): Promise<void> {
  await client.cancelQueries();
  await client.invalidateQueries();
}
