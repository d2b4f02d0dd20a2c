import {
  applyCoupon,
  cartTotal,
  type MarketplaceClient,
  payWithGiftCard,
  removeCoupon,
  removeGiftCard,
} from '@marketplace/sdk';
import type { MarketplaceMessage } from '../core/MarketplaceMessage';
import { asMarketplaceError } from '../messages/asMarketplaceError';
import { amountDue } from './amountDue';
import type { CartCheckout } from './cartCheckout';
import type { CartFeedback, CartItem, CouponApplication, GiftCardApplication } from './cartTypes';
import { toCheckoutLines } from './toCheckoutLines';

/** What {@link createCheckoutCalls} needs from the cart engine. */
export interface CheckoutCallsOptions {
  client: MarketplaceClient;
  emit(message: MarketplaceMessage): void;
  /** The checkout as the engine holds it. */
  checkout(): CartCheckout;
  /** Takes a coupon or gift card answer into the engine's checkout. */
  setCheckout(patch: Partial<CartCheckout>): void;
  /** The lines the server prices: the confirmed ones for a customer, the shown ones for a guest. */
  checkoutItems(): CartItem[];
  /** A call changed the server's cart: the engine reloads it once nothing else is on its way. */
  changed(): void;
}

/** The cart's checkout calls. */
export interface CheckoutCalls {
  applyCoupon(code: string): Promise<CartFeedback<CouponApplication>>;
  applyGiftCard(code: string): Promise<CartFeedback<GiftCardApplication>>;
  removeCoupon(code: string): Promise<CartFeedback<CouponApplication>>;
  removeGiftCard(code: string): Promise<CartFeedback<GiftCardApplication>>;
}

/**
 * The coupon and gift card calls of the cart (apply and remove). Each answers its message, success or
 * error, for a toast (and emits it); none throws. The cart engine runs them in its queue, in order with
 * the changes on their way, and loads this module with the first of them (a chunk of its own).
 *
 * @example
 * const { applyCoupon } = createCheckoutCalls({ client, emit, checkout, setCheckout, checkoutItems, changed });
 * const answer = await applyCoupon('WELCOME10'); // { ok: true, message: 'Coupon applied successfully', data }
 */
export function createCheckoutCalls(options: CheckoutCallsOptions): CheckoutCalls {
  const { client, emit, checkout } = options;

  function feedback<T>(
    operationId: string,
    call: () => Promise<{ data: T; message: string }>,
    onSuccess: (data: T) => void,
  ): Promise<CartFeedback<T>> {
    return call().then(
      (result): CartFeedback<T> => {
        onSuccess(result.data);
        options.changed();
        emit({ type: 'success', message: result.message, operationId });
        return { ok: true, message: result.message, data: result.data };
      },
      (caught: unknown): CartFeedback<T> => {
        const error = asMarketplaceError(caught, operationId);
        emit({
          type: 'error',
          message: error.message,
          operationId: error.operationId || operationId,
          error,
        });
        return { ok: false, message: error.message, error };
      },
    );
  }

  const setDiscount = (data: CouponApplication) =>
    options.setCheckout({ appliedDiscountCodes: [...data.appliedDiscountCodes], discount: data.discount });
  const setGiftCards = (data: GiftCardApplication) =>
    options.setCheckout({ appliedGiftCards: [...data.appliedGiftCards] });
  /** What is due before the gift cards: the server spreads every applied card over it. */
  const dueBeforeCards = () => {
    const { discount, shippingFeeTotal } = checkout();
    return amountDue({
      subtotal: cartTotal(options.checkoutItems()),
      discount,
      shipping: shippingFeeTotal,
    });
  };

  return {
    applyCoupon: (code) =>
      feedback<CouponApplication>(
        'applyCoupon',
        () => {
          const items = options.checkoutItems();
          return applyCoupon(client.as('customer'), {
            body: {
              code,
              cartItems: toCheckoutLines(items),
              cartTotal: cartTotal(items),
              appliedDiscountCodes: [...checkout().appliedDiscountCodes],
            },
          });
        },
        setDiscount,
      ),
    applyGiftCard: (code) =>
      feedback<GiftCardApplication>(
        'payWithGiftCard',
        () => payWithGiftCard(client.as('customer'), { body: { code, amount: dueBeforeCards() } }),
        setGiftCards,
      ),
    removeCoupon: (code) =>
      feedback<CouponApplication>(
        'removeCoupon',
        () =>
          removeCoupon(client.as('customer'), {
            body: { code, cartItems: toCheckoutLines(options.checkoutItems()) },
          }),
        setDiscount,
      ),
    removeGiftCard: (code) =>
      feedback<GiftCardApplication>(
        'removeGiftCard',
        () => removeGiftCard(client.as('customer'), { body: { code, amount: dueBeforeCards() } }),
        setGiftCards,
      ),
  };
}
