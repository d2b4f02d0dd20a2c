import type { Entity } from '@marketplace/sdk';
import { useId } from 'react';
import { Money } from '../../kit/Money';

/**
 * The "Products" section of a return detail: each returned product with its quantity and unit price.
 *
 * @example
 * <ReturnProductsSection ret={ret} />
 */
export function ReturnProductsSection({ ret }: { ret: Entity<'ReturnedOrder'> }) {
  const titleId = useId();
  return (
    <section className="merchant-order__section" aria-labelledby={titleId}>
      <h3 id={titleId}>Products</h3>
      <ul>
        {ret.products.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: returned lines have no id of their own and never move
          <li key={`${item.productId}-${index}`}>
            {item.productName} × {item.quantity} (<Money amount={item.productPrice} /> each)
          </li>
        ))}
      </ul>
    </section>
  );
}
