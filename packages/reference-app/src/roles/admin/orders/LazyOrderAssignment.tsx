import { lazyWithSpinner } from '../../../kit/lazyWithSpinner';

// The assignment form (carriers, their loads, the note) shows only on an open order not yet handed on: it
// loads when shown, so the order panel stays within the workspace page budget (scripts/figures.mjs).
/**
 * {@link OrderAssignment}, its code fetched when first shown; a spinner until then.
 *
 * @example
 * <LazyOrderAssignment order={order} desk="scheduler" />
 */
export const LazyOrderAssignment = lazyWithSpinner(
  () => import('./OrderAssignment').then((m) => m.OrderAssignment),
  'Loading the assignment form',
);
