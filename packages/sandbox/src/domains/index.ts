import type { HandlerMap } from '../http/HandlerContext';
import { catalogHandlers } from './catalog/handlers';
import { commerceHandlers } from './commerce/handlers';
import { identityHandlers } from './identity/handlers';
import { ordersHandlers } from './orders/handlers';
import { reportsHandlers } from './reports/handlers';
import { storeHandlers } from './store/handlers';

/** Every domain's handlers; a test checks that each operation of the contract has exactly one. */
export const handlers: HandlerMap = {
  ...identityHandlers,
  ...catalogHandlers,
  ...commerceHandlers,
  ...ordersHandlers,
  ...storeHandlers,
  ...reportsHandlers,
};

/** Which domain answers which operation (for the coverage table and the tests). */
export const handlerDomains: Record<string, string> = Object.fromEntries(
  Object.entries({
    identity: identityHandlers,
    catalog: catalogHandlers,
    commerce: commerceHandlers,
    orders: ordersHandlers,
    store: storeHandlers,
    reports: reportsHandlers,
  }).flatMap(([domain, map]) => Object.keys(map).map((id) => [id, domain])),
);
