import './storefront.css';

/** Props of {@link ProductGridPlaceholder}. */
export interface ProductGridPlaceholderProps {
  /**
   * How many cards to sketch: 4 by default, two rows on a phone and one on a wide screen, which a shelf
   * of the sandbox (8 to 10 products) fills at least.
   */
  count?: number;
}

/**
 * The shape of a product grid while its products load: cards of a product card's size (a square picture
 * and the text and button below it) in the same responsive grid, so that the sections below stay where
 * they are when the products arrive (no layout shift). Decoration only: show a spinner with it (as
 * `LoadSection` does) and keep it from assistive technologies.
 *
 * @example
 * <LoadSection title="Super deals" loaded={!!data} error={error} emptyText="No super deals right now."
 *   placeholder={<ProductGridPlaceholder />}>
 *   <ProductGrid products={data ?? []} />
 * </LoadSection>
 */
export function ProductGridPlaceholder({ count = 4 }: ProductGridPlaceholderProps) {
  return (
    <ul className="grid storefront-grid product-grid-placeholder" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // The cards are identical and never reordered: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <li key={index} className="product-grid-placeholder__card">
          <div className="product-grid-placeholder__media" />
          <div className="product-grid-placeholder__text" />
        </li>
      ))}
    </ul>
  );
}
