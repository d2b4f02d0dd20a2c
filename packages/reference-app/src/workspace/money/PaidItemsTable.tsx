import type { Entity } from '@marketplace/sdk';
import { Money } from '../../kit/Money';

type Item = NonNullable<Entity<'Transaction'>['orderItems']>[number];

/** "Size M, Indigo (ADA-FAS-0002-M-INDIGO)": a variant's size, colour and SKU, as far as it has them. */
function variantWords(variant: NonNullable<Item['productVariants']>[number]): string {
  const parts = [variant.size ? `Size ${variant.size}` : '', variant.color ?? ''].filter(Boolean).join(', ');
  return variant.sku ? `${parts}${parts ? ' ' : ''}(${variant.sku})` : parts;
}

/** A line's key: its product and variants (an order lists a product once per variant set). */
function itemKey(item: Item): string {
  return [item.productId, ...(item.productVariants ?? []).map((v) => v.sku ?? `${v.size}-${v.color}`)].join(
    '|',
  );
}

/**
 * The products a payment or an invoice is for: name with its variants, quantity, unit price, discount,
 * shipping and the line's amount (price × quantity − discount), with each line's store if asked. Scrolls
 * sideways on a phone.
 *
 * @example
 * <PaidItemsTable caption="Products paid for" items={transaction.orderItems ?? []} />
 */
export function PaidItemsTable({
  caption,
  items,
  withStore = false,
}: {
  caption: string;
  items: readonly Item[];
  /** Names each line's store (the admin's view of a payment across stores). */
  withStore?: boolean;
}) {
  if (items.length === 0) return <p>No product is listed.</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling region must be reachable by keyboard
    <section className="money-scroll" aria-label={caption} tabIndex={0}>
      <table className="money-items">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className="money-num">
              Quantity
            </th>
            <th scope="col" className="money-num">
              Unit price
            </th>
            <th scope="col" className="money-num">
              Discount
            </th>
            <th scope="col" className="money-num">
              Shipping
            </th>
            <th scope="col" className="money-num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={itemKey(item)}>
              <td>
                {item.productName ?? `Product ${item.productId}`}
                {withStore && item.storeName ? (
                  <span className="money-items__variant">Sold by {item.storeName}</span>
                ) : null}
                {(item.productVariants ?? []).map((variant, i) => (
                  <span key={variant.sku ?? i} className="money-items__variant">
                    {variantWords(variant)}
                    {variant.quantity !== undefined ? ` × ${variant.quantity}` : ''}
                  </span>
                ))}
              </td>
              <td className="money-num">{item.quantity}</td>
              <td className="money-num">
                <Money amount={item.productPrice} />
              </td>
              <td className="money-num">
                <Money amount={item.discount ?? 0} />
              </td>
              <td className="money-num">
                <Money amount={item.shippingFee ?? 0} />
              </td>
              <td className="money-num">
                <Money amount={item.productPrice * item.quantity - (item.discount ?? 0)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
