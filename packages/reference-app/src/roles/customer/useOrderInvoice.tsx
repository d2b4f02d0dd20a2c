import { useGetOrderInvoice } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';

/**
 * The invoice of the order in the URL (`:orderId`) and the page's states around a document: loading,
 * the server's error with a retry, and the document with "Print" and the way back to the order.
 *
 * @example
 * const { state, invoice, actions } = useOrderInvoice('Loading the invoice');
 * if (!invoice) return state;
 */
export function useOrderInvoice(loadingLabel: string): {
  invoice: Entity<'Invoice'> | undefined;
  state: ReactNode;
  actions: ReactNode;
  orderId: number;
} {
  const orderId = Number(useParams().orderId);
  const query = useGetOrderInvoice(Number.isInteger(orderId) ? { path: { id: orderId } } : null);
  const actions = (
    <>
      <button type="button" className="button" onClick={() => window.print()}>
        Print
      </button>
      <Link className="button button--secondary" to={`/customer/orders/${orderId}`}>
        Back to the order
      </Link>
    </>
  );
  let state: ReactNode = null;
  if (!query.data) {
    state =
      query.status === 'loading' || !query.error ? (
        <Spinner label={loadingLabel} />
      ) : (
        <ErrorState
          message={query.error.message}
          onRetry={query.error.status === 404 ? undefined : () => void query.mutate()}
        />
      );
  }
  return { invoice: query.data, state, actions, orderId };
}
