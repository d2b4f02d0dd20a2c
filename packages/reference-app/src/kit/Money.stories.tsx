import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Money } from './Money';

const meta = {
  title: 'Kit/Money',
  component: Money,
  args: { amount: 1234.5 },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The SDK's formatMoney: naira sign, thousands separators, two decimals. */
export const Amount: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₦1,234.50')).toBeVisible();
  },
};

/** A refund or a discount: the minus before the sign. */
export const Negative: Story = {
  args: { amount: -1234.5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-₦1,234.50')).toBeVisible();
  },
};

/** Rounded half away from zero, as the SDK rounds money. */
export const Rounded: Story = {
  args: { amount: 1.005 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₦1.01')).toBeVisible();
  },
};

/** No amount: a dash, read as "No amount", never ₦NaN. */
export const Missing: Story = {
  args: { amount: null },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('No amount')).toBeInTheDocument();
    await expect(canvasElement.textContent).not.toContain('NaN');
  },
};
