import type { ChangeFeed } from './change-feed';
import { LruMap } from './lru-map';

interface Kept<T> {
  mark: number;
  keys: readonly string[];
  value: Promise<T>;
}

/**
 * Answers kept in memory until the data they were read from changes (as the change feed says), at most `limit`
 * of them. Callers asking for the same answer while it is being read share that one read. A failed read is not
 * kept, and nothing is kept while the feed is not live.
 */
export class KeptResults<T> {
  readonly #kept: LruMap<string, Kept<T>>;

  constructor(
    private readonly changes: ChangeFeed,
    limit: number,
  ) {
    this.#kept = new LruMap(limit);
  }

  answer(key: string, dependsOn: readonly string[], read: () => Promise<T>): Promise<T> {
    const kept = this.#kept.get(key);
    if (kept && this.changes.unchangedSince(kept.mark, kept.keys)) return kept.value;
    if (kept) this.#kept.delete(key);
    if (!this.changes.live) return read();
    const entry: Kept<T> = { mark: this.changes.mark(), keys: dependsOn, value: read() };
    this.#kept.set(key, entry);
    entry.value.catch(() => {
      if (this.#kept.get(key) === entry) this.#kept.delete(key);
    });
    return entry.value;
  }

  get size(): number {
    return this.#kept.size;
  }
}
