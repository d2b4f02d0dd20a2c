import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { TablePagination, type TablePaginationProps } from './TablePagination';

/** Paging held in state as the table hook holds it: a new page size goes back to page 1. */
function Controlled(props: TablePaginationProps) {
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize);
  return (
    <TablePagination
      {...props}
      page={page}
      pageSize={pageSize}
      pageCount={Math.max(1, Math.ceil(props.count / pageSize))}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
      onPageSizeChange={(next) => {
        setPageSize(next);
        setPage(1);
        props.onPageSizeChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Kit/TablePagination',
  component: TablePagination,
  args: {
    page: 1,
    pageCount: 9,
    pageSize: 12,
    pageSizes: [12, 24, 48],
    count: 100,
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof TablePagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pages and a page size: choosing 48 rows shows "Showing 1–48 of 100" over 3 pages. */
export const PageSize: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('Showing 13–24 of 100')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '48');
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(48);
    await expect(canvas.getByText('Showing 1–48 of 100')).toBeVisible();
    const pages = canvas.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent);
    await expect(pages).toEqual(['1', '2', '3']);
  },
};

/** Fewer rows than the smallest page: no size choice and no page buttons. */
export const OnePage: Story = {
  args: { count: 7, pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: 'Rows per page' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

/** A page past the end (rows deleted meanwhile) shows as the last page. */
export const PastTheEnd: Story = {
  args: { page: 12, count: 30, pageCount: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Showing 25–30 of 30')).toBeVisible();
  },
};
