import type { MarketplaceError, OperationData } from '@marketplace/sdk';
import type { ClientCart, ClientCartItem } from '../state/ClientState';

/** The customer's cart as the server answers it (`getCart`, `addToCart`, `removeFromCart`). */
export type ServerCart = OperationData<'getCart'>;

/**
 * One line of the cart: the contract's cart item (id, name, productVariant with quantity, pricing list,
 * weight, ...), the same shape on the client, in the persisted state and on the server.
 */
export type CartItem = ClientCartItem;

/** The cart slice of the persisted client state: the lines, whose they are, the stock known for them. */
export type CartSlice = ClientCart;

/** What apply-coupon answers: the discount fields after the code applied. */
export type CouponApplication = OperationData<'applyCoupon'>;

/** What gift-card/pay answers: the cards applied and what is left to pay. */
export type GiftCardApplication = OperationData<'payWithGiftCard'>;

/** A saved delivery address, as the server's cart lists them. */
export type CartShippingAddress = NonNullable<ServerCart['shippingAddresses']>[number];

/** A product a coupon discounted, as the server's cart lists them. */
export type CartDiscountedProduct = NonNullable<ServerCart['discountedProduct']>[number];

/** Where a merchant of the cart ships from, as the server's cart lists them. */
export type CartMerchantAddress = NonNullable<ServerCart['merchantAddresses']>[number];

/**
 * What `add` takes: a cart item whose `productVariant.quantity` may be left out (the `quantity`
 * argument gives it). Pass the product as the page shows it: id, pricing, the chosen variant's sku.
 */
export type CartItemInput = Omit<CartItem, 'productVariant'> & {
  productVariant?: Omit<CartItem['productVariant'], 'quantity'> & { quantity?: number };
  /**
   * Units of this product (or variant) in stock, as the product page knows it; the cart never holds
   * more (adds and quantities are cut to it). Leave it out when the stock is not counted.
   */
  stock?: number;
};

/**
 * One change of the cart, as the SDK's cart rules name them (spec section 4). Lines are addressed by
 * the SDK's `cartLineKey`.
 */
export type CartChange =
  | { kind: 'add'; item: CartItem; stock?: number }
  | { kind: 'remove'; key: string }
  | { kind: 'increase'; key: string; by?: number }
  | { kind: 'decrease'; key: string; by?: number }
  | { kind: 'setQuantity'; key: string; quantity: number };

/**
 * What a checkout action (coupon, gift card) answers, to show as a toast: the server's message on
 * success with the data, or the error's user-facing message.
 */
export type CartFeedback<T> =
  | { ok: true; message: string; data: T }
  | { ok: false; message: string; error: MarketplaceError };

/**
 * What a change of the cart did. A change the server refused is answered here (and rolled back, kept in
 * `useCart().error` and emitted), never thrown: only a quantity that is not a whole number throws.
 */
export type CartChangeResult =
  | {
      ok: true;
      /** Units of the line after the change (0 when it is gone). */
      quantity: number;
      /** The change was cut to the stock: the line holds no more than `stock`. */
      limited: boolean;
      /** Units in stock as the cart knows them, if known. */
      stock: number | undefined;
    }
  | { ok: false; error: MarketplaceError };

/** A guest line whose quantity the merge cut to the stock (to 0: the product is sold out). */
export interface CartLineLimit {
  item: CartItem;
  /** Units the guest had. */
  from: number;
  /** Units the account's cart holds now. */
  to: number;
}

/** What merging the guest cart into the server's cart did. */
export interface GuestCartMergeResult {
  /** The guest lines the server took (some with fewer units, see `limited`). */
  merged: CartItem[];
  /** The guest lines whose quantity was cut to the stock: the page says which lines changed. */
  limited: CartLineLimit[];
  /** The guest lines the server refused (unavailable, ...), with why. */
  failed: { item: CartItem; error: MarketplaceError }[];
  /**
   * The lines the account had saved that the guest did not have: the cart holds them now too, and the
   * page says so before the shopper pays for them unawares.
   */
  saved: CartItem[];
}

/**
 * Whose cart it is: `guest` keeps it on the client only; `customer` mirrors every change to the
 * server cart of the logged-in customer.
 */
export type CartMode = 'guest' | 'customer';
