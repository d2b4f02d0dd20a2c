import type { TableSort } from '@marketplace/react-hooks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import type { Column } from './Column';
import { DataTable, type DataTableProps } from './DataTable';
import { DateText } from './DateText';
import { ExportCsvButton } from './ExportCsvButton';
import { FilterSelect } from './FilterSelect';
import { FiltersBar } from './FiltersBar';
import { Money } from './Money';
import { SearchBox } from './SearchBox';
import { StatusBadge } from './StatusBadge';
import { TablePagination } from './TablePagination';

interface OrderRow {
  id: number;
  orderName: string;
  customer: string;
  status: string;
  total: number;
  createdAt: string;
}

const ORDERS: OrderRow[] = [
  {
    id: 1,
    orderName: 'ORD-2026-0001',
    customer: 'Adaeze Okafor',
    status: 'pending',
    total: 18500,
    createdAt: '2026-11-20T09:15:00Z',
  },
  {
    id: 2,
    orderName: 'ORD-2026-0002',
    customer: 'Tunde Bakare',
    status: 'processing',
    total: 7250.5,
    createdAt: '2026-11-21T14:02:00Z',
  },
  {
    id: 3,
    orderName: 'ORD-2026-0003',
    customer: 'Ngozi Eze',
    status: 'shipped',
    total: 124000,
    createdAt: '2026-11-22T08:40:00Z',
  },
  {
    id: 4,
    orderName: 'ORD-2026-0004',
    customer: 'Bola Ahmed',
    status: 'delivered',
    total: 3200,
    createdAt: '2026-11-23T17:25:00Z',
  },
  {
    id: 5,
    orderName: 'ORD-2026-0005',
    customer: 'Chidi Nwosu',
    status: 'cancelled',
    total: 56999.99,
    createdAt: '2026-11-23T21:10:00Z',
  },
];

const COLUMNS: Column<OrderRow>[] = [
  { id: 'orderName', header: 'Order', cell: (o) => o.orderName, sortable: true, csv: (o) => o.orderName },
  { id: 'customer', header: 'Customer', cell: (o) => o.customer, csv: (o) => o.customer },
  { id: 'status', header: 'Status', cell: (o) => <StatusBadge kind="order" status={o.status} /> },
  { id: 'createdAt', header: 'Placed', cell: (o) => <DateText value={o.createdAt} />, sortable: true },
  { id: 'total', header: 'Total', cell: (o) => <Money amount={o.total} />, sortable: true, align: 'end' },
];

type Props = DataTableProps<OrderRow>;

/** Sort held in state, rows sorted on the client, as a table hook does for an operation without sort. */
function Sorting(props: Props) {
  const [sort, setSort] = useState<TableSort | undefined>(props.sort);
  const rows = [...props.rows].sort((a, b) => {
    if (!sort) return 0;
    const key = sort.column as keyof OrderRow;
    const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
    return sort.direction === 'asc' ? order : -order;
  });
  return (
    <DataTable
      {...props}
      rows={rows}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange?.(next);
      }}
    />
  );
}

/** Selection held in state, with a bulk action that reports what it would act on. */
function Selecting(props: Props) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [done, setDone] = useState('');
  return (
    <>
      <DataTable
        {...props}
        selectable
        selected={selected}
        onSelectedChange={(next) => {
          setSelected(next);
          props.onSelectedChange?.(next);
        }}
        bulkActions={
          <button
            type="button"
            className="button"
            onClick={() => setDone(`Marked ${[...selected].join(', ')} as processing`)}
          >
            Mark as processing
          </button>
        }
      />
      <p>{done}</p>
    </>
  );
}

/** A page of a longer list with its pagination in the footer. */
function Paged(props: Props) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(12);
  return (
    <DataTable
      {...props}
      footer={
        <TablePagination
          page={page}
          pageCount={Math.ceil(60 / pageSize)}
          pageSize={pageSize}
          pageSizes={[12, 24, 48]}
          count={60}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      }
    />
  );
}

/** A list screen's whole kit: filters, search, the table with selection, export and pagination. */
function ListScreen(props: Props) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string | undefined>(undefined);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const rows = props.rows.filter(
    (o) => (!status || o.status === status) && o.customer.toLowerCase().includes(search.toLowerCase()),
  );
  return (
    <>
      <FiltersBar
        active={search !== '' || status !== undefined}
        onReset={() => {
          setSearch('');
          setStatus(undefined);
        }}
      >
        <SearchBox label="Search customers" value={search} onChange={setSearch} />
        <FilterSelect
          label="Status"
          value={status}
          options={[
            { value: 'pending', label: 'Pending' },
            { value: 'shipped', label: 'Shipped' },
            { value: 'delivered', label: 'Delivered' },
          ]}
          onChange={setStatus}
        />
      </FiltersBar>
      <DataTable
        {...props}
        rows={rows}
        selectable
        selected={selected}
        onSelectedChange={setSelected}
        bulkActions={
          <button type="button" className="button">
            Assign to dispatcher
          </button>
        }
        footer={
          <>
            <ExportCsvButton filename="orders" columns={props.columns} rows={rows} />
            <TablePagination
              page={1}
              pageCount={5}
              pageSize={12}
              pageSizes={[12, 24, 48]}
              count={60}
              onPageChange={() => {}}
              onPageSizeChange={() => {}}
            />
          </>
        }
      />
    </>
  );
}

