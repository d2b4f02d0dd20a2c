import { getMerchantProduct } from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { createProductForm } from '../../src/forms/createProductForm';
import { productFormFromProduct } from '../../src/forms/productFormFromProduct';
import { productRequestBody } from '../../src/forms/productRequestBody';
import { sandboxFixture } from '../support/renderWithSandbox';
import { logInMerchant } from './formsTestKit';

const ctx = sandboxFixture();

async function demoDress() {
  const client = ctx.client({ role: 'merchant' });
  await logInMerchant(client);
  const { data } = await getMerchantProduct(client, { path: { id: 1 }, as: 'merchant' });
  return { client, dress: data };
}

describe('productRequestBody', () => {
  it('trims texts, drops blank paragraphs and unset numbers, and sends the hosted images', () => {
    const body = productRequestBody(
      createProductForm({
        name: ' Embroidered Kaftan ',
        description: ['Hand-embroidered neckline.', '  ', 'Cotton blend.'],
        categoryId: 3,
        pricing: { costPrice: 12000, sellingPrice: 21000, price: undefined },
        quantity: 12,
        sku: '  ',
        weight: Number.NaN,
        variantProperties: [{ type: ' size ', options: ['M', 'L'] }],
      }),
      ['https://cdn.example.com/uploads/kaftan-1.jpg', 'https://cdn.example.com/uploads/kaftan-2.jpg'],
    );
    expect(body).toMatchObject({
      name: 'Embroidered Kaftan',
      description: ['Hand-embroidered neckline.', 'Cotton blend.'],
      hostedImages: [
        'https://cdn.example.com/uploads/kaftan-1.jpg',
        'https://cdn.example.com/uploads/kaftan-2.jpg',
      ],
      pricing: { costPrice: 12000, sellingPrice: 21000 },
      variantProperties: [{ type: 'size', options: ['M', 'L'] }],
      weightUnit: 'kg',
    });
    // Unset fields are absent (the contract's schema then names the required ones), not `undefined`.
    for (const field of ['sku', 'weight', 'subCategoryId', 'stockAlertUnits'])
      expect(Object.hasOwn(body, field), field).toBe(false);
    expect(Object.hasOwn(body.pricing ?? {}, 'price')).toBe(false);
  });
});

describe('productFormFromProduct', () => {
  it("fills the form and the images from the merchant's product, and sends them back unchanged", async () => {
    const { dress } = await demoDress();
    const { values, images } = productFormFromProduct(dress);
    expect(values.name).toBe('Ankara Print Midi Dress');
    expect(values.variantProperties.length).toBeGreaterThan(0);
    expect(images.map((i) => i.url)).toEqual(dress.hostedImages);
    const body = productRequestBody(
      values,
      images.map((i) => i.url),
    );
    expect(body).toMatchObject({
      name: dress.name,
      categoryId: dress.categoryId,
      quantity: dress.quantity,
      hostedImages: dress.hostedImages,
    });
  });

  it("opens the edit form on the product's saved units, stock alert and flags", async () => {
    const { dress } = await demoDress();
    const { values } = productFormFromProduct({
      ...dress,
      weightUnit: 'g',
      dimensionUnit: 'inch',
      contSalesOutOfStock: true,
      stockAlertUnits: 3,
      IsDigitalProduct: true,
    });
    expect(values).toMatchObject({
      weightUnit: 'g',
      dimensionUnit: 'inch',
      contSalesOutOfStock: true,
      stockAlertUnits: 3,
      IsDigitalProduct: true,
    });
    // A server that leaves them out: the form's defaults, the sold-out rule read from its words.
    const bare = productFormFromProduct({
      id: 9,
      name: 'Tee',
      pricing: [{ sellingPrice: 1 }],
      quantity: 1,
      approvalStatus: 'pending',
      whenSoldOut: 'Continue selling',
    }).values;
    expect(bare).toMatchObject({ weightUnit: 'kg', dimensionUnit: 'cm', contSalesOutOfStock: true });
    expect(bare.stockAlertUnits).toBeUndefined();
  });
});
