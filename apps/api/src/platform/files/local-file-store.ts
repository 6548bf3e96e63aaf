import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, FileNotFoundError, InvalidFileKeyError, type FileStore } from './file-store';

/** Where partial writes wait to be renamed into place; no key can name it (keys never start with a dot). */
const PARTIAL_DIR = '.partial';

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');

/**
 * Files on local disk under one root (`DATA_DIR/files`). A file is written under a temporary name and renamed into
 * place, so a reader sees either the whole file or none, and a failed write leaves nothing behind.
 */
export class LocalFileStore implements FileStore {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The path of a key, refused when it would fall outside the root. */
  pathOf(key: string): string {
    assertSafeKey(key);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new InvalidFileKeyError(key);
    return path;
  }

  async put(key: string, source: Readable | Buffer): Promise<void> {
    const path = this.pathOf(key);
    const partialDir = join(this.root, PARTIAL_DIR);
    const partial = join(partialDir, randomUUID());
    await mkdir(partialDir, { recursive: true });
    await mkdir(dirname(path), { recursive: true });
    try {
      await pipeline(Buffer.isBuffer(source) ? Readable.from([source]) : source, createWriteStream(partial));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    const path = this.pathOf(key);
    try {
      // Opened before answering, so a missing file is known now rather than when the stream is read.
      const handle = await open(path, 'r');
      return handle.createReadStream();
    } catch (error) {
      if (isMissing(error)) throw new FileNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }
}
