import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileNotFoundError, InvalidFileKeyError, toBuffer, type FileStore } from './file-store';

export interface StoreUnderTest {
  store: FileStore;
  /** Every key the store holds now, by its own reckoning (to prove a failed write left nothing). */
  storedKeys(): Promise<string[]>;
  close(): Promise<void>;
}

const bytesOf = (text: string) => Buffer.from(text, 'utf8');

/** A stream that gives some bytes and then fails, as a client hanging up mid-upload does. */
function failingSource(): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(Buffer.alloc(64 * 1024, 1));
      } else this.destroy(new Error('connection reset'));
    },
  });
}

/** The same cases for every FileStore adapter: each must behave exactly alike to the files module. */
export function fileStoreContract(name: string, open: () => Promise<StoreUnderTest>): void {
  describe(`FileStore contract: ${name}`, () => {
    let subject: StoreUnderTest;
    let store: FileStore;

    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });
    afterAll(() => subject.close());

    it('gives back exactly the bytes put from a buffer', async () => {
      const bytes = Buffer.from([0, 1, 2, 255, 254, 10, 13]);
      await store.put('org-a/buffer', bytes, 'application/octet-stream');
      expect(await toBuffer(await store.get('org-a/buffer'))).toEqual(bytes);
      expect(await store.exists('org-a/buffer')).toBe(true);
    });

    it('gives back exactly the bytes put from a stream, a large one included', async () => {
      const big = Buffer.alloc(3 * 1024 * 1024 + 7, 0);
      for (let index = 0; index < big.length; index += 4093) big[index] = index % 251;
      await store.put('org-a/stream', Readable.from([big.subarray(0, 1000), big.subarray(1000)]), 'image/png');
      expect((await toBuffer(await store.get('org-a/stream'))).equals(big)).toBe(true);
    });

    it('replaces what a key held', async () => {
      await store.put('org-a/replaced', bytesOf('first'), 'text/plain');
      await store.put('org-a/replaced', bytesOf('second'), 'text/plain');
      expect((await toBuffer(await store.get('org-a/replaced'))).toString()).toBe('second');
    });

    it('says a missing key is missing: get throws FileNotFoundError, exists answers false', async () => {
      await expect(store.get('org-a/never-written')).rejects.toBeInstanceOf(FileNotFoundError);
      expect(await store.exists('org-a/never-written')).toBe(false);
    });

    it('deletes, and deleting what is not there is fine', async () => {
      await store.put('org-a/deleted', bytesOf('gone soon'), 'text/plain');
      await store.delete('org-a/deleted');
      expect(await store.exists('org-a/deleted')).toBe(false);
      await expect(store.get('org-a/deleted')).rejects.toBeInstanceOf(FileNotFoundError);
      await expect(store.delete('org-a/deleted')).resolves.toBeUndefined();
    });

    it('leaves nothing under the key when the source fails half-way', async () => {
      await expect(store.put('org-a/half', failingSource(), 'text/plain')).rejects.toThrow();
      expect(await store.exists('org-a/half')).toBe(false);
      expect(await subject.storedKeys()).not.toContain('org-a/half');
    });

    it('refuses keys that could escape the store or name its hidden parts', async () => {
      for (const key of ['', '../escape', 'a/../../b', '/etc/passwd', 'a//b', '.partial/x', 'a\\b', 'a/..', 'a b']) {
        await expect(store.put(key, bytesOf('x'), 'text/plain'), key).rejects.toBeInstanceOf(InvalidFileKeyError);
        await expect(store.get(key), key).rejects.toBeInstanceOf(InvalidFileKeyError);
        await expect(store.exists(key), key).rejects.toBeInstanceOf(InvalidFileKeyError);
        await expect(store.delete(key), key).rejects.toBeInstanceOf(InvalidFileKeyError);
      }
    });
  });
}
