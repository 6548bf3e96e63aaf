import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import { z } from '../zod';
import { INPUT_DEPTH_MAX, isStorableText, unstorableInputIssues } from './storable-text';

const unstorable = messages.validation.unstorableText;

describe('text PostgreSQL can keep', () => {
  it('refuses a NUL and a lone surrogate, and keeps a pair (an emoji) and every other character', () => {
    expect(isStorableText('Hillside Farm, Ely Road')).toBe(true);
    expect(isStorableText('wheat 🌾 and barley')).toBe(true);
    expect(isStorableText('tab\tnew line\n\u0001\u007f\uffff')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\ud800b')).toBe(false);
    expect(isStorableText('a\udc00b')).toBe(false);
    expect(isStorableText('ends with half a pair \ud83c')).toBe(false);
    expect(isStorableText('\udf3e\ud83c')).toBe(false);
  });

  it('names every unstorable string and key of an input by its path', () => {
    expect(
      unstorableInputIssues(
        { name: 'ok', address: { line1: 'a\u0000' }, kv: [{ value: 'fine' }, { value: '\ud800' }], ['k\u0000']: 1 },
        'body',
      ),
    ).toEqual([
      // A bad key is named by the object holding it, when that object is reached.
      { field: 'body', message: unstorable },
      { field: 'address.line1', message: unstorable },
      { field: 'kv.1.value', message: unstorable },
    ]);
    expect(unstorableInputIssues('a\u0000', 'body')).toEqual([{ field: 'body', message: unstorable }]);
    expect(unstorableInputIssues({ id: 'a\u0000b' }, 'params')).toEqual([{ field: 'id', message: unstorable }]);
    expect(unstorableInputIssues({ list: [1, true, null, 'x'] }, 'body')).toEqual([]);
  });

  it('refuses input nested deeper than the limit, however deep, without recursion', () => {
    const nest = (depth: number): unknown => {
      let value: unknown = 'leaf';
      for (let level = 0; level < depth; level += 1) value = [value];
      return value;
    };
    expect(unstorableInputIssues(nest(INPUT_DEPTH_MAX), 'body')).toEqual([]);
    expect(unstorableInputIssues(nest(INPUT_DEPTH_MAX + 1), 'body')).toHaveLength(1);
    expect(unstorableInputIssues(nest(200_000), 'body')).toEqual([
      { field: Array.from({ length: INPUT_DEPTH_MAX }, () => '0').join('.'), message: messages.validation.tooDeep },
    ]);
  });

  it('makes every string schema of the domain refuse them first, with the one message', () => {
    const schema = z.object({ name: z.string().trim().min(2).max(5), site: z.url().optional() });
    const result = schema.safeParse({ name: '\u0000', site: 'https://example.test/\u0000' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', unstorable],
      ['site', unstorable],
    ]);
    expect(z.record(z.string(), z.number()).safeParse({ ['a\ud800']: 1 }).success).toBe(false);
    expect(schema.parse({ name: ' Ann ' })).toEqual({ name: 'Ann' });
  });
});
