import { describe, expect, it } from 'vitest';
import { FILE_SIZE_MAX_BYTES, isWithinFileSizeLimit } from './file-limits';

describe('file size (spec: files up to 10 MB each)', () => {
  it('takes 10 MB exactly and refuses one byte more', () => {
    expect(FILE_SIZE_MAX_BYTES).toBe(10_485_760);
    expect(isWithinFileSizeLimit(FILE_SIZE_MAX_BYTES)).toBe(true);
    expect(isWithinFileSizeLimit(FILE_SIZE_MAX_BYTES + 1)).toBe(false);
    expect(isWithinFileSizeLimit(-1)).toBe(false);
  });
});
