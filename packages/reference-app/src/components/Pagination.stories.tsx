import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';
import { useSpiedState } from './useSpiedState';

/** Pagination with its page held in state, as a list screen holds it; `onPageChange` is still spied on. */
function Controlled(props: PaginationProps) {
  const [page, onPageChange] = useSpiedState(props.page, props.onPageChange);
  return <Pagination {...props} page={page} onPageChange={onPageChange} />;
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 1, pageSize: 12, total: 40, onPageChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the first page Previous is disabled; Next and a page number call onPageChange. */
export const FirstPage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(canvas.getByText('Showing 1–12 of 40')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('Showing 13–24 of 40')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 4' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};

/** On the last page Next is disabled and Previous goes back. */
export const LastPage: Story = {
  args: { page: 4 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Showing 37–40 of 40')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

/** Many pages: first, last and the neighbours of the current page, with gaps. */
export const ManyPages: Story = {
  args: { page: 10, total: 240 },
  play: async ({ canvas, userEvent, args }) => {
    const pages = canvas.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent);
    await expect(pages).toEqual(['1', '9', '10', '11', '20']);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 20' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(20);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** Everything on one page: no paging at all. */
export const SinglePage: Story = {
  args: { total: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
