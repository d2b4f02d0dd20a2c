import type { OperationData } from '@marketplace/sdk';
import { Link } from 'react-router';
import { humanize } from './format';

type ReturnedOrder = OperationData<'getOneOrderReturn'>;

/** What happens next at each open step of a request, in the customer's words. */
function nextStep(request: ReturnedOrder): string | undefined {
  const outcome = request.type === 'replace' ? 'your replacement' : 'your refund';
  switch (request.status) {
    case 'pending':
      return `What happens next: the store reviews it. If it accepts, you send the products back as it tells you, and ${outcome} follows once they arrive. Each step shows here and in your returns.`;
    case 'approved':
      return `The store accepted it: send the products back as it told you. ${outcome[0]?.toUpperCase()}${outcome.slice(1)} follows once they arrive.`;
    case 'received':
      return `The store received the products: ${outcome} is on its way.`;
    default:
      return undefined;
  }
}

/**
 * An order's return or replacement request on the order page: that it was sent (or where it stands)
 * and what happens next, with the way to the customer's returns. The toast says the spec's "Order
 * return was successful"; this stays on the page.
 *
 * @example
 * <ReturnRequestStatus request={existing.data} />
 */
export function ReturnRequestStatus({ request }: { request: ReturnedOrder | undefined }) {
  if (!request) {
    return (
      <p>
        This order has a return request. <Link to="/customer/returns">See my returns</Link>
      </p>
    );
  }
  const kind = request.type === 'replace' ? 'replacement' : 'return';
  const next = nextStep(request);
  return (
    <div className="return-form__sent" role="status">
      <p>
        {request.status === 'pending'
          ? `Your ${kind} request was sent.`
          : `Your ${kind} request for this order is ${humanize(request.status).toLowerCase()}.`}
      </p>
      {next ? <p>{next}</p> : null}
      <p>
        <Link to="/customer/returns">See my returns</Link>
      </p>
    </div>
  );
}
