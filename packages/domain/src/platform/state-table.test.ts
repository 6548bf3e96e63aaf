import { describe, expect, it } from 'vitest';
import { stateOf, type StateTable } from './state-table';

type Fact = 'status' | 'startsOn' | 'endsOn' | 'cancelledAt' | 'open';
const table: StateTable<'cancelled' | 'closed' | 'ahead' | 'running' | 'done', Fact> = {
  rules: [
    { state: 'cancelled', when: { set: 'cancelledAt' } },
    { state: 'closed', when: { any: [{ not: 'open' }, { fact: 'status', in: ['closed', 'void'] }] } },
    { state: 'ahead', when: { before: 'startsOn' } },
    { state: 'running', when: { all: [{ reached: 'startsOn' }, { before: 'endsOn' }] } },
  ],
  otherwise: { state: 'done' },
};
const row = { status: 'active', startsOn: '2026-03-02', endsOn: '2026-03-09', cancelledAt: null, open: true };

describe('stateOf: a state from ordered rules', () => {
  it('takes the first rule that holds, else the otherwise', () => {
    expect(stateOf(table, row, '2026-03-01')).toBe('ahead');
    expect(stateOf(table, row, '2026-03-02')).toBe('running');
    expect(stateOf(table, row, '2026-03-09')).toBe('done');
    expect(stateOf(table, { ...row, status: 'void' }, '2026-03-01')).toBe('closed');
    expect(stateOf(table, { ...row, open: false }, '2026-03-05')).toBe('closed');
    expect(stateOf(table, { ...row, cancelledAt: new Date('2026-03-01T00:00:00Z') }, '2026-03-05')).toBe('cancelled');
  });

  it('reads instants as well as calendar dates, and can answer a stored fact when no rule holds', () => {
    const byStatus: StateTable<string, 'status' | 'dueAt'> = {
      rules: [{ state: 'late', when: { reached: 'dueAt' } }],
      otherwise: { fact: 'status' },
    };
    const dueAt = new Date('2026-03-02T10:00:00Z');
    expect(stateOf(byStatus, { status: 'sent', dueAt }, new Date('2026-03-02T09:59:59.999Z'))).toBe('sent');
    expect(stateOf(byStatus, { status: 'sent', dueAt }, dueAt)).toBe('late');
  });
});
