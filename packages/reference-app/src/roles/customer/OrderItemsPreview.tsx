import type { OperationData } from '@marketplace/sdk';

type OrderItem = NonNullable<OperationData<'getOrderDetails'>['orderItems']>[number];

/** Lines shown on an order card before "and N more" (the order's page lists them all). */
export const PREVIEW_LINES = 3;

/**
 * The lines of an order as its card in the history shows them: a thumbnail (its space reserved, so the
 * list does not jump as images arrive), the product's name with its size and colour, and the quantity;
 * the first {@link PREVIEW_LINES}, then how many more the order has.
 *
 * @example
 * <OrderItemsPreview items={order.orderItems ?? []} />
 */
export function OrderItemsPreview({ items }: { items: readonly OrderItem[] }) {
  if (items.length === 0) return null;
  const shown = items.slice(0, PREVIEW_LINES);
  const more = items.length - shown.length;
  return (
    <ul className="order-card__items">
      {shown.map((item, index) => {
        const variant = item.productVariants?.[0];
        const details = [variant?.size, variant?.color].filter(Boolean).join(', ');
        const image = item.hostedImages?.[0];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: order lines have no id of their own and never move
          <li key={`${item.productId}-${index}`} className="order-card__item">
            {image ? (
              // The name beside it says what it shows: the image is decoration for screen readers.
              <img
                className="order-card__thumb"
                src={image}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className="order-card__thumb" aria-hidden="true" />
            )}
            <span className="order-card__item-name">
              {item.productName}
              {details ? <span className="order-card__item-variant"> ({details})</span> : null}
            </span>
            <span className="order-card__item-quantity">× {item.quantity}</span>
          </li>
        );
      })}
      {more > 0 ? (
        <li className="order-card__more">
          and {more} more {more === 1 ? 'item' : 'items'}
        </li>
      ) : null}
    </ul>
  );
}
