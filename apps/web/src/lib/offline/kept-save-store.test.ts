import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { KeptSave } from './kept-save';
import { openKeptSaveStore } from './kept-save-store';

const kept = (key: string, owner: string, seq: number): KeptSave => ({
  key,
  owner,
  method: 'POST',
  path: '/inventory/movements',
  body: { quantityKg: 29_000, note: key },
  keptAt: 1_764_000_000_000,
  seq,
});

describe('the kept-save store (IndexedDB)', () => {
  it('holds each save by its key, lists an owner’s oldest first, and forgets one once removed', async () => {
    const browser = new IDBFactory();
    const store = await openKeptSaveStore(browser);
    await store.put(kept('b', 'farmer', 2));
    await store.put(kept('a', 'farmer', 1));
    await store.put(kept('c', 'haulier', 3));

    // A reload: a new connection to the same browser's database.
    const reopened = await openKeptSaveStore(browser);
    expect((await reopened.list('farmer')).map((save) => save.key)).toEqual(['a', 'b']);
    expect(await reopened.list('farmer')).toContainEqual(kept('a', 'farmer', 1));
    expect((await reopened.list('haulier')).map((save) => save.key)).toEqual(['c']);

    await reopened.remove('a');
    // Kept again under the same key (the same save): one record, not two.
    await reopened.put(kept('b', 'farmer', 2));
    expect((await store.list('farmer')).map((save) => save.key)).toEqual(['b']);
    expect(await store.list('nobody')).toEqual([]);
  });
});
