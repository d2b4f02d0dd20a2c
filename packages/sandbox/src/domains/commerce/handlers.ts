import { defineHandlers } from '../../http/HandlerContext';
import { addressHandlers } from './addressHandlers';
import { cartHandlers } from './cartHandlers';
import { couponHandlers } from './couponHandlers';
import { deliveryEstimateHandlers } from './deliveryEstimateHandlers';
import { giftCardHandlers } from './giftCardHandlers';
import { paymentHandlers } from './paymentHandlers';

/** Handlers of the commerce domain: addresses, cart, checkout payments, coupons, gift cards and the product page's delivery estimate (35 operations). */
export const commerceHandlers = defineHandlers({
  ...addressHandlers,
  ...cartHandlers,
  ...paymentHandlers,
  ...couponHandlers,
  ...giftCardHandlers,
  ...deliveryEstimateHandlers,
});
