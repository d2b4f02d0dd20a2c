'use client';
import {
  asMarketplaceError,
  type UseCartResult,
  useCreateOrder,
  useGetCustomerAddresses,
} from '@marketplace/react-hooks';
import { cartLineKey, cartTotal, formatMoney } from '@marketplace/sdk';
import Link from 'next/link';
import { type FormEvent, useState } from 'react';
import { useShownCart } from '../useShownCart';

const AS_CUSTOMER = { as: 'customer' } as const;

/** The cart's lines (quantities change through the cart engine) and, for a customer, the checkout. */
export function CartView() {
  const { cart, loggedIn, held, items } = useShownCart();
  const [placed, setPlaced] = useState<string[]>([]);
  if (placed.length)
    return (
      <p role="status">
        Thank you: {placed.join(', ')} placed, paid on delivery. <Link href="/">Keep shopping</Link>
      </p>
    );
  if (!items) return <p aria-busy="true">Loading your cart…</p>;
  if (!items.length)
    return (
      <p>
        Your cart is empty. <Link href="/">See the products</Link>
      </p>
    );
  return (
    <>
      <ul aria-busy={!held || cart.isSyncing}>
        {items.map((item) => {
          const key = cartLineKey(item);
          return (
            <li key={key}>
              {item.name}: {item.productVariant.quantity} × {formatMoney(item.pricing[0]?.sellingPrice ?? 0)}{' '}
              <button
                type="button"
                disabled={!held}
                aria-label={`One more ${item.name}`}
                onClick={() => void cart.increase(key)}
              >
                +
              </button>{' '}
              <button
                type="button"
                disabled={!held}
                aria-label={`One less ${item.name}`}
                onClick={() => void cart.decrease(key)}
              >
                −
              </button>{' '}
              <button type="button" disabled={!held} onClick={() => void cart.remove(key)}>
                Remove
              </button>
            </li>
          );
        })}
      </ul>
      <p>Total: {formatMoney(cartTotal(items))}</p>
      {cart.error ? <p role="alert">{cart.error.message}</p> : null}
      {loggedIn ? (
        <Checkout cart={cart} disabled={!held || cart.isSyncing} onPlaced={setPlaced} />
      ) : (
        <p>Log in above to check out.</p>
      )}
    </>
  );
}

/** The checkout of a customer's cart: a delivery address, then one order per store, paid on delivery. */
function Checkout({
  cart,
  disabled,
  onPlaced,
}: {
  cart: UseCartResult;
  disabled: boolean;
  onPlaced: (orders: string[]) => void;
}) {
  const addresses = useGetCustomerAddresses(AS_CUSTOMER);
  const createOrder = useCreateOrder({ notify: false });
  const [error, setError] = useState('');
  const place = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const deliveryAddressId = Number(new FormData(event.currentTarget).get('address'));
    setError('');
    try {
      const { data } = await createOrder.trigger({
        ...AS_CUSTOMER,
        body: {
          orderItems: cart.items.map((item) => ({
            productId: item.id,
            quantity: item.productVariant.quantity,
            ...(item.productVariant.sku ? { sku: item.productVariant.sku } : {}),
          })),
          deliveryAddressId,
          appliedDiscountCodes: cart.appliedDiscountCodes,
          paymentMethod: 'pay_on_delivery',
        },
      });
      onPlaced(data.orders.map((order) => order.orderName));
    } catch (failure) {
      setError(asMarketplaceError(failure, 'createOrder').message);
    }
  };
  if (addresses.status === 'loading') return <p aria-busy="true">Loading your addresses…</p>;
  if (addresses.status === 'failed') return <p role="alert">{addresses.error?.message}</p>;
  const list = addresses.data ?? [];
  if (!list.length) return <p>Add a delivery address to your account to check out.</p>;
  const chosen = cart.selectedShippingAddress?.id ?? list.find((a) => a.default)?.id ?? list[0]?.id;
  return (
    <form onSubmit={(event) => void place(event)}>
      <fieldset>
        <legend>Deliver to</legend>
        {list.map((address) => (
          <label key={address.id} style={{ display: 'block' }}>
            <input type="radio" name="address" value={address.id} defaultChecked={address.id === chosen} />{' '}
            {address.fullName}, {address.address}, {address.stateOrRegion}
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={disabled || createOrder.isMutating}>
        {createOrder.isMutating ? 'Placing your order…' : 'Place order, pay on delivery'}
      </button>
      {error ? <p role="alert">{error}</p> : null}
    </form>
  );
}
