import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router';
import { expect } from 'storybook/test';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'Your cart is empty' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  args: {
    children: <p>Products you add to your cart appear here.</p>,
    action: (
      <Link className="button" to="/">
        Continue shopping
      </Link>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeVisible();
    await expect(canvas.getByText('Products you add to your cart appear here.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  },
};

export const TitleOnly: Story = {
  args: { title: 'No orders yet' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
