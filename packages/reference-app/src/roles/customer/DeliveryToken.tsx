import { useUpdateOrderToken } from '@marketplace/react-hooks';
import { ConfirmProvider } from '../../kit/ConfirmProvider';
import { useConfirm } from '../../kit/useConfirm';

/** Props of {@link DeliveryToken}. */
export interface DeliveryTokenProps {
  orderId: number;
  token: string;
}

function TokenPanel({ orderId, token }: DeliveryTokenProps) {
  const renew = useUpdateOrderToken();
  const confirm = useConfirm();
  const onRenew = async () => {
    const ok = await confirm({
      title: 'Get a new delivery token?',
      message: 'The token shown now stops working at once. Give the rider only the new one.',
      confirmLabel: 'Get a new token',
    });
    if (!ok) return;
    try {
      await renew.trigger({ query: { orderId } });
    } catch {
      // The hook has shown the failure in a toast; the current token stays valid.
    }
  };
  return (
    <section className="order-section delivery-token" aria-labelledby="delivery-token-title">
      <h2 id="delivery-token-title">Your order is on its way</h2>
      <p>
        The rider will ask for this delivery token when they hand your order over. Give it to no one else.
      </p>
      <p className="delivery-token__value">
        <span className="visually-hidden">Delivery token: </span>
        <code>{token}</code>
      </p>
      {renew.error ? (
        <p className="form-error" role="alert">
          {renew.error.message}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--secondary"
        disabled={renew.status === 'loading'}
        onClick={() => void onRenew()}
      >
        {renew.status === 'loading' ? 'Getting a new token…' : 'Get a new token'}
      </button>
    </section>
  );
}

/**
 * What the rider will ask for once the order is out for delivery: the customer's delivery token, with a
 * way to get a new one (`updateOrderToken`, confirmed first: the old token stops working).
 *
 * @example
 * {status === 'out_for_delivery' && order.orderDeliveryToken ? <DeliveryToken orderId={order.id} token={order.orderDeliveryToken} /> : null}
 */
export function DeliveryToken(props: DeliveryTokenProps) {
  return (
    <ConfirmProvider>
      <TokenPanel {...props} />
    </ConfirmProvider>
  );
}
