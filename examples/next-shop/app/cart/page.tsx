import type { Metadata } from 'next';
import { CartView } from './CartView';

export const metadata: Metadata = {
  title: 'Your cart',
  description: 'Your cart at the Marketplace shop: change quantities and check out, paid on delivery.',
};

export default function CartPage() {
  return (
    <main>
      <h1>Your cart</h1>
      <CartView />
    </main>
  );
}
