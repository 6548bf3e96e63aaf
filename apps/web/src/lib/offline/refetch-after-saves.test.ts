import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchAfterSaves } from './refetch-after-saves';

/** A fetch the test answers when it likes, as the network would. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('fetching again after kept saves were sent', () => {
  it('does not take the answer of a fetch asked before the save landed, for a list the page never had', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answers = [deferred<string[]>(), deferred<string[]>()];
    let asked = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['inventory', 'stores'],
      queryFn: () => answers[asked++]!.promise,
    });
    const stop = observer.subscribe(() => undefined);
    // The reconnect's fetch is out (no data yet: the page was reloaded offline); then the save lands.
    expect(asked).toBe(1);
    const after = refetchAfterSaves(client);
    answers[0]!.resolve(['Hillside']);
    await expect.poll(() => asked).toBe(2);
    answers[1]!.resolve(['Hillside', 'Reloaded barn']);
    await after;
    expect(client.getQueryData(['inventory', 'stores'])).toEqual(['Hillside', 'Reloaded barn']);
    stop();
    client.clear();
  });

  it('asks again for a list already shown', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let asked = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['inventory', 'stores'],
      queryFn: () => Promise.resolve([`answer ${++asked}`]),
    });
    const stop = observer.subscribe(() => undefined);
    await expect.poll(() => client.getQueryData(['inventory', 'stores'])).toEqual(['answer 1']);
    await refetchAfterSaves(client);
    expect(client.getQueryData(['inventory', 'stores'])).toEqual(['answer 2']);
    stop();
    client.clear();
  });
});
