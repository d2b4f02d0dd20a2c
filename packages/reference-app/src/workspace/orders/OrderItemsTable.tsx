import type { Entity } from '@marketplace/sdk';
import { Money } from '../../kit/Money';

type Order = Entity<'Order'>;

/**
 * The lines of an order as a table (product, variant with its SKU, quantity, price), in a scrolling frame
 * so a narrow screen scrolls the table rather than the page. Used by the merchant's and the admin's order
 * details.
 *
 * @example
 * <OrderItemsTable order={order} />
 */
export function OrderItemsTable({ order }: { order: Order }) {
  const name = order.orderName ?? `#${order.id}`;
  return (
    // A region with a name that takes the focus: a keyboard can scroll it on a narrow screen.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
    <section className="merchant-order__items-scroll" aria-label={`Items of order ${name}`} tabIndex={0}>
      <table className="merchant-order__items">
        <caption className="visually-hidden">Items of order {name}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Variant</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {(order.orderItems ?? []).map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: order lines have no id of their own and never move
            <tr key={`${item.productId}-${index}`}>
              <td>{item.productName}</td>
              <td>
                {item.productVariants?.length
                  ? item.productVariants.map((v, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a line's variants have no id and never move
                      <span key={i} className="merchant-order__variant">
                        {[v.size, v.color].filter(Boolean).join(', ') || 'Variant'}
                        {v.sku ? <small>SKU {v.sku}</small> : null}
                      </span>
                    ))
                  : '—'}
              </td>
              <td>{item.quantity}</td>
              <td>
                <Money amount={item.productPrice} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
