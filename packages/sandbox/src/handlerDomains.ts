import { auditHandlers } from './domains/audit/handlers';
import { catalogHandlers } from './domains/catalog/handlers';
import { commerceHandlers } from './domains/commerce/handlers';
import { identityHandlers } from './domains/identity/handlers';
import { mediaHandlers } from './domains/media/handlers';
import { notificationHandlers } from './domains/notifications/handlers';
import { ordersHandlers } from './domains/orders/handlers';
import { reportsHandlers } from './domains/reports/handlers';
import { storeHandlers } from './domains/store/handlers';
import { providerHandlers } from './hosts/provider/providerHandlers';
import { shippingHandlers } from './hosts/shipping/shippingHandlers';
import { themeHandlers } from './hosts/themes/themeHandlers';
import type { HandlerMap } from './http/HandlerContext';

// The main API's domains (src/domains/) and the other hosts (src/hosts/), each with its handlers.
const handlersByDomain: Record<string, HandlerMap> = {
  identity: identityHandlers,
  catalog: catalogHandlers,
  commerce: commerceHandlers,
  orders: ordersHandlers,
  store: storeHandlers,
  reports: reportsHandlers,
  media: mediaHandlers,
  notifications: notificationHandlers,
  audit: auditHandlers,
  shipping: shippingHandlers,
  themes: themeHandlers,
  provider: providerHandlers,
};

/** Every domain's and host's handlers; a test checks that each operation of the contract has exactly one. */
export const handlers: HandlerMap = Object.assign({}, ...Object.values(handlersByDomain));

/**
 * Which domain of the main API (`identity`, `catalog`, `commerce`, `orders`, `store`, `reports`) or which
 * other host (`shipping`, `themes`, `provider`) answers each operation (for the coverage table and the
 * tests).
 */
export const handlerDomains: Record<string, string> = Object.fromEntries(
  Object.entries(handlersByDomain).flatMap(([domain, map]) => Object.keys(map).map((id) => [id, domain])),
);
