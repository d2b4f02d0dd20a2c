// The server-side cart (add, get, remove) and the shipping fee of a cart.
import {
  addCartItem,
  cartLineKey,
  cartLineQuantity,
  cartLineVariant,
  fromKobo,
  stockLimit,
  toKobo,
} from '@marketplace/sdk';
import { defineHandlers } from '../../http/HandlerContext';
import { notFound, ok, refuse } from '../../http/replies';
import { addressesOf } from './addressesOf';
import { cartOf, findCart } from './cartOf';
import { cartState, weightOf } from './cartState';
import { cartView } from './cartView';
import type { PricedLine } from './coupons';
import { isBuyable, priceLine } from './priceLine';
import { shippingFee } from './shipping';
import type { CartLineRow } from './tables';

export const cartHandlers = defineHandlers({
  addToCart: ({ db, env, body, user }) => {
    if (!user) return notFound('Customer not found');
    const priced = priceLine(db, body.productId, body.sku, body.quantity);
    if ('error' in priced) return priced.status === 404 ? notFound(priced.error) : refuse(priced.error);
    const { line } = priced;
    if (!isBuyable(line.product)) return refuse(`${line.product.name} is not available`);
    const stock = stockLimit(line.product, line.variant) ?? Number.POSITIVE_INFINITY;
    if (stock <= 0) return refuse(`${line.product.name} is out of stock`);

    // Read, check and write with no await in between: requests are handled one at a time, so fifty
    // quick adds of one item end with fifty.
    const cart = cartOf(db, env, user.id);
    // A line without a sku is the product's own (its sku), so adding it with or without one is one line.
    const variant = cartLineVariant(line.product, body.sku ? { sku: body.sku } : undefined);
    const item: CartLineRow = {
      id: line.productId,
      productVariant: { ...variant, quantity: body.quantity },
      addedAt: env.now().toISOString(),
    };
    const already = cartLineQuantity(cart.items, cartLineKey(item));
    if (already + body.quantity > stock) {
      return refuse(
        already > 0
          ? `Only ${stock} of ${line.product.name} in stock (${already} already in your cart)`
          : `Only ${stock} of ${line.product.name} in stock`,
      );
    }
    db.table('carts').update(cart.id, {
      items: addCartItem(cart.items, item),
      updatedAt: env.now().toISOString(),
    });
    return ok(cartView(db, cartState(db, env, user.id)), 'Product added to cart');
  },

  getCart: ({ db, env, user }) => {
    if (!user) return notFound('Customer not found');
    return ok(cartView(db, cartState(db, env, user.id)), 'Cart fetched successfully');
  },

  removeFromCart: ({ db, env, body, user }) => {
    if (!user) return notFound('Customer not found');
    const cart = findCart(db, user.id);
    // With a sku, that variant's line; without one, every line of the product.
    const removed = (cart?.items ?? []).filter(
      (i) => i.id === body.productId && (!body.sku || i.productVariant.sku === body.sku),
    );
    if (!cart || removed.length === 0) return notFound('Product is not in your cart');
    db.table('carts').update(cart.id, {
      items: cart.items.filter((i) => !removed.includes(i)),
      updatedAt: env.now().toISOString(),
    });
    return ok(cartView(db, cartState(db, env, user.id)), 'Product removed from cart');
  },

  calculateShippingFee: ({ db, env, body, user }) => {
    if (!user) return notFound('Customer not found');
    // Where to: a saved address by id (which the cart then keeps as its selected address), or a state.
    let state = body.stateOrRegion;
    if (body.deliveryAddressId !== undefined) {
      const address = addressesOf(db, user.id).find((a) => a.id === body.deliveryAddressId);
      if (!address) return notFound('Delivery address not found');
      state = address.stateOrRegion;
      const cart = cartOf(db, env, user.id);
      db.table('carts').update(cart.id, {
        selectedAddressId: address.id,
        updatedAt: env.now().toISOString(),
      });
    } else if (!state) {
      const fallback = addressesOf(db, user.id).find((a) => a.default);
      if (!fallback) return refuse('Add a delivery address to calculate shipping');
      state = fallback.stateOrRegion;
    }

    // The lines are priced and weighed from the catalogue; what the client sends is only what and how many.
    const lines: PricedLine[] = [];
    for (const item of body.cartItems) {
      const priced = priceLine(db, item.productId, item.sku, item.quantity);
      if ('error' in priced) return priced.status === 404 ? notFound(priced.error) : refuse(priced.error);
      lines.push(priced.line);
    }
    const merchants = [...new Set(lines.map((l) => l.merchantId))];
    const fees = merchants.map((merchantId) => {
      const own = lines.filter((l) => l.merchantId === merchantId);
      const first = own[0];
      const store = first ? db.table('stores').get(first.storeId) : undefined;
      const weight = weightOf(own);
      const subtotal = fromKobo(own.reduce((sum, l) => sum + l.lineKobo, 0));
      const quote = shippingFee(store?.shippingLocation?.state, state, weight, subtotal);
      return {
        merchantId,
        storeName: first?.storeName ?? '',
        weight,
        withinLagos: quote.withinLagos,
        shippingFee: quote.shippingFee,
        deliveryDays: quote.deliveryDays,
      };
    });
    return ok(
      {
        shippingFees: fees,
        shippingFeeTotal: fromKobo(fees.reduce((sum, f) => sum + toKobo(f.shippingFee), 0)),
        weight: weightOf(lines),
      },
      'Shipping fee calculated successfully',
    );
  },
});
