import { Table } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render-route';
import { ColumnHeads } from './column-heads';
import { sortableHead, type ColumnSort } from './sortable-column-head';

/** A table of two sortable columns, sorted by name A to Z to begin with; a count sorts largest first. */
function Sorted() {
  const [state, setState] = useState({ sortBy: 'name', sortDesc: false });
  const sort: ColumnSort = {
    ...state,
    sortOn: (field, desc = false) => setState({ sortBy: field, sortDesc: desc }),
  };
  return (
    <Table aria-label="Farms">
      <ColumnHeads
        columns={[sortableHead(sort, 'name', 'Name'), sortableHead(sort, 'members', 'Members', { firstDesc: true })]}
      />
    </Table>
  );
}

const head = (name: string) => within(screen.getByRole('table', { name: 'Farms' })).getByRole('columnheader', { name });

describe('a sortable column heading (one for every sortable table, issue 20)', () => {
  it('is named by its column; its button says the column and what a press does; aria-sort says the way', () => {
    renderRoute(<Sorted />);
    expect(head('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(head('Members').getAttribute('aria-sort')).toBe('none');
    // The sorted column's press turns it round; an unsorted count's first press sorts largest first.
    const name = within(head('Name')).getByRole('button', { name: 'Name: sort highest or Z first' });
    within(head('Members')).getByRole('button', { name: 'Members: sort highest or Z first' });
    // One arrow style: the way it is sorted, and a faint hint on a column not sorted yet.
    expect(head('Name').textContent).toBe('Name\u00a0↑');
    expect(head('Members').textContent).toBe('Members\u00a0↕');

    fireEvent.click(name);
    expect(head('Name').getAttribute('aria-sort')).toBe('descending');
    expect(head('Name').textContent).toBe('Name\u00a0↓');
    fireEvent.click(within(head('Name')).getByRole('button', { name: 'Name: sort lowest or A first' }));
    expect(head('Name').getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(within(head('Members')).getByRole('button'));
    expect(head('Members').getAttribute('aria-sort')).toBe('descending');
    expect(head('Name').getAttribute('aria-sort')).toBe('none');
    within(head('Name')).getByRole('button', { name: 'Name: sort lowest or A first' });
  });
});
