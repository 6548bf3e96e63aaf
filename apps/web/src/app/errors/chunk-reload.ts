const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;
const RELOAD_FLAG = 'harvest:chunk-reload';

/** A page's code could not be fetched: usually a deploy replaced the hashed files this tab knows. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** True once a reload has been tried for this tab and no page has loaded since. */
export function hasReloadedForChunkError(): boolean {
  try {
    return sessionStorage.getItem(RELOAD_FLAG) !== null;
  } catch {
    return true;
  }
}

/**
 * Reloads the whole app once to pick up the new build. The flag stays until a page's code
 * loads again, so a chunk that is truly missing shows the error page instead of looping.
 * Answers whether a reload was started.
 */
export function reloadOnceForChunkError(reload: () => void = () => window.location.reload()): boolean {
  try {
    if (sessionStorage.getItem(RELOAD_FLAG)) return false;
    sessionStorage.setItem(RELOAD_FLAG, new Date().toISOString());
  } catch {
    // Without session storage there is no guard against a loop, so do not reload at all.
    return false;
  }
  reload();
  return true;
}

/** A page's code loaded: a later deploy may reload once again. */
export function clearChunkReloadFlag(): void {
  try {
    sessionStorage.removeItem(RELOAD_FLAG);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
