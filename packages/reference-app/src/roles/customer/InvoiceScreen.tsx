import { InvoiceDocument } from '../../components/InvoiceDocument';
import { CustomerPage } from './CustomerPage';
import { useOrderInvoice } from './useOrderInvoice';

function Invoice() {
  const { invoice, state, actions } = useOrderInvoice('Loading the invoice');
  if (!invoice)
    return (
      <>
        <h1>Invoice</h1>
        {state}
      </>
    );
  return <InvoiceDocument invoice={invoice} actions={actions} />;
}

/**
 * An order's invoice (`/customer/orders/:orderId/invoice`): the seller and its address, the delivery
 * address, the lines and sums, the payment and the codes used; "Print" prints the document alone.
 *
 * @example
 * { path: 'customer/orders/:orderId/invoice', lazy: screen(customer, 'InvoiceScreen') }
 */
export function InvoiceScreen() {
  return (
    <CustomerPage>
      <Invoice />
    </CustomerPage>
  );
}
