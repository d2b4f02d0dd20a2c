import { type CartLineVariant, cartLineVariant } from './cartLineKey';
import { type StockFields, stockLimit } from './stockLimit';

/** What {@link cartItemFor} reads of a product (the catalogue's product, or a list row of it). */
export interface CartItemSource extends StockFields {
  id: number;
  name: string;
  sku?: string | null;
  merchantId?: number;
  storeName?: string;
  hostedImages?: readonly string[];
  weight?: number;
  /** Whether the product's store accepts pay on delivery. */
  payOnDelivery?: boolean;
  pricing: readonly { sellingPrice: number; price?: number }[];
}

/** A cart item made from a product: the line's fields, and the stock the cart must honour when counted. */
export interface CartItemFor {
  id: number;
  name: string;
  merchantId?: number;
  storeName?: string;
  hostedImages?: string[];
  weight?: number;
  payOnDelivery?: boolean;
  pricing: { sellingPrice: number; price?: number }[];
  productVariant?: { sku?: string; size?: string; color?: string };
  /** Units in stock of the product or variant, when counted: the cart never holds more. */
  stock?: number;
}

/**
 * The cart item for a product and its chosen variant: the line {@link cartLineVariant} names (the
 * variant's sku, size and colour, or the product's own sku for a product without variants: the server
 * names a line by product and sku), and the stock the cart must honour ({@link stockLimit}), when known.
 *
 * @example
 * cartItemFor({ id: 4, name: 'Tee', sku: 'TEE', pricing: [{ sellingPrice: 5000 }], quantity: 3, whenSoldOut: 'Stop selling' });
 * // { id: 4, name: 'Tee', pricing: [{ sellingPrice: 5000 }], productVariant: { sku: 'TEE' }, stock: 3 }
 */
export function cartItemFor(product: CartItemSource, variant?: CartLineVariant): CartItemFor {
  const stock = stockLimit(product, variant);
  const line = cartLineVariant(product, variant);
  return {
    id: product.id,
    name: product.name,
    ...(product.merchantId !== undefined ? { merchantId: product.merchantId } : {}),
    ...(product.storeName ? { storeName: product.storeName } : {}),
    ...(product.hostedImages ? { hostedImages: [...product.hostedImages] } : {}),
    ...(product.weight !== undefined ? { weight: product.weight } : {}),
    ...(product.payOnDelivery !== undefined ? { payOnDelivery: product.payOnDelivery } : {}),
    pricing: product.pricing.map(({ sellingPrice, price }) => ({
      sellingPrice,
      ...(price !== undefined ? { price } : {}),
    })),
    ...(line.sku || line.size || line.color ? { productVariant: line } : {}),
    ...(stock !== undefined ? { stock } : {}),
  };
}
