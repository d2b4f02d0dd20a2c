import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CartLine } from './CartLine';

const image =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#1b998b"/></svg>',
  );

const item = {
  id: 101,
  name: 'Ankara wrap dress',
  hostedImages: [image],
  productVariant: { quantity: 2, sku: 'ADZ-001-M-RED', size: 'M', color: 'Red' },
  pricing: [{ sellingPrice: 24500 }],
  storeName: 'Adaeze Styles',
};

const meta = {
  title: 'Components/CartLine',
  component: CartLine,
  args: { item, onIncrease: fn(), onDecrease: fn(), onRemove: fn(), onSetQuantity: fn() },
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name, store, variant, unit price and line total (quantity × selling price). */
export const Details: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Ankara wrap dress' })).toBeVisible();
    await expect(canvas.getByText('Sold by Adaeze Styles')).toBeVisible();
    await expect(canvas.getByText('ADZ-001-M-RED')).toBeVisible();
    await expect(canvas.getByText('₦24,500.00')).toBeVisible();
    await expect(canvas.getByText('₦49,000.00')).toBeVisible();
    await expect(canvas.getByLabelText('Quantity of Ankara wrap dress')).toHaveValue(2);
  },
};

/** Each button calls its own handler. */
export const ButtonsCallHandlers: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Quantity of Ankara wrap dress' }));
    await expect(args.onIncrease).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease Quantity of Ankara wrap dress' }));
    await expect(args.onDecrease).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Ankara wrap dress' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(args.onSetQuantity).not.toHaveBeenCalled();
  },
};

/** A typed quantity calls onSetQuantity. */
export const TypeQuantity: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByLabelText('Quantity of Ankara wrap dress');
    await userEvent.clear(field);
    await userEvent.type(field, '6{Enter}');
    await expect(args.onSetQuantity).toHaveBeenCalledWith(6);
  },
};

/** At quantity 1 the minus button is disabled: Remove takes the line out. */
export const QuantityOne: Story = {
  args: { item: { ...item, productVariant: { quantity: 1 }, hostedImages: [] } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Decrease Quantity of Ankara wrap dress' }),
    ).toBeDisabled();
    await expect(canvas.getByRole('img', { name: 'Ankara wrap dress: no picture' })).toBeVisible();
    await expect(canvas.getAllByText('₦24,500.00')).toHaveLength(2);
  },
};

/** While a change is saved, every control is disabled. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, userEvent, args }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Ankara wrap dress' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};
