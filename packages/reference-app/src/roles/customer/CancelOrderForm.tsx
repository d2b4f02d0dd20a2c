import { useCancelCustomerOrder } from '@marketplace/react-hooks';
import type { CallInit, OperationData } from '@marketplace/sdk';
import { formatMoney } from '@marketplace/sdk';
import { useId, useState } from 'react';
import { FormFailure } from '../../components/form/FormFailure';
import { MarkupForm } from '../../components/form/MarkupForm';
import { useContractForm } from '../../components/form/useContractForm';

type Order = OperationData<'getOrderDetails'>;
type CancelBody = CallInit<'cancelCustomerOrder'>['body'];

/** The longest reason the contract takes. */
const MAX_REASON = 5000;

/** Statuses in which a paid order may still be cancelled by its customer: before it ships. */
export const CANCELLABLE_STATUSES: readonly string[] = ['pending', 'processing', 'ready_for_pickup'];

/**
 * "Cancel this order" on a paid order's page, while it has not shipped: a reason (required: the store
 * reads it), then one button that says what happens, the refund of the order's total. The form opens
 * from a button, so nothing is cancelled by a stray click; the server's refusal is said beside it.
 *
 * @example
 * {order.paymentStatus === 'paid' && CANCELLABLE_STATUSES.includes(order.status ?? '') ? <CancelOrderForm order={order} /> : null}
 */
export function CancelOrderForm({ order }: { order: Order }) {
  const ids = useId();
  const [open, setOpen] = useState(false);
  const form = useContractForm<'cancelCustomerOrder', { reason: string }, CancelBody>({
    operation: 'cancelCustomerOrder',
    mutation: useCancelCustomerOrder(),
    init: { path: { id: order.id } },
    defaultValues: { reason: '' },
    labels: { reason: 'Why are you cancelling?' },
    check: (body) =>
      body.reason ? [] : [{ field: 'reason', message: 'Tell the store why you are cancelling' }],
    resetOnSuccess: false,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form.form;

  return (
    <section className="order-section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>Cancel this order</h2>
      {!open ? (
        <>
          <p>It has not shipped yet: you can still cancel it and get {formatMoney(order.total)} back.</p>
          <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
            Cancel this order…
          </button>
        </>
      ) : (
        <MarkupForm form={form} className="return-form">
          <div className="field">
            <label htmlFor={`${ids}-reason`}>Why are you cancelling?</label>
            <textarea
              id={`${ids}-reason`}
              rows={3}
              maxLength={MAX_REASON}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${ids}-reason-error` : undefined}
              {...register('reason')}
            />
            {errors.reason ? (
              <span id={`${ids}-reason-error`} className="field__error" role="alert">
                {errors.reason.message}
              </span>
            ) : null}
          </div>
          <p>
            The order is cancelled and {formatMoney(order.total)} is refunded to the card you paid with; any
            gift card part goes back to the card.
          </p>
          <FormFailure lead="The order was not cancelled" errors={errors} />
          <p className="unpaid-checkout__actions">
            <button type="submit" className="button button--danger" disabled={isSubmitting}>
              {isSubmitting ? 'Cancelling…' : `Cancel and refund ${formatMoney(order.total)}`}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={isSubmitting}
              onClick={() => setOpen(false)}
            >
              Keep my order
            </button>
          </p>
        </MarkupForm>
      )}
    </section>
  );
}
