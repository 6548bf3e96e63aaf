import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { clearChunkReloadFlag } from './errors/chunk-reload';
import type { RouteHandle } from './guards/route-handle';

/**
 * A route showing one page, its own chunk loaded when the route is first opened; the handle names its guards and
 * its help. Loading a chunk successfully clears the chunk-reload guard, so a later deploy can trigger its own
 * single reload.
 */
export function pageRoute(path: string, handle: RouteHandle, load: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    handle,
    lazy: async () => {
      const Component = await load();
      clearChunkReloadFlag();
      return { Component };
    },
  };
}
