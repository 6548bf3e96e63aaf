import { describe, expect, it } from 'vitest';
import { formatActions, parseActions } from './use-action-modal';

describe('the action query value (spec §2)', () => {
  it("reads a comma-separated list, '~' standing for '/', the first item open", () => {
    expect(parseActions('team-member-permissions-new,help~billing')).toEqual([
      'team-member-permissions-new',
      'help/billing',
    ]);
    expect(parseActions(null)).toEqual([]);
    expect(parseActions(' , ')).toEqual([]);
  });

  it('writes names back the same way', () => {
    expect(formatActions(['help/billing', 'confirm'])).toBe('help~billing,confirm');
    expect(parseActions(formatActions(['a/b', 'c']))).toEqual(['a/b', 'c']);
  });
});
