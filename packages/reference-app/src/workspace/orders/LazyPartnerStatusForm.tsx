import { lazyWithSpinner } from '../../kit/lazyWithSpinner';

// The status form carries the proof-of-delivery photo (the kit's image upload and the photo shrinking):
// on the admin's order panel only a dispatcher's own orders show it, so it loads when shown and the other
// admins' order panel stays within the workspace page budget (scripts/figures.mjs).
/**
 * {@link PartnerStatusForm}, its code fetched when first shown; a spinner until then.
 *
 * @example
 * <LazyPartnerStatusForm orderId={order.id} next={next} />
 */
export const LazyPartnerStatusForm = lazyWithSpinner(
  () => import('./PartnerStatusForm').then((m) => m.PartnerStatusForm),
  'Loading the delivery form',
);
