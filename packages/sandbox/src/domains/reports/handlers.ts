import { defineHandlers } from '../../http/HandlerContext';
import { financeHandlers } from './finance';
import { providerHandlers } from './provider';
import { salesHandlers } from './sales';
import { shippingHandlers } from './shipping';
import './tables';
import { themeHandlers } from './themes';

/**
 * Handlers of the reports domain: sales and finance reports, merchant payments and merchant reports on
 * the main API, and the shipping API, the themes host and the card/bank provider.
 */
export const reportsHandlers = defineHandlers({
  ...salesHandlers,
  ...financeHandlers,
  ...shippingHandlers,
  ...themeHandlers,
  ...providerHandlers,
});
