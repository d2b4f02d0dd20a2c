import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from './Price';

const meta = {
  title: 'Components/Price',
  component: Price,
  args: { amount: 18500 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Naira with thousands separators and 2 decimals. */
export const Regular: Story = {
  args: { amount: 1234567.5 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('₦1,234,567.50');
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};

/** Rounds to kobo and always shows 2 decimals. */
export const Rounding: Story = {
  args: { amount: 1.005 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₦1.01')).toBeVisible();
  },
};

export const Free: Story = {
  args: { amount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₦0.00')).toBeVisible();
  },
};

/** A higher compare-at price is struck through and the sale price is said to be one. */
export const OnSale: Story = {
  args: { amount: 15000, compareAt: 18500 },
  play: async ({ canvasElement, canvas }) => {
    const struck = canvasElement.querySelector('s');
    await expect(struck).toHaveTextContent('was ₦18,500.00');
    await expect(canvas.getByText('₦15,000.00')).toBeVisible();
    await expect(canvasElement.querySelector('.price')).toHaveClass('price--sale');
    await expect(canvas.getByText('Sale price')).toHaveClass('visually-hidden');
  },
};

/** A compare-at price that is not higher is not a discount: nothing is struck through. */
export const CompareAtNotHigher: Story = {
  args: { amount: 18500, compareAt: 18500 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toBeNull();
    await expect(canvasElement).toHaveTextContent('₦18,500.00');
  },
};
