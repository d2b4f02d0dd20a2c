import { useContext } from 'react';
import { type Confirm, ConfirmContext } from './confirmContext';

/**
 * The confirm question as a promise: `true` when the person confirms, `false` when they cancel
 * (Cancel or Escape). Needs a `ConfirmProvider` above; throws without one, naming it.
 *
 * @example
 * const confirm = useConfirm();
 * const remove = useDeleteCoupon();
 * async function onDelete(id: number) {
 *   if (await confirm({ title: 'Delete this coupon?', message: 'Customers can no longer use it.',
 *     confirmLabel: 'Delete coupon', destructive: true })) await remove.trigger({ path: { id } });
 * }
 */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
}
