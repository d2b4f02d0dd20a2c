import { toCheckoutLines, useCart, useGetCustomerCoupons } from '@marketplace/react-hooks';
import { useId } from 'react';
import { ConfirmProvider } from '../kit/ConfirmProvider';
import { CartCouponItem } from './CartCouponItem';
import { Spinner } from './Spinner';
import './cartCoupons.css';

/** Props of {@link CouponsForCart}. */
export interface CouponsForCartProps {
  /**
   * A logged-in customer at checkout: each coupon is checked on the cart and can be applied. Without it
   * (a guest) the coupons are only listed, with "log in at checkout to use it".
   */
  customer?: boolean;
  /** Disables Apply while the checkout is busy. */
  disabled?: boolean;
}

/**
 * "Coupons for your cart": the active coupons that may apply to the cart's products (getCustomerCoupons),
 * each with what it gives, its minimum (a store's counted on its items) and its last day. A customer sees what each would take off this
 * cart or why it cannot be used now (validateCoupon) and applies it here; a guest is told to log in at
 * checkout to use them. Loading, failure (with a retry) and "no coupons" each say so.
 *
 * @example
 * <CouponsForCart customer disabled={placing} />
 */
export function CouponsForCart({ customer = false, disabled = false }: CouponsForCartProps) {
  const titleId = useId();
  const cart = useCart();
  const lines = toCheckoutLines(cart.items);
  const productIds = [...new Set(lines.map((line) => line.productId))].sort((a, b) => a - b);
  const merchantIds = [
    ...new Set(lines.flatMap((line) => (line.merchantId !== undefined ? [line.merchantId] : []))),
  ].sort((a, b) => a - b);
  const coupons = useGetCustomerCoupons(productIds.length > 0 ? { body: { productIds, merchantIds } } : null);
  if (productIds.length === 0) return null;

  const list = coupons.data ?? [];
  // A store's coupon counts its own items: its terms name the store, as the cart's lines do.
  const storeNames = new Map(
    cart.items.flatMap((item) =>
      item.merchantId !== undefined && item.storeName ? [[item.merchantId, item.storeName] as const] : [],
    ),
  );
  const isApplied = (code: string | undefined) =>
    code !== undefined && cart.appliedDiscountCodes.some((c) => c.toUpperCase() === code.toUpperCase());
  // One coupon per store: the applied code another of the same store (or of the platform) would replace.
  const replaces = (coupon: (typeof list)[number]) =>
    list.find(
      (other) => other.id !== coupon.id && other.merchantId === coupon.merchantId && isApplied(other.code),
    )?.code ?? undefined;
  return (
    <section className="cart-coupons" aria-labelledby={titleId}>
      <h3 id={titleId}>Coupons for your cart</h3>
      {coupons.error && !coupons.data ? (
        <div className="checkout-alert" role="alert">
          <p>Could not load the coupons for your cart: {coupons.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => void coupons.mutate()}>
            Try again
          </button>
        </div>
      ) : !coupons.data ? (
        <Spinner label="Loading the coupons for your cart" />
      ) : list.length === 0 ? (
        <p>No coupons for the products in your cart right now.</p>
      ) : (
        <ConfirmProvider>
          <ul className="cart-coupons__list">
            {list.map((coupon) => {
              const storeName =
                coupon.merchantId !== undefined ? storeNames.get(coupon.merchantId) : undefined;
              const replaced = replaces(coupon);
              return (
                <CartCouponItem
                  key={coupon.id}
                  coupon={coupon}
                  {...(storeName ? { storeName } : {})}
                  {...(customer
                    ? {
                        use: {
                          lines,
                          applied: isApplied(coupon.code),
                          onApply: (code: string) => cart.applyCoupon(code),
                          disabled: disabled || cart.pending > 0,
                          ...(replaced ? { replaces: replaced } : {}),
                        },
                      }
                    : {})}
                />
              );
            })}
          </ul>
        </ConfirmProvider>
      )}
    </section>
  );
}
