import { describe, expect, it, vi } from 'vitest';
import { clearChunkReloadFlag, isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';

describe('chunk reload', () => {
  it("recognises the browsers' failed dynamic import messages", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, never in a loop, until a page loads again', () => {
    const reload = vi.fn();

    expect(reloadOnceForChunkError(reload)).toBe(true);
    expect(reloadOnceForChunkError(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    clearChunkReloadFlag();
    expect(reloadOnceForChunkError(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
