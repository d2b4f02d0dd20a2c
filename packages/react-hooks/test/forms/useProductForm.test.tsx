import { getMerchantProduct } from '@marketplace/sdk';
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MarketplaceMessage } from '../../src/core/MarketplaceContext';
import { createProductForm } from '../../src/forms/createProductForm';
import { productFormFromProduct } from '../../src/forms/productFormFromProduct';
import { type UseProductFormOptions, useProductForm } from '../../src/forms/useProductForm';
import { useVariantsEditor } from '../../src/forms/useVariantsEditor';
import { renderWithClient, useSandbox } from '../support/renderWithSandbox';
import { logInMerchant } from './formsTestKit';

// biome-ignore lint/correctness/useHookAtTopLevel: useSandbox is the file's vitest fixture, not a React hook
const ctx = useSandbox();

async function renderForm(options: UseProductFormOptions = {}) {
  const messages: MarketplaceMessage[] = [];
  const client = ctx.client({ role: 'merchant' });
  await logInMerchant(client);
  // The demo merchant's first product gives a valid category, sub-category and child category.
  const { data: dress } = await getMerchantProduct(client, { path: { id: 1 }, as: 'merchant' });
  const view = renderWithClient(
    () => {
      const form = useProductForm(options);
      const variants = useVariantsEditor({
        value: form.values.variantProperties,
        onChange: (list) => form.setField('variantProperties', list),
      });
      return { form, variants };
    },
    client,
    { onMessage: (m) => messages.push(m) },
  );
  return { ...view, messages, dress };
}

