import type { HttpMethod } from '../api/send-once';

/**
 * A save kept on the device until it can be sent: the request exactly as it will go (its Idempotency-Key, method,
 * path and body), whose it is, and when it was made. Written to IndexedDB the moment it is kept, so a reload or a
 * closed tab loses nothing; sent again with the same key, so a save that did reach the API is never made twice.
 */
export interface KeptSave {
  /** The save's Idempotency-Key (sent with a POST; other methods are repeatable and only use it as the id). */
  key: string;
  /** `${userId}:${profileId}`: only this person, acting for this organisation, ever sees or sends it. */
  owner: string;
  method: HttpMethod;
  path: string;
  /** JSON today; anything IndexedDB can hold (a photo's Blob) tomorrow. */
  body: unknown;
  /** When it was made (epoch ms), to name it if it is refused. */
  keptAt: number;
  /** The order saves are sent in: the order they were made. */
  seq: number;
}
