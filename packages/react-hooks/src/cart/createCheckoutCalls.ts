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
import type { CartStore } from './CartStore';
import type { CartFeedback, CartItem, CouponApplication, GiftCardApplication } from './cartTypes';
import { toCheckoutLines } from './toCheckoutLines';

/** What {@link createCheckoutCalls} needs from the cart engine. */
export interface CheckoutCallsOptions {
  client: MarketplaceClient;
  store: CartStore;
  emit(message: MarketplaceMessage): void;
  /** Runs a call in the cart's queue, in order with the changes on their way. */
  run<T>(task: () => Promise<T>): Promise<T>;
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
 * The coupon and gift card calls of the cart (apply and remove), queued with its changes. Each answers its message, success
 * or error, for a toast (and emits it); none throws.
 *
 * @example
 * const { applyCoupon } = createCheckoutCalls({ client, store, emit, run, checkoutItems, changed });
 * const answer = await applyCoupon('WELCOME10'); // { ok: true, message: 'Coupon applied successfully', data }
 */
export function createCheckoutCalls(options: CheckoutCallsOptions): CheckoutCalls {
  const { client, store, emit } = options;

  function feedback<T>(
    operationId: string,
    call: () => Promise<{ data: T; message: string }>,
    onSuccess: (data: T) => void,
  ): Promise<CartFeedback<T>> {
    return options
      .run(async (): Promise<CartFeedback<T>> => {
        try {
          const result = await call();
          onSuccess(result.data);
          options.changed();
          emit({ type: 'success', message: result.message, operationId });
          return { ok: true, message: result.message, data: result.data };
        } catch (caught) {
          const error = asMarketplaceError(caught, operationId);
          emit({
            type: 'error',
            message: error.message,
            operationId: error.operationId || operationId,
            error,
          });
          return { ok: false, message: error.message, error };
        }
      })
      .catch((caught: unknown) => {
        const error = asMarketplaceError(caught, operationId);
        return { ok: false, message: error.message, error };
      });
  }

  const setDiscount = (data: CouponApplication) =>
    store.setCart((cart) => ({
      ...cart,
      appliedDiscountCodes: [...data.appliedDiscountCodes],
      discount: data.discount,
    }));
  const setGiftCards = (data: GiftCardApplication) =>
    store.setCart((cart) => ({ ...cart, appliedGiftCards: [...data.appliedGiftCards] }));
  /** What is due before the gift cards: the server spreads every applied card over it. */
  const dueBeforeCards = () => {
    const { discount, shippingFeeTotal } = store.getCart();
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
              appliedDiscountCodes: [...store.getCart().appliedDiscountCodes],
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
