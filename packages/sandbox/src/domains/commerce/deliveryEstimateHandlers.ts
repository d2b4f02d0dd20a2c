import { canOrderPayOnDelivery, deliveryEstimate } from '@marketplace/sdk';
import { defineHandlers } from '../../http/HandlerContext';
import { invalid, notFound, ok } from '../../http/replies';
import { canonicalState } from '../../shared/canonicalState';
import { isVisible } from '../catalog/isVisible';
import { RETURN_WINDOW_DAYS } from '../orders/returnRules';
import { acceptsPayOnDelivery } from './payOnDelivery';
import { SHIPPING_RATES, shippingFee } from './shipping';
import { weightKg } from './weightKg';

/** The product page's delivery estimate (see docs/rules/commerce.md, "Delivery estimate"). */
export const deliveryEstimateHandlers = defineHandlers({
  getDeliveryEstimate: ({ db, path, query, env }) => {
    const product = db.table('products').get(path.id);
    if (!isVisible(db, product)) return notFound('Product not found');
    const given = typeof query.state === 'string' ? query.state : '';
    const state = canonicalState(given);
    if (!state) {
      const message = given.trim()
        ? `${given.trim().slice(0, 60)} is not a Nigerian state`
        : 'State is required';
      return invalid([{ field: 'state', message }], message);
    }
    const store = db.table('stores').get(product.storeId);
    const shipsFrom = canonicalState(store?.shippingLocation?.state);
    const unitPrice = product.pricing[0]?.sellingPrice ?? 0;
    const quote = shippingFee(shipsFrom, state, weightKg(product), unitPrice);
    return ok(
      {
        productId: product.id,
        state,
        ...(shipsFrom ? { shipsFrom } : {}),
        ...deliveryEstimate(shipsFrom, state, env.now()),
        shippingFee: quote.shippingFee,
        freeShippingFrom: SHIPPING_RATES.freeFrom,
        payOnDelivery: canOrderPayOnDelivery(state, [{ payOnDelivery: acceptsPayOnDelivery(store) }]),
        returnDays: RETURN_WINDOW_DAYS,
      },
      'Delivery estimate fetched',
    );
  },
});
