import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { FilterSelect } from './FilterSelect';
import { FiltersBar } from './FiltersBar';
import { SearchBox } from './SearchBox';

const STATUS_OPTIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'active', label: 'Active' },
  { value: 'redeemed', label: 'Redeemed' },
];

/** A gift-card list's filters, held in state as the table hook holds them. */
function GiftCardFilters({ onFilter }: { onFilter(state: { search: string; status?: string }): void }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string | undefined>(undefined);
  return (
    <FiltersBar
      active={search !== '' || status !== undefined}
      onReset={() => {
        setSearch('');
        setStatus(undefined);
        onFilter({ search: '' });
      }}
    >
      <SearchBox
        label="Search gift cards"
        value={search}
        onChange={(next) => {
          setSearch(next);
          onFilter({ search: next, status });
        }}
      />
      <FilterSelect
        label="Status"
        value={status}
        options={STATUS_OPTIONS}
        onChange={(next) => {
          setStatus(next);
          onFilter({ search, status: next });
        }}
      />
    </FiltersBar>
  );
}

const meta = {
  title: 'Kit/FiltersBar',
  component: GiftCardFilters,
  args: { onFilter: fn() },
} satisfies Meta<typeof GiftCardFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled group; a select with "All" that removes the filter; "Clear filters" resets everything. */
export const FilterAndReset: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Filters' })).toBeVisible();
    const reset = canvas.getByRole('button', { name: 'Clear filters' });
    await expect(reset).toBeDisabled();
    const status = canvas.getByRole('combobox', { name: 'Status' });
    await userEvent.selectOptions(status, 'Active');
    await expect(args.onFilter).toHaveBeenLastCalledWith({ search: '', status: 'active' });
    await userEvent.selectOptions(status, 'All');
    await expect(args.onFilter).toHaveBeenLastCalledWith({ search: '', status: undefined });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search gift cards' }), 'GC-1');
    await waitFor(() =>
      expect(args.onFilter).toHaveBeenLastCalledWith({ search: 'GC-1', status: undefined }),
    );
    await expect(reset).toBeEnabled();
    await userEvent.click(reset);
    await expect(args.onFilter).toHaveBeenLastCalledWith({ search: '' });
    await expect(canvas.getByRole('searchbox', { name: 'Search gift cards' })).toHaveValue('');
  },
};

/** A value from an old link that is no longer an option stays visible instead of showing "All". */
export const UnknownValue: Story = {
  render: () => <FilterSelect label="Status" value="on_hold" options={STATUS_OPTIONS} onChange={() => {}} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('on_hold');
  },
};
