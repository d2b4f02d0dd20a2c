import { defineHandlers } from '../../http/HandlerContext';
import { addressHandlers } from './addressHandlers';
import { cartHandlers } from './cartHandlers';
import { couponHandlers } from './couponHandlers';
import { giftCardHandlers } from './giftCardHandlers';
import { paymentHandlers } from './paymentHandlers';

/** Handlers of the commerce domain: addresses, cart, checkout payments, coupons and gift cards (34 operations). */
export const commerceHandlers = defineHandlers({
  ...addressHandlers,
  ...cartHandlers,
  ...paymentHandlers,
  ...couponHandlers,
  ...giftCardHandlers,
});
