'use client';
import { useGetUserData, useSession } from '@marketplace/react-hooks';
import { cartQuantity, cartTotal, formatMoney } from '@marketplace/sdk';
import Link from 'next/link';
import type { FormEvent } from 'react';
import { useShownCart } from './useShownCart';

const AS_CUSTOMER = { as: 'customer' } as const;

/** The cart's count and total, linking to the cart: the server's HTML holds a customer's (see useShownCart). */
export function CartBadge() {
  const { cart, held, items } = useShownCart();
  return (
    <Link href="/cart" aria-busy={!held || cart.isSyncing} data-testid="cart">
      {items ? `Cart: ${cartQuantity(items)} (${formatMoney(cartTotal(items))})` : 'Cart'}
    </Link>
  );
}

/** The customer's greeting and logout, or the login form (the browser's token store writes the cookie). */
export function Account() {
  const { loggedIn, login, logout, status, error } = useSession('customer');
  const { data: user } = useGetUserData(loggedIn ? AS_CUSTOMER : null);
  // getUserData answers every role's record: a customer's has a firstName.
  const name = user && 'firstName' in user ? user.firstName : undefined;
  if (loggedIn)
    return (
      <span>
        <span data-testid="customer">{name ? `Hello, ${name}` : 'Hello'}</span>{' '}
        <button type="button" onClick={logout}>
          Log out
        </button>
      </span>
    );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    login({ email: String(form.get('email')), password: String(form.get('password')) }).catch(
      () => undefined,
    );
  };
  return (
    <form onSubmit={submit} aria-label="Log in">
      <input name="email" type="email" aria-label="Email" placeholder="Email" autoComplete="email" required />{' '}
      <input
        name="password"
        type="password"
        aria-label="Password"
        placeholder="Password"
        autoComplete="current-password"
        required
      />{' '}
      <button type="submit" disabled={status === 'loading'}>
        Log in
      </button>
      {status === 'failed' && <span role="alert"> {error}</span>}
    </form>
  );
}
