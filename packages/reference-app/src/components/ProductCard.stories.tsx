import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ProductCard } from './ProductCard';

const image =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#e9b44c"/><circle cx="200" cy="200" r="120" fill="#1b998b"/></svg>',
  );

const product = {
  id: 101,
  name: 'Ankara wrap dress',
  hostedImages: [image],
  pricing: [{ sellingPrice: 24500, price: 30000 }],
  storeName: 'Adaeze Styles',
  quantity: 8,
};

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  args: { product, to: '/product/101', onAddToCart: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ankara wrap dress' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ankara wrap dress' })).toHaveAttribute(
      'href',
      '/product/101',
    );
    await expect(canvas.getByRole('img', { name: 'Ankara wrap dress' })).toBeVisible();
    await expect(canvas.getByText('Adaeze Styles')).toBeVisible();
    await expect(canvas.getByText('₦24,500.00')).toBeVisible();
    await expect(canvas.queryByText('Sold out')).toBeNull();
    const add = canvas.getByRole('button', { name: 'Add to cart: Ankara wrap dress' });
    await userEvent.click(add);
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
  },
};

/** Quantity 0: a "Sold out" badge, and the button cannot add. */
export const SoldOut: Story = {
  args: { product: { ...product, quantity: 0 } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByText('Sold out')[0]).toHaveClass('badge');
    const button = canvas.getByRole('button', { name: /Ankara wrap dress/ });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** While the add is under way the button says so and cannot be pressed twice. */
export const Adding: Story = {
  args: { adding: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Adding…: Ankara wrap dress' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Without a picture or a handler: a labelled placeholder and no button. */
export const NoImageNoButton: Story = {
  args: {
    product: { id: 7, name: 'Shea butter (250 g)', pricing: [{ sellingPrice: 3500 }] },
    onAddToCart: undefined,
    headingLevel: 3,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Shea butter (250 g): no picture' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Shea butter (250 g)');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('₦3,500.00')).toBeVisible();
  },
};
