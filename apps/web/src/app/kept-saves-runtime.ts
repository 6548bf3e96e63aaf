import type { QueryClient } from '@tanstack/react-query';
import { createBrowserKeptSaveQueue } from '../lib/offline/browser-kept-saves';
import type { KeptSaveQueue } from '../lib/offline/kept-save-queue';
import { watchKeptSaves } from './shell/kept-save-notices';

/** Loaded lazily (kept-saves.ts): the browser's kept-save queue for `client`, with its notices. */
export function startKeptSaves(client: QueryClient): KeptSaveQueue {
  const queue = createBrowserKeptSaveQueue();
  watchKeptSaves(client, queue);
  return queue;
}
