import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { onSearchFailure } from './search-inventory';

describe('a search that answers 404 (spec §8)', () => {
  it('reloads the page once with a retry flag, and not again when the flag is there', () => {
    const replace = vi.fn();
    onSearchFailure(new ApiError({ status: 404, message: 'gone' }), {
      href: 'http://localhost/inventory/stock?f=commodity%3Awheat',
      replace,
    });
    expect(replace).toHaveBeenCalledWith('http://localhost/inventory/stock?f=commodity%3Awheat&retry=1');
    replace.mockClear();
    onSearchFailure(new ApiError({ status: 404, message: 'gone' }), {
      href: 'http://localhost/inventory/stock?retry=1',
      replace,
    });
    expect(replace).not.toHaveBeenCalled();
  });

  it('does not reload for any other failure', () => {
    const replace = vi.fn();
    onSearchFailure(new ApiError({ status: 500, message: 'broken' }), { href: 'http://localhost/x', replace });
    expect(replace).not.toHaveBeenCalled();
  });
});
