// Issue 11 §3: the data table's selection (page checkbox, ids kept across pages) and sort toggling.

import type { TableSort } from '@marketplace/react-hooks';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Column } from '../../src/kit/Column';
import { DataTable } from '../../src/kit/DataTable';

interface Row {
  id: string;
  name: string;
}

const COLUMNS: Column<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, sortable: true },
  { id: 'id', header: 'Id', cell: (r) => r.id },
];
const page = (ids: string[]): Row[] => ids.map((id) => ({ id, name: `Item ${id}` }));
const pageCheckbox = () =>
  screen.getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement;

afterEach(cleanup);

function renderTable(rows: Row[], selected: Set<string>, onSelectedChange = vi.fn()) {
  render(
    <DataTable
      caption="Items"
      columns={COLUMNS}
      rows={rows}
      getRowId={(r) => r.id}
      status="succeeded"
      selectable
      selected={selected}
      onSelectedChange={onSelectedChange}
    />,
  );
  return onSelectedChange;
}

describe('DataTable selection', () => {
  it('the page checkbox is checked when all rows of the page are, indeterminate when some are', () => {
    const ids = ['a', 'b', 'c', 'd'];
    fc.assert(
      fc.property(fc.subarray(ids), fc.subarray(['x', 'y']), (onPage, elsewhere) => {
        cleanup();
        renderTable(page(ids), new Set([...onPage, ...elsewhere]));
        const box = pageCheckbox();
        expect(box.checked).toBe(onPage.length === ids.length);
        expect(box.indeterminate).toBe(onPage.length > 0 && onPage.length < ids.length);
        const total = onPage.length + elsewhere.length;
        const count = screen
          .getAllByRole('status')
          .find((element) => element.classList.contains('data-table__count'));
        expect(count?.textContent).toBe(total ? `${total} selected` : '');
      }),
    );
  });

  it('selecting the page adds its rows and keeps those of other pages; unselecting removes only its rows', () => {
    const onChange = renderTable(page(['a', 'b']), new Set(['x', 'a']));
    fireEvent.click(pageCheckbox());
    expect([...(onChange.mock.lastCall?.[0] ?? [])].sort()).toEqual(['a', 'b', 'x']);
    cleanup();
    const again = renderTable(page(['a', 'b']), new Set(['x', 'a', 'b']));
    fireEvent.click(pageCheckbox());
    expect([...(again.mock.lastCall?.[0] ?? [])]).toEqual(['x']);
  });

  it('names each row checkbox after the row, and toggles one id', () => {
    const onChange = renderTable(page(['a', 'b']), new Set(['b']));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Item a' }));
    expect([...(onChange.mock.lastCall?.[0] ?? [])].sort()).toEqual(['a', 'b']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Item b' }));
    expect([...(onChange.mock.lastCall?.[0] ?? [])]).toEqual([]);
  });
});

describe('DataTable: every matching row', () => {
  function renderMatching(selected: Set<string>, active: boolean, count = 30) {
    const onSelectedChange = vi.fn();
    const onMatchingChange = vi.fn();
    render(
      <DataTable
        caption="Items"
        columns={COLUMNS}
        rows={page(['a', 'b'])}
        getRowId={(r) => r.id}
        status="succeeded"
        selectable
        selected={selected}
        onSelectedChange={onSelectedChange}
        matching={{ count, active, onChange: onMatchingChange }}
        bulkActions={<button type="button">Act</button>}
      />,
    );
    return { onSelectedChange, onMatchingChange };
  }

  it('offers every matching row once the page is chosen, says so when chosen, and goes back', () => {
    renderMatching(new Set(['a']), false);
    expect(screen.queryByRole('button', { name: /matching/ })).toBeNull();
    cleanup();
    const { onMatchingChange } = renderMatching(new Set(['a', 'b']), false);
    fireEvent.click(screen.getByRole('button', { name: 'Select all 30 matching the filter' }));
    expect(onMatchingChange).toHaveBeenLastCalledWith(true);
    cleanup();
    const chosen = renderMatching(new Set(['a', 'b']), true);
    expect(screen.getByText('All 30 matching selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Act' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Only the 2 selected' }));
    expect(chosen.onMatchingChange).toHaveBeenLastCalledWith(false);
    cleanup();
    // A list that fits on the page has nothing more to offer.
    renderMatching(new Set(['a', 'b']), false, 2);
    expect(screen.queryByRole('button', { name: /matching/ })).toBeNull();
  });
});

describe('DataTable sort', () => {
  it('asks ascending first, then toggles; aria-sort follows the sort given', () => {
    const onSortChange = vi.fn();
    const { rerender } = render(
      <DataTable
        caption="Items"
        columns={COLUMNS}
        rows={page(['a'])}
        getRowId={(r) => r.id}
        status="succeeded"
        onSortChange={onSortChange}
      />,
    );
    const header = () => screen.getByRole('columnheader', { name: /Name/ });
    fireEvent.click(within(header()).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'asc' });
    rerender(
      <DataTable
        caption="Items"
        columns={COLUMNS}
        rows={page(['a'])}
        getRowId={(r) => r.id}
        status="succeeded"
        sort={{ column: 'name', direction: 'asc' }}
        onSortChange={onSortChange}
      />,
    );
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header()).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'desc' });
    // A column that is not sortable is plain text, with no aria-sort.
    const id = screen.getByRole('columnheader', { name: 'Id' });
    expect(id.getAttribute('aria-sort')).toBeNull();
    expect(within(id).queryByRole('button')).toBeNull();
  });

  it('offers the sort as a select for phones, where the header row is out of sight: every sortable column both ways', () => {
    const onSortChange = vi.fn();
    const table = (sort?: TableSort, withSort = true) => (
      <DataTable
        caption="Items"
        columns={COLUMNS}
        rows={page(['a'])}
        getRowId={(r) => r.id}
        status="succeeded"
        {...(sort ? { sort } : {})}
        {...(withSort ? { onSortChange } : {})}
      />
    );
    const { rerender } = render(table());
    const select = () => screen.getByLabelText('Sort by') as HTMLSelectElement;
    // Only the sortable column (Name), ascending and descending, beside the list's own order.
    expect([...select().options].map((o) => o.text)).toEqual([
      "The list's own order",
      'Name, ascending',
      'Name, descending',
    ]);
    fireEvent.change(select(), { target: { value: 'desc:name' } });
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'desc' });
    rerender(table({ column: 'name', direction: 'desc' }));
    expect(select().selectedOptions[0]?.text).toBe('Name, descending');
    fireEvent.change(select(), { target: { value: '' } });
    expect(onSortChange).toHaveBeenLastCalledWith(undefined);
    // No sort to offer: no select.
    rerender(table(undefined, false));
    expect(screen.queryByLabelText('Sort by')).toBeNull();
  });
});
