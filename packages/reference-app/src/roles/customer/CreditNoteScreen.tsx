import { CreditNoteDocument } from '../../components/CreditNoteDocument';
import { EmptyState } from '../../components/EmptyState';
import { CustomerPage } from './CustomerPage';
import { useOrderInvoice } from './useOrderInvoice';

function CreditNote() {
  const { invoice, state, actions } = useOrderInvoice('Loading the credit note');
  if (!invoice)
    return (
      <>
        <h1>Credit note</h1>
        {state}
      </>
    );
  if (!invoice.creditNote)
    return (
      <>
        <h1>Credit note</h1>
        <EmptyState title="No credit note" action={actions}>
          <p>This order was not refunded, so it has no credit note.</p>
        </EmptyState>
      </>
    );
  return <CreditNoteDocument invoice={invoice} note={invoice.creditNote} actions={actions} />;
}

/**
 * A refunded order's credit note (`/customer/orders/:orderId/credit-note`): what was given back, why and
 * when, against which invoice; "Print" prints it alone. An order without a refund says so.
 *
 * @example
 * { path: 'customer/orders/:orderId/credit-note', lazy: screen(customer, 'CreditNoteScreen') }
 */
export function CreditNoteScreen() {
  return (
    <CustomerPage>
      <CreditNote />
    </CustomerPage>
  );
}