describe('useProductForm', () => {
  it('creates a product with its images and variants, then resets the form AND the images', async () => {
    const uploadImage = vi.fn(async (_file: Blob) => 'https://cdn.example.com/uploads/kaftan-2.jpg');
    const { result, messages, dress } = await renderForm({ uploadImage });
    act(() => {
      result.current.form.setValues({
        name: 'Embroidered Kaftan',
        description: ['Hand-embroidered neckline.', '  ', 'Cotton blend.'],
        categoryId: dress.categoryId,
        subCategoryId: dress.subCategoryId,
        childCategoryId: dress.childCategoryId,
        pricing: { costPrice: 12000, sellingPrice: 21000, price: 25000 },
        quantity: 12,
        sku: 'ADA-KAF-9001',
        weight: 0.6,
      });
      result.current.form.addImage('https://cdn.example.com/uploads/kaftan-1.jpg');
      result.current.form.addImage({ url: 'blob:preview-2', file: new Blob(['png']) });
      result.current.variants.addProperty('size');
      result.current.variants.addOption(0, 'M');
      result.current.variants.addOption(0, 'L');
    });
    expect(result.current.form.images).toHaveLength(2);
    expect(result.current.form.values.variantProperties).toEqual([{ type: 'size', options: ['M', 'L'] }]);
    const ok = await act(() => result.current.form.submit());
    expect(ok).toBe(true);
    expect(uploadImage).toHaveBeenCalledTimes(1);
    expect(result.current.form.message).toBe('Successfully created product.');
    expect(messages).toContainEqual(
      expect.objectContaining({ type: 'success', message: 'Successfully created product.' }),
    );
    // Reset: form and images, and the bound variants editor with them.
    expect(result.current.form.values).toEqual(createProductForm());
    expect(result.current.form.images).toEqual([]);
    expect(result.current.variants.properties).toEqual([]);

    const sent = await ctx.requests.find((r) => r.method === 'POST' && r.url.endsWith('/products'))?.json();
    expect(sent).toMatchObject({
      name: 'Embroidered Kaftan',
      description: ['Hand-embroidered neckline.', 'Cotton blend.'],
      hostedImages: [
        'https://cdn.example.com/uploads/kaftan-1.jpg',
        'https://cdn.example.com/uploads/kaftan-2.jpg',
      ],
      variantProperties: [{ type: 'size', options: ['M', 'L'] }],
      weightUnit: 'kg',
    });
  });

  it('checks required fields on the client and sends nothing', async () => {
    const uploadImage = vi.fn(async () => 'https://cdn.example.com/x.jpg');
    const { result } = await renderForm({ uploadImage });
    act(() => result.current.form.addImage({ url: 'blob:x', file: new Blob(['x']) }));
    const ok = await act(() => result.current.form.submit());
    expect(ok).toBe(false);
    expect(result.current.form.fieldErrors).toEqual({
      name: 'Name is required',
      categoryId: 'Category id is required',
      subCategoryId: 'Sub category id is required',
      // The contract's ProductForm requires the child category, as the sandbox always did.
      childCategoryId: 'Child category id is required',
      'pricing.sellingPrice': 'Selling price is required',
      quantity: 'Quantity is required',
    });
    expect(uploadImage).not.toHaveBeenCalled();
    expect(ctx.requests.filter((r) => r.url.endsWith('/products'))).toHaveLength(0);
    // Editing pricing forgets its nested errors; images are kept after a failed check.
    act(() => result.current.form.setField('pricing', { sellingPrice: 100 }));
    expect(result.current.form.fieldErrors['pricing.sellingPrice']).toBeUndefined();
    expect(result.current.form.images).toHaveLength(1);
  });

  it("shows the server's 422 field errors and keeps the form on failure", async () => {
    const { result, dress } = await renderForm();
    act(() =>
      result.current.form.setValues({
        name: 'Overpriced Gown',
        categoryId: dress.categoryId,
        subCategoryId: dress.subCategoryId,
        childCategoryId: dress.childCategoryId,
        pricing: { sellingPrice: 30000, price: 20000 },
        quantity: 3,
      }),
    );
    act(() => result.current.form.addImage('https://cdn.example.com/gown.jpg'));
    const ok = await act(() => result.current.form.submit());
    expect(ok).toBe(false);
    expect(result.current.form.isError).toBe(true);
    expect(result.current.form.fieldErrors).toEqual({
      'pricing.sellingPrice': 'Selling price cannot be above the price',
    });
    expect(result.current.form.message).toBe('Selling price cannot be above the price');
    expect(result.current.form.values.name).toBe('Overpriced Gown');
    expect(result.current.form.images).toHaveLength(1);
  });

  it('edits a loaded product, then resets the form and the images', async () => {
    const client = ctx.client({ role: 'merchant' });
    await logInMerchant(client);
    const { data: dress } = await getMerchantProduct(client, { path: { id: 1 }, as: 'merchant' });
    const { result } = renderWithClient(() => useProductForm({ productId: 1 }), client);
    act(() => result.current.load(productFormFromProduct(dress)));
    expect(result.current.mode).toBe('edit');
    expect(result.current.values.name).toBe('Ankara Print Midi Dress');
    expect(result.current.values.variantProperties.length).toBeGreaterThan(0);
    expect(result.current.images.map((i) => i.url)).toEqual(dress.hostedImages);
    act(() => {
      result.current.moveImage(2, 0);
      result.current.removeImage(1);
      result.current.setField('quantity', 70);
    });
    const moved = [dress.hostedImages?.[2], dress.hostedImages?.[1]];
    expect(result.current.images.map((i) => i.url)).toEqual(moved);
    const ok = await act(() => result.current.submit());
    expect(ok).toBe(true);
    expect(result.current.message).toBe('Successfully edited product.');
    expect(result.current.values).toEqual(createProductForm());
    expect(result.current.images).toEqual([]);
    const { data: after } = await getMerchantProduct(client, { path: { id: 1 }, as: 'merchant' });
    expect(after.quantity).toBe(70);
    expect(after.hostedImages).toEqual(moved);
  });

  it("opens the edit form on the product's saved units, stock alert and flags", async () => {
    const client = ctx.client({ role: 'merchant' });
    await logInMerchant(client);
    const { data: dress } = await getMerchantProduct(client, { path: { id: 1 }, as: 'merchant' });
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

  it('refuses to submit file images without an uploader (a programming error)', async () => {
    const { result } = await renderForm();
    act(() => result.current.form.addImage({ url: 'blob:y', file: new Blob(['y']) }));
    await expect(result.current.form.submit()).rejects.toThrow(/uploadImage/);
  });
});
