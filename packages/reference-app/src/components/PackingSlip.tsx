import type { Entity } from '@marketplace/sdk';
import { useState } from 'react';
import { DateText } from '../kit/DateText';

type Order = Pick<
  Entity<'Order'>,
  'id' | 'orderName' | 'storeName' | 'orderItems' | 'deliveryAddress' | 'orderNote' | 'createdAt'
>;

/**
 * An order's packing slip, to print and put in the parcel: the order, the store it comes from, where it
 * goes, each line with its options and quantity and a box to tick, and the customer's note; no prices.
 *
 * @example
 * <PackingSlip order={order} />
 */
export function PackingSlip({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const name = order.orderName || `#${order.id}`;
  const address = order.deliveryAddress;
  if (!open)
    return (
      <p>
        <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
          Packing slip
        </button>
      </p>
    );
  return (
    <article className="print-document" aria-labelledby={`packing-slip-${order.id}`}>
      <header className="print-document__head">
        <h2 id={`packing-slip-${order.id}`}>Packing slip {name}</h2>
        <div className="print-document__actions">
          <button type="button" className="button" onClick={() => window.print()}>
            Print packing slip
          </button>
          <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      </header>
      <dl className="print-document__facts">
        <div>
          <dt>From</dt>
          <dd>{order.storeName ?? ''}</dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>
            <DateText value={order.createdAt} />
          </dd>
        </div>
        {address ? (
          <div>
            <dt>Ship to</dt>
            <dd>
              <address>
                {[address.fullName, address.address, address.stateOrRegion, address.phoneNumber]
                  .filter(Boolean)
                  .map((line) => (
                    <span key={line} className="print-document__line">
                      {line}
                    </span>
                  ))}
              </address>
            </dd>
          </div>
        ) : null}
      </dl>
      <table className="print-document__lines">
        <caption>Items to pack</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Options</th>
            <th scope="col">Quantity</th>
            <th scope="col">Packed</th>
          </tr>
        </thead>
        <tbody>
          {(order.orderItems ?? []).map((item, index) => {
            const variant = item.productVariants?.[0];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: order lines have no id and never move
              <tr key={`${item.productId}-${index}`}>
                <th scope="row">{item.productName}</th>
                <td>{[variant?.size, variant?.color, variant?.sku].filter(Boolean).join(', ') || '—'}</td>
                <td>{item.quantity}</td>
                <td aria-label="Packed">☐</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {order.orderNote ? (
        <p>
          <strong>Customer's note:</strong> {order.orderNote}
        </p>
      ) : null}
    </article>
  );
}
