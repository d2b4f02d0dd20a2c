import { formatMoney, sellsWhenSoldOut, stockLimit } from '@marketplace/sdk';
import { useEffect, useRef, useState } from 'react';
import {
  hasVariants,
  isSoldOut,
  type ProductVariantItem,
  type StorefrontProduct,
} from '../../components/product';
import { QuantityInput } from '../../components/QuantityInput';
import { VariantPicker, type VariantValue } from '../../components/VariantPicker';
import { AddedToCartDrawer } from './AddedToCartDrawer';
import { addedMessage, useAddProductToCart } from './useAddProductToCart';
import './storefront.css';

/** The variant that a choice names: by sku, else by size and colour. */
export function chosenVariant(
  variants: readonly ProductVariantItem[],
  value: VariantValue,
): ProductVariantItem | undefined {
  if (value.sku) return variants.find((v) => v.sku === value.sku);
  const usesSize = variants.some((v) => v.size);
  const usesColor = variants.some((v) => v.color);
  if ((usesSize && !value.size) || (usesColor && !value.color)) return undefined;
  return variants.find(
    (v) => (!usesSize || v.size === value.size) && (!usesColor || v.color === value.color),
  );
}

/**
 * The variants as the picker gets them: when the store sells on once sold out (a pre-order), stock does
 * not limit the choice, so it is left out (the picker then disables nothing).
 */
function pickable(product: StorefrontProduct): ProductVariantItem[] {
  const variants = product.productVariant?.variant ?? [];
  return sellsWhenSoldOut(product)
    ? variants.map(({ quantity: _stock, ...variant }) => variant)
    : [...variants];
}

/** The first variant in stock, as the picker's first choice (none when all are sold out). */
function firstChoice(variants: readonly ProductVariantItem[]): VariantValue {
  const first = variants.find((v) => v.quantity === undefined || v.quantity > 0);
  if (!first) return {};
  return {
    ...(first.sku ? { sku: first.sku } : {}),
    ...(first.size ? { size: first.size } : {}),
    ...(first.color ? { color: first.color } : {}),
  };
}

const variantLabel = (variant: ProductVariantItem | undefined) =>
  variant ? [variant.size, variant.color].filter(Boolean).join(', ') : '';

/**
 * Buying a product: its variants (size, colour, other properties; sold-out ones disabled), the stock
 * left, the quantity (up to the stock) and "Add to cart" (`useCart().add` with the chosen variant: a
 * guest's cart stays on the client until login). Sold out disables the button, unless the store sells
 * on when sold out (a pre-order).
 *
 * @example
 * <ProductPurchase product={product} />
 */
export function ProductPurchase({
  product,
  onVariantChange,
}: {
  product: StorefrontProduct;
  /** Called with the chosen variant (undefined while the choice is incomplete), to show its picture. */
  onVariantChange?: (variant: ProductVariantItem | undefined) => void;
}) {
  const variants = product.productVariant?.variant ?? [];
  const properties = product.productVariant?.properties ?? [];
  const withVariants = hasVariants(product);
  const [choice, setChoice] = useState<VariantValue>(() => firstChoice(pickable(product)));
  const [quantity, setQuantity] = useState(1);
  const { add, addingId, lastAdded, dismiss } = useAddProductToCart();
  const mainButton = useRef<HTMLButtonElement>(null);
  const buttonOutOfView = useOutOfView(mainButton);

  const variant = withVariants ? chosenVariant(variants, choice) : undefined;
  useEffect(() => onVariantChange?.(variant), [onVariantChange, variant]);
  const productSoldOut =
    isSoldOut(product, undefined) || (withVariants && variants.every((v) => isSoldOut(product, v)));
  const soldOut = productSoldOut || (variant ? isSoldOut(product, variant) : false);
  const limit = stockLimit(product, variant);
  const needsChoice = withVariants && !variant && !productSoldOut;
  const adding = addingId === product.id;
  const amount = Math.min(quantity, limit && limit > 0 ? limit : quantity);

  const onChoose = (value: VariantValue) => {
    setChoice(value);
    setQuantity(1);
  };
  const onAdd = async () => {
    if (soldOut || needsChoice) return;
    const done = await add(product, variant, amount);
    if (done.ok) setQuantity(1);
  };
  const options = variantLabel(variant);
  const _added =
    lastAdded?.id === product.id
      ? addedMessage({ ...lastAdded, name: `${product.name}${options ? ` (${options})` : ''}` })
      : undefined;

  let stock: string;
  if (productSoldOut) stock = 'Sold out';
  else if (needsChoice) stock = 'Choose an option to see what is in stock';
  else if (soldOut) stock = 'This option is sold out';
  else if (limit === undefined)
    stock =
      (variant?.quantity ?? product.quantity) === 0 && sellsWhenSoldOut(product)
        ? 'Out of stock: order now, we ship when it is back'
        : 'In stock';
  else stock = limit <= 5 ? `Only ${limit} left` : 'In stock';

  return (
    <div className="purchase">
      {withVariants ? (
        <VariantPicker
          variants={pickable(product)}
          properties={properties}
          value={choice}
          onChange={onChoose}
        />
      ) : null}
      <p className={`purchase__stock${soldOut ? ' purchase__stock--out' : ''}`}>{stock}</p>
      {!soldOut ? (
        <QuantityInput
          label="Quantity"
          value={amount}
          min={1}
          {...(limit !== undefined && limit > 0 ? { max: limit } : {})}
          onChange={setQuantity}
          disabled={adding}
        />
      ) : null}
      <button
        ref={mainButton}
        type="button"
        className="button purchase__add"
        onClick={() => void onAdd()}
        disabled={soldOut || needsChoice || adding}
        aria-busy={adding || undefined}
      >
        {soldOut ? 'Sold out' : adding ? 'Adding…' : 'Add to cart'}
      </button>
      {buttonOutOfView && !lastAdded ? (
        // Phones: the page's button scrolled away, this bar keeps buying one tap away (CSS shows it
        // on narrow screens only).
        <section className="sticky-buy" aria-label="Quick buy">
          <span className="sticky-buy__price">{formatMoney(product.pricing[0]?.sellingPrice ?? 0)}</span>
          {needsChoice ? (
            <button
              type="button"
              className="button"
              onClick={() => mainButton.current?.scrollIntoView?.({ block: 'center' })}
            >
              Choose options
            </button>
          ) : (
            <button
              type="button"
              className="button"
              onClick={() => void onAdd()}
              disabled={soldOut || adding}
              aria-busy={adding || undefined}
            >
              {soldOut ? 'Sold out' : adding ? 'Adding…' : 'Add to cart'}
            </button>
          )}
        </section>
      ) : null}
      <AddedToCartDrawer
        added={lastAdded?.id === product.id ? { ...lastAdded, name: product.name } : undefined}
        onClose={dismiss}
      />
    </div>
  );
}

/** Whether the element is out of the viewport (false until the browser says, and where it cannot). */
function useOutOfView(element: { current: Element | null }): boolean {
  const [out, setOut] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOut(entry ? !entry.isIntersecting : false));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return out;
}
