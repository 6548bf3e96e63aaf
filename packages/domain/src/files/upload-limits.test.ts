import { describe, expect, it } from 'vitest';
import { UPLOAD_REQUEST_BYTES_MAX } from './upload-limits';

describe('upload request size (spec: files up to 10 MB each, at most 10 a request)', () => {
  it('reads at most FILES_PER_UPLOAD_MAX x 10 MB + 1 MB for the fields', () => {
    expect(UPLOAD_REQUEST_BYTES_MAX).toBe(10 * 10_485_760 + 1_048_576);
  });
});
