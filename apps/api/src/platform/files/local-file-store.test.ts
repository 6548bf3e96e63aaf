import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFileStore } from './create-file-store';
import { fileStoreContract } from './file-store.contract';
import { LocalFileStore } from './local-file-store';

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

fileStoreContract('local disk', async () => {
  const root = await mkdtemp(join(tmpdir(), 'harvest-files-'));
  return {
    store: new LocalFileStore(root),
    // Partial writes count too: a failed write must not leave one behind.
    storedKeys: () => filesUnder(root),
    close: () => rm(root, { recursive: true, force: true }),
  };
});

describe('LocalFileStore', () => {
  it('keeps files under DATA_DIR/files unless S3 is configured', () => {
    const store = createFileStore({ dataDir: '/srv/harvest', s3: null });
    expect(store).toBeInstanceOf(LocalFileStore);
    expect((store as LocalFileStore).pathOf('org/file')).toBe('/srv/harvest/files/org/file');
  });
});
