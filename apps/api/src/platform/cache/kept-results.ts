import type { ChangeFeed } from './change-feed';
import { LruMap } from './lru-map';

/** Every answer a KeptResults has kept: handed to every caller alike while it stands, so never to be changed. */
const keptAnswers = new WeakSet<object>();

/** Whether the value is an answer kept in memory (the route kit writes such a reply's JSON once, not every time). */
export function isKeptAnswer(value: unknown): value is object {
  return typeof value === 'object' && value !== null && keptAnswers.has(value);
}

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
    const value = read().then((answer) => {
      if (typeof answer === 'object' && answer !== null) keptAnswers.add(answer);
      return answer;
    });
    const entry: Kept<T> = { mark: this.changes.mark(), keys: dependsOn, value };
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
