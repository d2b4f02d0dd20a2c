import { useUpdateProductInventory } from '@marketplace/react-hooks';
import { type Entity, lowStockItems } from '@marketplace/sdk';
import { type FormEvent, useId, useState } from 'react';
import { NumberInput } from '../../../workspace/products/NumberInput';

type Product = Entity<'AdminProduct'>;

/** Props of {@link ProductStockEditor}. */
export interface ProductStockEditorProps {
  product: Product;
  /** The account may change stock (`products: update`). */
  canUpdate: boolean;
}

/**
 * A product's stock in the list, changed in place: the units (and "Low stock" while the product, or one
 * of its variants, is at or under its alert: the SDK's `lowStockItems`), and with the right, "Update stock" opens the units of the product, or of each variant,
 * saved through update-product-inventory (its hook toasts the outcome and refreshes the list). A failure
 * keeps what was typed and says why beside it.
 *
 * @example
 * { id: 'quantity', header: 'Stock', cell: (p) => <ProductStockEditor product={p} canUpdate={canUpdate} /> }
 */
export function ProductStockEditor({ product, canUpdate }: ProductStockEditorProps) {
  const id = useId();
  const update = useUpdateProductInventory();
  const variants = product.productVariant?.variant ?? [];
  const [editing, setEditing] = useState(false);
  const [quantity, setQuantity] = useState<number | undefined>(product.quantity);
  const [perVariant, setPerVariant] = useState<(number | undefined)[]>([]);
  const [problem, setProblem] = useState<string | undefined>(undefined);

  const open = () => {
    setQuantity(product.quantity);
    setPerVariant(variants.map((v) => v.quantity));
    setProblem(undefined);
    update.reset();
    setEditing(true);
  };
  // With variants, the product's units are theirs added up.
  const total = variants.length ? perVariant.reduce<number>((sum, q) => sum + (q ?? 0), 0) : quantity;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const blank = variants.length ? perVariant.some((q) => q === undefined) : quantity === undefined;
    if (blank || total === undefined) {
      setProblem('Enter the units in stock (0 or more).');
      return;
    }
    // Saving what is already there would move nothing (and write nothing in the stock history): say so.
    const unchanged = variants.length
      ? variants.every((v, i) => (v.quantity ?? 0) === perVariant[i])
      : quantity === product.quantity;
    if (unchanged) {
      setProblem('The stock is as it was: change a number to save.');
      return;
    }
    setProblem(undefined);
    try {
      await update.trigger({
        body: {
          productId: product.id,
          quantity: total,
          ...(variants.length
            ? { variant: variants.map((v, i) => ({ sku: v.sku, quantity: perVariant[i] ?? 0 })) }
            : {}),
        },
      });
      setEditing(false);
    } catch (caught) {
      setProblem((caught as Error).message);
    }
  }

  if (!editing) {
    return (
      <span className="product-stock">
        <span>{product.quantity}</span>
        {lowStockItems(product).length > 0 ? <span className="product-stock__low">Low stock</span> : null}
        {canUpdate ? (
          <button
            type="button"
            className="link-button"
            aria-label={`Update stock of ${product.name}`}
            onClick={open}
          >
            Update stock
          </button>
        ) : null}
      </span>
    );
  }
  return (
    <form
      className="product-stock__form"
      aria-label={`Stock of ${product.name}`}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
    >
      {variants.length ? (
        variants.map((variant, index) => {
          const name = [variant.size, variant.color].filter(Boolean).join(' / ') || variant.sku || 'Variant';
          return (
            <label key={variant.sku ?? index} className="product-stock__line" htmlFor={`${id}-${index}`}>
              <span>{name}</span>
              <NumberInput
                id={`${id}-${index}`}
                aria-label={`Units of ${name}`}
                value={perVariant[index]}
                onChange={(units) => setPerVariant((list) => list.map((q, i) => (i === index ? units : q)))}
              />
            </label>
          );
        })
      ) : (
        <label className="product-stock__line" htmlFor={`${id}-units`}>
          <span>Units</span>
          <NumberInput
            id={`${id}-units`}
            aria-label={`Units of ${product.name} in stock`}
            value={quantity}
            onChange={setQuantity}
          />
        </label>
      )}
      {variants.length ? <span className="product-stock__total">Total {total}</span> : null}
      {problem ? (
        <span role="alert" className="field__error">
          {problem}
        </span>
      ) : null}
      <span className="product-stock__actions">
        <button type="submit" className="button" disabled={update.isMutating} aria-busy={update.isMutating}>
          {update.isMutating ? 'Saving…' : 'Save stock'}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setEditing(false)}>
          Cancel
        </button>
      </span>
    </form>
  );
}
