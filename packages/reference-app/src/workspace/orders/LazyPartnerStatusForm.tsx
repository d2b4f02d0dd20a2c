import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/Spinner';
import type { PartnerStatusFormProps } from './PartnerStatusForm';

// The status form carries the proof-of-delivery photo (the kit's image upload and the photo shrinking):
// on the admin's order panel only a dispatcher's own orders show it, so it loads when shown and the other
// admins' order panel stays within the workspace page budget (scripts/figures.mjs).
const Form = lazy(() => import('./PartnerStatusForm').then((m) => ({ default: m.PartnerStatusForm })));

/**
 * {@link PartnerStatusForm}, its code fetched when first shown; a spinner until then.
 *
 * @example
 * <LazyPartnerStatusForm orderId={order.id} next={next} />
 */
export function LazyPartnerStatusForm(props: PartnerStatusFormProps) {
  return (
    <Suspense fallback={<Spinner label="Loading the delivery form" />}>
      <Form {...props} />
    </Suspense>
  );
}
