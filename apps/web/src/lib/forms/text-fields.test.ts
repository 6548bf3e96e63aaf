import { describe, expect, it } from 'vitest';
import { textFields } from './text-fields';

describe('textFields', () => {
  it('takes the named values and gives empty text for the missing, the null and a missing source', () => {
    const source: Record<string, string | null> = { a: 'x', b: null, c: 'unused' };
    expect(textFields(source, ['a', 'b', 'd'])).toEqual({ a: 'x', b: '', d: '' });
    expect(textFields(null, ['a'])).toEqual({ a: '' });
  });
});
