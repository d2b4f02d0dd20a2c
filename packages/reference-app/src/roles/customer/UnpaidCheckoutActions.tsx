import {
  asMarketplaceError,
  useCancelCustomerOrder,
  useInitializeProductPayment,
  useSession,
} from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { formatMoney } from '@marketplace/sdk';
import { useState } from 'react';
import { FormFailure } from '../../components/form/FormFailure';
import { callbackUrl, providerRedirect } from '../../components/providerRedirect';
import { ConfirmProvider } from '../../kit/ConfirmProvider';
import { useConfirm } from '../../kit/useConfirm';
import { formatDate } from './format';
import { confirmationPath } from './usePlaceOrder';

/** Props of {@link UnpaidCheckoutActions}. */
export interface UnpaidCheckoutActionsProps {
  /** The checkout as an order of it carries it (`order.unpaidCheckout`). */
  checkout: Entity<'UnpaidCheckout'>;
  /** Where the buttons sit: a lead sentence is written only where the page has none of its own. */
  lead?: boolean;
}

function CheckoutActions({ checkout, lead = false }: UnpaidCheckoutActionsProps) {
  const session = useSession('customer');
  const initialize = useInitializeProductPayment({ notify: false });
  const cancel = useCancelCustomerOrder({ notify: false });
  const confirm = useConfirm();
  const [failure, setFailure] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const [first] = checkout.orderIds;
  const names = checkout.orderNames?.join(', ') ?? '';
  const busy = leaving || initialize.isMutating || cancel.isMutating;
  const several = checkout.orderIds.length > 1;

  async function payNow() {
    if (first === undefined) return;
    setFailure(undefined);
    setLeaving(true);
    try {
      const url = callbackUrl(confirmationPath(checkout.orderIds.map((id) => ({ id }))));
      const { data } = await initialize.trigger({
        body: {
          amount: checkout.amountDue,
          email: session.user?.email ?? '',
          orderTrackerId: first,
          ...(url ? { callbackUrl: url } : {}),
        },
      });
      if (!data.authorizationUrl) throw new Error('The card provider gave no payment page');
      // Still busy while the browser leaves: the buttons stay disabled.
      providerRedirect.go(data.authorizationUrl);
    } catch (error) {
      setLeaving(false);
      setFailure(asMarketplaceError(error, 'initializeProductPayment').message);
    }
  }

  async function cancelCheckout() {
    if (first === undefined) return;
    const sure = await confirm({
      title: several ? `Cancel these ${checkout.orderIds.length} orders?` : 'Cancel this order?',
      message: `${names || 'The order'} will be cancelled and nothing will be charged. Any coupon or gift card you used can be used again.`,
      confirmLabel: several ? 'Cancel orders' : 'Cancel order',
      cancelLabel: 'Keep them',
      destructive: true,
    });
    if (!sure) return;
    setFailure(undefined);
    try {
      await cancel.trigger({ path: { id: first }, body: {} });
    } catch (error) {
      setFailure(asMarketplaceError(error, 'cancelCustomerOrder').message);
    }
  }

  return (
    <div className="unpaid-checkout">
      {lead ? (
        <p>
          Not paid yet: {formatMoney(checkout.amountDue)}
          {several ? ` for ${names}` : ''}. We keep {several ? 'these orders' : 'this order'} until{' '}
          {formatDate(checkout.expiresAt, true)}; then {several ? 'they are' : 'it is'} cancelled.
        </p>
      ) : null}
      <p className="unpaid-checkout__actions">
        <button type="button" className="button" disabled={busy} onClick={() => void payNow()}>
          {leaving ? 'Opening the payment page…' : `Pay now ${formatMoney(checkout.amountDue)}`}
        </button>{' '}
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => void cancelCheckout()}
        >
          {cancel.isMutating ? 'Cancelling…' : several ? 'Cancel orders' : 'Cancel order'}
        </button>
      </p>
      <FormFailure message={failure} />
    </div>
  );
}

/**
 * A card checkout waiting for its payment (the shopper left the card page, or the card was declined):
 * what it covers, until when it is kept, and its two ways forward. "Pay now" starts one payment of the
 * whole checkout and leaves for the provider's page (back to the confirmation, as at checkout);
 * "Cancel" asks first, then cancels every order of it, which gives back the stock, the coupon and the
 * gift card money. Failures are said beside the buttons.
 *
 * @example
 * {order.unpaidCheckout ? <UnpaidCheckoutActions checkout={order.unpaidCheckout} lead /> : null}
 */
export function UnpaidCheckoutActions(props: UnpaidCheckoutActionsProps) {
  return (
    <ConfirmProvider>
      <CheckoutActions {...props} />
    </ConfirmProvider>
  );
}
