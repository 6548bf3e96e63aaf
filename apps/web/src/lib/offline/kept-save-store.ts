import type { KeptSave } from './kept-save';

/**
 * Where kept saves live on the device: IndexedDB (not local storage, so photos and files can join them as Blobs),
 * one record per save keyed by its Idempotency-Key, read back by owner in the order the saves were made. Loaded
 * lazily with the kept-save queue once someone is signed in (app/kept-saves.ts), off the sign-in page's first load.
 */
export interface KeptSaveStore {
  /** The owner's kept saves, oldest first. */
  list(owner: string): Promise<KeptSave[]>;
  put(save: KeptSave): Promise<void>;
  remove(key: string): Promise<void>;
}

export const KEPT_SAVES_DATABASE = 'harvest-kept-saves';
const SAVES = 'saves';
const BY_OWNER = 'owner';

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function open(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(KEPT_SAVES_DATABASE, 1);
  request.onupgradeneeded = () => {
    const saves = request.result.createObjectStore(SAVES, { keyPath: 'key' });
    saves.createIndex(BY_OWNER, 'owner');
  };
  return done(request);
}

/** Opens the kept-save store in `factory` (the browser's indexedDB; a fake-indexeddb one in tests). */
export async function openKeptSaveStore(factory: IDBFactory): Promise<KeptSaveStore> {
  const database = await open(factory);
  // Another tab opening a newer version closes this one's connection rather than blocking it.
  database.onversionchange = () => database.close();

  async function write(change: (saves: IDBObjectStore) => void): Promise<void> {
    const transaction = database.transaction(SAVES, 'readwrite');
    change(transaction.objectStore(SAVES));
    await committed(transaction);
  }

  return {
    async list(owner) {
      const transaction = database.transaction(SAVES, 'readonly');
      const saves = await done(transaction.objectStore(SAVES).index(BY_OWNER).getAll(owner) as IDBRequest<KeptSave[]>);
      return saves.sort((a, b) => a.seq - b.seq);
    },
    put: (save) => write((saves) => saves.put(save)),
    remove: (key) => write((saves) => saves.delete(key)),
  };
}
