import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live (DESIGN §4): local disk by default, any S3-compatible store when configured. Keys are
 * the store's own (`<organisation>/<file id>`), never a name a client chose.
 */
export interface FileStore {
  /** Stores the bytes under the key, replacing what was there. Nothing is readable under the key until all is written. */
  put(key: string, source: Readable | Buffer, contentType: string): Promise<void>;
  /** The bytes under the key; FileNotFoundError when there are none. */
  get(key: string): Promise<Readable>;
  /** Removes the bytes; a key with nothing under it is fine. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No file under ${key}`);
    this.name = 'FileNotFoundError';
  }
}

export class InvalidFileKeyError extends Error {
  constructor(readonly key: string) {
    super(`Not a safe file key: ${JSON.stringify(key)}`);
    this.name = 'InvalidFileKeyError';
  }
}

/**
 * Segments of letters, digits, dot, dash and underscore, each starting with a letter or digit, joined by slashes:
 * no `..`, no absolute path, no backslash, nothing hidden (the local store keeps its partial writes in `.partial`).
 */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}(\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}){0,7}$/;

export function assertSafeKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((segment) => segment.includes('..'))) {
    throw new InvalidFileKeyError(key);
  }
}

/** Reads a source wholly into memory (files are at most 10 MB). */
export async function toBuffer(source: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(source)) return source;
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
