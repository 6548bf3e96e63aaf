import { API_RETRY_LIMIT } from '@harvest/domain';
import { QueryClient, type MutationOptions } from '@tanstack/react-query';
import { isApiError } from '../lib/api/api-error';
import { saveKeyOf, sendWithSaveKey } from '../lib/api/save-key';
import { createKeptSaves } from './kept-saves';

// Spec §8: reads are retried on these statuses (and when no answer came at all).
const RETRYABLE_STATUSES = new Set([0, 403, 429, 440, 500, 501, 502, 504]);

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error) || error.offline || error.timedOut) return false;
  const informational = error.status >= 100 && error.status < 200;
  return failureCount < API_RETRY_LIMIT && (informational || RETRYABLE_STATUSES.has(error.status));
}

/**
 * A save whose answer never came (the connection went, or the wait timed out) is sent again, with the same key, so
 * the API answers the first reply if it did arrive; a resend made once the device is offline is kept on the device
 * (app/kept-saves.ts) and goes when the connection returns.
 */
function shouldResendSave(failureCount: number, error: unknown): boolean {
  return isApiError(error) && error.status === 0 && failureCount < SAVE_RESENDS;
}

/** Online, a form says there is no connection after these resends (0.5 s, then 1 s): soon, not after half a minute. */
const SAVE_RESENDS = 2;

/**
 * Every mutation's function is given its save's Idempotency-Key (save-key.ts), here once for every form, rather
 * than in each feature's mutation. While mounted, the client's kept-save queue takes the saves that cannot be sent
 * now (offline, or behind others still waiting), keeps them in IndexedDB and sends them in order.
 */
class HarvestQueryClient extends QueryClient {
  readonly keptSaves = createKeptSaves(this);

  override mount(): void {
    super.mount();
    this.keptSaves.mount();
  }

  override unmount(): void {
    super.unmount();
    this.keptSaves.unmount();
  }

  // The signature is TanStack's own, which an override must repeat.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override defaultMutationOptions<T extends MutationOptions<any, any, any, any>>(options?: T): T {
    const defaulted = super.defaultMutationOptions(options);
    const send = defaulted.mutationFn;
    if (options?._defaulted || !send) return defaulted;
    return {
      ...defaulted,
      mutationFn: (variables: unknown, context: object) =>
        sendWithSaveKey(saveKeyOf(context), () => send(variables, context as never)),
    };
  }
}

export function createQueryClient(): QueryClient {
  const client = new HarvestQueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(1_000 * 2 ** attempt, 8_000),
        staleTime: 30_000,
        // An out-of-date client cannot recover in place: the route's error page offers a reload.
        throwOnError: (error) => isApiError(error) && error.offline,
      },
      mutations: {
        retry: shouldResendSave,
        // Short: online, a form waits this long before it says there is no connection.
        retryDelay: (attempt) => 500 * attempt,
        // Offline a save still runs: its request joins the kept-save queue, which orders and keeps it.
        networkMode: 'always',
      },
    },
  });
  return client;
}
