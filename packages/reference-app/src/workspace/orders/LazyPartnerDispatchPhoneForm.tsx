import { lazyWithSpinner } from '../../kit/lazyWithSpinner';

// The rider's phone form runs on the form hook (react-hook-form, the contract's schemas: about 19 kB gzip):
// on the admin's order panel only the scheduler's orders show it, so it loads when shown.
/**
 * {@link PartnerDispatchPhoneForm}, its code fetched when first shown; a spinner until then.
 *
 * @example
 * <LazyPartnerDispatchPhoneForm orderId={order.id} current={order.dispatchPhoneNumber} />
 */
export const LazyPartnerDispatchPhoneForm = lazyWithSpinner(
  () => import('./PartnerDispatchPhoneForm').then((m) => m.PartnerDispatchPhoneForm),
  "Loading the rider's phone form",
);
