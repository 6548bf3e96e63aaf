import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadFullCatalogue } from '../lib/i18n/i18n';
import { clearChunkReloadFlag } from './errors/chunk-reload';
import type { RouteHandle } from './guards/route-handle';

/**
 * Which words a page needs before it draws: 'full' (the default) fetches the rest of the catalogue beside the page's
 * code; 'first' is for the signed-out pages that use only the first catalogue (lib/i18n/first-catalogue.ts), so
 * they load without it (the sign-in page's first load, checked by e2e/tests/first-load.spec.ts).
 */
export type PageCatalogue = 'full' | 'first';

/**
 * A route showing one page, its own chunk loaded when the route is first opened; the handle names its guards and
 * its help. Loading a chunk successfully clears the chunk-reload guard, so a later deploy can trigger its own
 * single reload.
 */
export function pageRoute(
  path: string,
  handle: RouteHandle,
  load: () => Promise<ComponentType>,
  catalogue: PageCatalogue = 'full',
): RouteObject {
  return {
    path,
    handle,
    lazy: async () => {
      const [Component] = await Promise.all([load(), catalogue === 'full' ? loadFullCatalogue() : undefined]);
      clearChunkReloadFlag();
      return { Component };
    },
  };
}

/** A layout (the app's shells) loaded with its first page, with the full catalogue its menus need. */
export function layoutRoute(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [Component] = await Promise.all([load(), loadFullCatalogue()]);
      return { Component };
    },
  };
}
