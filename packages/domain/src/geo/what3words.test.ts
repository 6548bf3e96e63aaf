import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import { isWhat3words, what3wordsSchema } from './what3words';

describe('what3words (spec platform §5: needs 3 words)', () => {
  it('takes three words with or without the leading ///, and stores them bare in lower case', () => {
    expect(what3wordsSchema.parse('///Filled.Count.Soap')).toBe('filled.count.soap');
    expect(what3wordsSchema.parse(' index.home.raft ')).toBe('index.home.raft');
    expect(isWhat3words('écrire.pomme.vélo')).toBe(true);
  });

  it('refuses two words, four words, spaces or digits with its message', () => {
    for (const value of ['filled.count', 'filled.count.soap.extra', 'filled count soap', 'filled.count.s0ap', '']) {
      const result = what3wordsSchema.safeParse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(messages.validation.what3words);
    }
  });
});
