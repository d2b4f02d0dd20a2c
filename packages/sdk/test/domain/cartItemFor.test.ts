import { describe, expect, it } from 'vitest';
import { cartItemFor } from '../../src/domain/cartItemFor';

const blender = {
  id: 25,
  name: 'Binatone 1.5L Blender',
  sku: 'IHL-HOM-0025',
  pricing: [{ sellingPrice: 32000 }],
};

describe('cartItemFor and pay on delivery', () => {
  it('carries whether the product’s store accepts pay on delivery, for the checkout to say so', () => {
    expect(
      cartItemFor({ ...blender, storeName: 'Ibadan Home & Living', payOnDelivery: false }),
    ).toMatchObject({
      storeName: 'Ibadan Home & Living',
      payOnDelivery: false,
    });
    expect(cartItemFor({ ...blender, payOnDelivery: true }).payOnDelivery).toBe(true);
    expect('payOnDelivery' in cartItemFor(blender)).toBe(false);
  });
});
