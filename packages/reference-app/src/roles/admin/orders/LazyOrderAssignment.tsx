import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/Spinner';
import type { OrderAssignmentProps } from './OrderAssignment';

// The assignment form (carriers, their loads, the note) shows only on an open order not yet handed on: it
// loads when shown, so the order panel stays within the workspace page budget (scripts/figures.mjs).
const Form = lazy(() => import('./OrderAssignment').then((m) => ({ default: m.OrderAssignment })));

/**
 * {@link OrderAssignment}, its code fetched when first shown; a spinner until then.
 *
 * @example
 * <LazyOrderAssignment order={order} desk="scheduler" />
 */
export function LazyOrderAssignment(props: OrderAssignmentProps) {
  return (
    <Suspense fallback={<Spinner label="Loading the assignment form" />}>
      <Form {...props} />
    </Suspense>
  );
}