const meta = {
  title: 'Kit/DataTable',
  component: DataTable<OrderRow>,
  args: {
    caption: 'Orders',
    columns: COLUMNS,
    rows: ORDERS,
    getRowId: (o: OrderRow) => String(o.id),
    status: 'succeeded',
  },
} satisfies Meta<Props>;

export default meta;
type Story = StoryObj<Props>;

/** A real table: caption, column headers (plain text without onSortChange), a row per order, figures at the end. */
export const Rows: Story = {
  render: (args) => <Paged {...args} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Orders' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Order', 'Customer', 'Status', 'Placed', 'Total']);
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).getByRole('cell', { name: '₦124,000.00' })).toHaveClass(
      'data-table__cell--end',
    );
    await expect(canvas.getByRole('region', { name: 'Orders' })).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
  },
};

/** Sortable headers are buttons; the header carries aria-sort and says the order in words. */
export const Sorted: Story = {
  args: { onSortChange: fn() },
  render: (args) => <Sorting {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const total = canvas.getByRole('columnheader', { name: /Total/ });
    await expect(total).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(total).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'total', direction: 'asc' });
    await expect(total).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(total).getByRole('button')).toHaveAccessibleName(/^Total ?, sorted ascending$/);
    const firstCells = () =>
      canvas
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    await expect(firstCells()[0]).toBe('ORD-2026-0004');
    await userEvent.click(within(total).getByRole('button'));
    await expect(total).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCells()[0]).toBe('ORD-2026-0003');
    await expect(canvas.getByRole('columnheader', { name: 'Customer' })).not.toHaveAttribute('aria-sort');
  },
};

/** Select rows one by one or the whole page; "some" is indeterminate; a live count; the bulk action. */
export const Selection: Story = {
  args: { onSelectedChange: fn() },
  render: (args) => <Selecting {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    // Nothing selected, the bulk bar takes no room: the table starts at the top of the kit's box (no
    // empty band between a list's filters and its table).
    const region = canvas.getByRole('region', { name: 'Orders' });
    const gapAbove = () =>
      region.getBoundingClientRect().top -
      (canvasElement.querySelector('.data-table')?.getBoundingClientRect().top ?? Number.NaN);
    await expect(gapAbove()).toBe(0);
    const all = canvas.getByRole('checkbox', { name: 'Select all rows on this page' });
    await expect(canvas.queryByRole('button', { name: 'Mark as processing' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select ORD-2026-0002' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select ORD-2026-0004' }));
    await expect(canvas.getByText('2 selected')).toBeVisible();
    await expect((all as HTMLInputElement).indeterminate).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as processing' }));
    await expect(canvas.getByText('Marked 2, 4 as processing')).toBeVisible();
    await userEvent.click(all);
    await expect(canvas.getByText('5 selected')).toBeVisible();
    await expect(all).toBeChecked();
    await expect((all as HTMLInputElement).indeterminate).toBe(false);
    await expect(gapAbove()).toBeGreaterThan(0);
    await userEvent.click(all);
    await expect(canvas.queryByText(/selected$/)).toBeNull();
    await expect(all).not.toBeChecked();
    await expect(gapAbove()).toBe(0);
  },
};

/** The first page loading: skeleton rows, the table busy, "Loading orders" announced. */
export const Loading: Story = {
  args: { rows: [], status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: 'Orders' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('tbody tr.data-table__skeleton')).toHaveLength(5);
    await expect(canvas.getByText('Loading orders')).toBeInTheDocument();
  },
};

/** The next page loading: the previous rows stay, dimmed and busy. */
export const NextPageLoading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Orders' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(table).toHaveClass('data-table__table--stale');
    await expect(within(table).getByText('ORD-2026-0001')).toBeVisible();
  },
};

/** Nothing to list: the title and the words under it, inside the table. */
export const Empty: Story = {
  args: { rows: [], emptyTitle: 'No orders yet', emptyMessage: 'Orders appear here as customers buy.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(canvas.getByText('Orders appear here as customers buy.')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Orders' })).toHaveAttribute('aria-busy', 'false');
  },
};

/** The query failed: the spec's message from the hooks, and "Try again" calls onRetry. */
export const ErrorWithRetry: Story = {
  args: {
    rows: [],
    status: 'failed',
    error: { message: 'Could not get orders. Try again later.' },
    onRetry: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not get orders. Try again later.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** At phone width the table scrolls sideways inside its region; the page does not. */
export const Phone: Story = {
  render: (args) => (
    <div style={{ width: 358 }}>
      <Paged {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Orders' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(358);
    region.focus();
    await expect(region).toHaveFocus();
    region.scrollLeft = region.scrollWidth;
    await expect(region.scrollLeft).toBeGreaterThan(0);
  },
};

/** The kit together, as a list screen uses it: a status filter narrows the rows, the selection acts on them. */
export const WithFiltersAndExport: Story = {
  render: (args) => <ListScreen {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Shipped');
    const table = canvas.getByRole('table', { name: 'Orders' });
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select ORD-2026-0003' }));
    await expect(canvas.getByText('1 selected')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Assign to dispatcher' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
  },
};
