import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { clearChunkReloadFlag } from './errors/chunk-reload';

/**
 * A route's page as its own chunk. Loading one successfully clears the chunk-reload
 * guard, so a later deploy can trigger its own single reload.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazyRouteFunction<RouteObject> {
  return async () => {
    const module = await load();
    clearChunkReloadFlag();
    return { Component: pick(module) };
  };
}
