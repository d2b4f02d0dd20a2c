'use client';
import { useCart } from '@marketplace/react-hooks';
import { useState } from 'react';

type Addable = Parameters<ReturnType<typeof useCart>['add']>[0];

/** The product page's one piece of client code: adds the product to the cart and says what happened. */
export function AddToCart({ product }: { product: Addable }) {
  const cart = useCart();
  const [note, setNote] = useState('');
  const add = async () => {
    const done = await cart.add(product);
    setNote(
      !done.ok ? done.error.message : done.limited ? `Only ${done.stock} in stock` : 'Added to the cart',
    );
  };
  return (
    <p>
      <button
        type="button"
        onClick={() => void add()}
        style={{ background: 'var(--store-primary-button)', color: 'var(--store-primary-label)' }}
      >
        Add to cart
      </button>{' '}
      <span role="status">{note}</span>
    </p>
  );
}
