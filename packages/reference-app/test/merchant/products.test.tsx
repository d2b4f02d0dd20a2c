// The merchant's products through the app's routes, against a fresh sandbox per test: the list with its
// search, category and approval filters, stock and price; its error and retry; creating a product with
// every field of the form (paragraphs reordered, cascading categories, photos, pricing and margin, units,
// a size × colour variants grid), the reset and message on success and nothing lost on bad input; editing
// an approved product's price, which sends it back to pending; stock changed in place; marketplace and
// featured products, each removal after a confirmation; the CSV import (template, dry run naming the bad
// rows, import with a per-product result, resumed after a failure).

import type { Entity } from '@marketplace/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { press } from '../support/forms';
import { installDialogPolyfill } from '../support/installDialogPolyfill';
import { pngFile } from '../support/pngFile';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

installDialogPolyfill();

const ctx = sandboxFixture();

/** The sandbox's tables the bulk tests read and seed (the app does not see the sandbox's row types). */
interface Rows<Row> {
  all(): Row[];
  insert(row: Omit<Row, 'id'>): Row;
}
type ProductRow = Entity<'AdminProduct'> & { deleted?: boolean };
const db = () =>
  ctx.sandbox.db as unknown as {
    table(name: 'products'): Rows<ProductRow>;
    table(
      name: 'stockMovements',
    ): Rows<{ id: number; productId: number; reason: string; variantSku?: string; change: number }>;
  };

beforeAll(() => {
  // jsdom has no object URLs; the photo picker previews files with them.
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => undefined;
});

/** The product table once its rows are there. */
async function productTable(): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: "Your store's products" });
  await waitFor(() => expect(within(table).queryAllByRole('row').length).toBeGreaterThan(1));
  return table;
}

/** The names of the products listed. */
async function productNames(): Promise<string[]> {
  const table = await productTable();
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('.product-cell__name')?.textContent ?? '');
}

/** The table row of the product named `name`. */
async function rowOf(name: string): Promise<HTMLElement> {
  const table = await productTable();
  const row = within(table)
    .getAllByRole('row')
    .find((r) => r.querySelector('.product-cell__name')?.textContent === name);
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

function set(label: string | RegExp, value: string, scope: HTMLElement = document.body) {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

/** Adds an option to a variant property through its "New size" / "New colour" field. */
function addOption(property: 'size' | 'colour', option: string) {
  set(`New ${property}`, option);
  press(`Add ${property}`);
}

/** Fills what a new product needs: a name, the first category of each level, a selling price. */
async function fillRequired(form: HTMLElement) {
  set('Name', 'Kampala Wrap', form);
  const categorySelect = within(form).getByLabelText('Category') as HTMLSelectElement;
  await waitFor(() => expect(categorySelect.options.length).toBeGreaterThan(2));
  fireEvent.change(categorySelect, { target: { value: categorySelect.options[1]?.value } });
  const sub = within(form).getByLabelText('Sub-category') as HTMLSelectElement;
  fireEvent.change(sub, { target: { value: sub.options[1]?.value } });
  const child = within(form).getByLabelText('Child category') as HTMLSelectElement;
  await waitFor(() => expect(child.options.length).toBeGreaterThan(1));
  fireEvent.change(child, { target: { value: child.options[1]?.value } });
  set('Selling price (₦)', '5000', form);
}

describe('ProductsScreen', () => {
  it("lists the store's products with stock and price, filtered by approval and category on the server", async () => {
    await signInAt('/merchant/products', 'merchant@demo.test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    const all = await productNames();
    // 12 a page: the demo store's twelve products fit on one.
    expect(all).toHaveLength(12);
    const dress = await rowOf('Ankara Print Midi Dress');
    expect(within(dress).getByText('Approved')).toBeTruthy();
    expect(within(dress).getByText('₦15,500.00')).toBeTruthy();
    expect(within(dress).getByText('Regular price')).toBeTruthy();
    // A pending product goes to the marketplace once approved (its list shows approved products only).
    expect(
      within(await rowOf('Canvas Low-Top Sneakers')).getByText('Marketplace after approval'),
    ).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Approval'), { target: { value: 'pending' } });
    await waitFor(async () =>
      expect((await productNames()).sort()).toEqual(['Beaded Statement Necklace', 'Canvas Low-Top Sneakers']),
    );
    fireEvent.change(screen.getByLabelText('Approval'), { target: { value: '' } });

    const category = screen.getByLabelText('Category') as HTMLSelectElement;
    await waitFor(() => expect(category.options.length).toBeGreaterThan(2));
    const other = [...category.options].find((o) => o.text === 'Electronics');
    fireEvent.change(category, { target: { value: other?.value } });
    expect(await screen.findByText('No product matches these filters.')).toBeTruthy();
  });

  it('shows the error with a way to try again when the list cannot be loaded', async () => {
    // Not from the dashboard: its low-stock card reads the products too, and would take the one failure.
    await signInAt('/merchant/returns', 'merchant@demo.test');
    await screen.findByRole('heading', { level: 1, name: 'Returns' });
    ctx.sandbox.faults.set('getMerchantProducts', { status: 500, message: 'Products are down', times: 1 });
    fireEvent.click(await screen.findByRole('link', { name: 'Products' }));
    expect(await screen.findByText('Products are down')).toBeTruthy();
    press('Try again');
    expect(await productNames()).toContain('Ankara Print Midi Dress');
  });

  it('creates a product with every field, then empties the form and its photos and shows the message', async () => {
    await signInAt('/merchant/products', 'merchant@demo.test');
    await productTable();
    press('New product');
    const form = await screen.findByRole('form', { name: 'New product' });

    // Nothing typed: the contract's check names the missing fields and nothing is sent.
    fireEvent.click(within(form).getByRole('button', { name: 'Create product' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Name is required');
    expect(alert.textContent).toContain('Category: choose one');
    expect(ctx.requests.some((r) => r.method === 'POST' && r.path.endsWith('/products'))).toBe(false);

    set('Name', 'Adire Kaftan');
    press('Add paragraph');
    set('Paragraph 1', 'Cotton blend.');
    press('Add paragraph');
    set('Paragraph 2', 'Hand-dyed in Abeokuta.');
    press('Move paragraph 2 up');
    await waitFor(() =>
      expect((screen.getByLabelText('Paragraph 1') as HTMLTextAreaElement).value).toBe(
        'Hand-dyed in Abeokuta.',
      ),
    );

    // Category → sub-category → child category, each list from the one above.
    const categorySelect = within(form).getByLabelText('Category') as HTMLSelectElement;
    await waitFor(() => expect(categorySelect.options.length).toBeGreaterThan(2));
    fireEvent.change(categorySelect, {
      target: { value: [...categorySelect.options].find((o) => o.text === 'Fashion')?.value },
    });
    const sub = within(form).getByLabelText('Sub-category') as HTMLSelectElement;
    fireEvent.change(sub, {
      target: { value: [...sub.options].find((o) => o.text === "Women's Clothing")?.value },
    });
    const child = within(form).getByLabelText('Child category') as HTMLSelectElement;
    await waitFor(() => expect([...child.options].some((o) => o.text === 'Dresses')).toBe(true));
    fireEvent.change(child, {
      target: { value: [...child.options].find((o) => o.text === 'Dresses')?.value },
    });

    // Two photos uploaded to the media host, kept in the order chosen: the first is the main one.
    fireEvent.change(within(form).getByLabelText('Product photos'), {
      target: { files: [pngFile('front.png'), pngFile('back.png')] },
    });
    // Uploaded once its picture is the hosted URL (the preview before it is an object URL).
    await waitFor(() => expect(form.querySelectorAll('img[src*="/sandbox-assets/media/"]')).toHaveLength(2));

    set('Cost price (₦)', '9000', form);
    set('Selling price (₦)', '15000', form);
    set('Regular price (₦)', '18000', form);
    expect(
      within(form).getByText(/Margin of ₦6,000\.00 on each sale \(40\.0% of the selling price\)/),
    ).toBeTruthy();
    set('SKU', 'ADR-KFT', form);
    set('Stock alert (units)', '3', form);
    fireEvent.click(within(form).getByLabelText('Continue selling when out of stock'));
    set('Weight', '0.5', form);
    set('Weight unit', 'g', form);
    set('Length', '40', form);
    set('Width', '30', form);
    set('Height', '4', form);
    set('Dimension unit', 'inch', form);

    // Two sizes × two colours make four variant rows, each with its SKU, discount and stock.
    press('Add sizes');
    addOption('size', 'M');
    addOption('size', 'L');
    press('Add colours');
    addOption('colour', 'Red');
    addOption('colour', 'Blue');
    const rows = await within(form).findByRole('table', { name: '4 variants' });
    expect(within(rows).getByRole('rowheader', { name: 'L / Blue' })).toBeTruthy();
    expect((within(rows).getByLabelText('SKU of M / Red') as HTMLInputElement).value).toBe('ADR-KFT-M-RED');
    set('Stock of M / Red', '5', rows);
    set('Stock of L / Blue', '7', rows);
    set('Discount of L / Blue', '500', rows);
    // The product's stock is the variants' added up.
    await waitFor(() => expect((within(form).getByLabelText('Stock') as HTMLInputElement).value).toBe('12'));

    fireEvent.click(within(form).getByRole('button', { name: 'Create product' }));
    expect(await within(form).findByText('Successfully created product.')).toBeTruthy();
    // The form and its photos are empty again.
    await waitFor(() => expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe(''));
    expect(within(form).queryByRole('table', { name: /variants/ })).toBeNull();
    expect(within(form).queryByRole('img')).toBeNull();

    const created = ctx.requests.find((r) => r.method === 'POST' && r.path.endsWith('/products'));
    await waitFor(() => expect(created?.body).toBeDefined());
    expect(created?.body).toMatchObject({
      name: 'Adire Kaftan',
      description: ['Hand-dyed in Abeokuta.', 'Cotton blend.'],
      category: 'Fashion',
      subCategory: "Women's Clothing",
      childCategory: 'Dresses',
      categoryId: expect.any(Number),
      subCategoryId: expect.any(Number),
      childCategoryId: expect.any(Number),
      hostedImages: [
        expect.stringMatching(/\/sandbox-assets\/media\/\d+\/front\.png$/),
        expect.stringMatching(/\/sandbox-assets\/media\/\d+\/back\.png$/),
      ],
      pricing: { costPrice: 9000, sellingPrice: 15000, price: 18000 },
      quantity: 12,
      sku: 'ADR-KFT',
      weight: 0.5,
      weightUnit: 'g',
      dimension: { length: 40, width: 30, height: 4 },
      dimensionUnit: 'inch',
      stockAlertUnits: 3,
      contSalesOutOfStock: true,
      IsDigitalProduct: false,
      variantProperties: [
        { type: 'size', options: ['M', 'L'] },
        { type: 'color', options: ['Red', 'Blue'] },
      ],
    });
    expect((created?.body as { variant?: unknown[] } | undefined)?.variant).toEqual([
      { sku: 'ADR-KFT-M-RED', size: 'M', color: 'Red', discount: 0, quantity: 5 },
      { sku: 'ADR-KFT-M-BLUE', size: 'M', color: 'Blue', discount: 0, quantity: 0 },
      { sku: 'ADR-KFT-L-RED', size: 'L', color: 'Red', discount: 0, quantity: 0 },
      { sku: 'ADR-KFT-L-BLUE', size: 'L', color: 'Blue', discount: 500, quantity: 7 },
    ]);

    press('Close');
    const row = await rowOf('Adire Kaftan');
    expect(within(row).getByText('Pending approval')).toBeTruthy();
  });

  it("keeps what was typed and shows the server's message when the create fails", async () => {
    await signInAt('/merchant/products?product=new', 'merchant@demo.test');
    const form = await screen.findByRole('form', { name: 'New product' });
    await fillRequired(form);
    set('Stock', '4', form);
    ctx.sandbox.faults.set('createProduct', { status: 500, message: 'Catalogue is read-only', times: 1 });
    fireEvent.click(within(form).getByRole('button', { name: 'Create product' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Catalogue is read-only');
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Kampala Wrap');
    expect((within(form).getByLabelText('Stock') as HTMLInputElement).value).toBe('4');
  });

  it('reports a negative cost price on the cost price, nothing sent', async () => {
    await signInAt('/merchant/products?product=new', 'merchant@demo.test');
    const form = await screen.findByRole('form', { name: 'New product' });
    await fillRequired(form);
    set('Cost price (₦)', '-50', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Create product' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Cost price (₦)').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(within(form).getByLabelText('Selling price (₦)').getAttribute('aria-invalid')).not.toBe('true');
    expect((await screen.findByRole('alert')).textContent).toMatch(/Cost price/);
    expect(ctx.requests.some((r) => r.path.endsWith('/create-product'))).toBe(false);
  });

  it("puts the server's 422 beside the variants, keeping what was typed", async () => {
    await signInAt('/merchant/products?product=new', 'merchant@demo.test');
    const form = await screen.findByRole('form', { name: 'New product' });
    await fillRequired(form);
    press('Add sizes');
    addOption('size', 'M');
    addOption('size', 'L');
    const rows = await within(form).findByRole('table', { name: '2 variants' });
    // Two rows with one SKU: the contract allows it, the server does not.
    set('SKU of M', 'WRAP-1', rows);
    set('SKU of L', 'WRAP-1', rows);
    fireEvent.click(within(form).getByRole('button', { name: 'Create product' }));
    const variants = within(form).getByRole('group', { name: 'Variants' });
    expect(await within(variants).findByText('Variant SKU WRAP-1 is used twice')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Variant SKU WRAP-1 is used twice');
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Kampala Wrap');
    expect((within(rows).getByLabelText('SKU of L') as HTMLInputElement).value).toBe('WRAP-1');
    expect(within(form).queryByText('Successfully created product.')).toBeNull();
  });

  it('edits an approved product on its saved values; a new price sends it back to pending', async () => {
    await signInAt('/merchant/products', 'merchant@demo.test');
    await productTable();
    press('Edit Ankara Print Midi Dress');
    const form = await screen.findByRole('form', { name: 'Edit product' });
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Ankara Print Midi Dress');
    expect(
      (within(form).getByLabelText('Child category') as HTMLSelectElement).selectedOptions[0]?.text,
    ).toBe('Dresses');
    expect((within(form).getByLabelText('Stock alert (units)') as HTMLInputElement).value).toBe('5');
    expect(screen.getByText(/A new name or price goes back to an admin for approval/)).toBeTruthy();
    set('Selling price (₦)', '14000', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText(/Successfully edited product\./)).toBeTruthy();
    expect(await screen.findByText(/went back to/)).toBeTruthy();
    await waitFor(async () =>
      expect(within(await rowOf('Ankara Print Midi Dress')).getByText('Pending approval')).toBeTruthy(),
    );
    // The notice takes focus (the long form closed under the reader), and the featured list has the price.
    await waitFor(() =>
      expect(document.activeElement?.textContent).toContain('Successfully edited product.'),
    );
    const featured = screen.getByRole('region', { name: 'Featured on your store page' });
    const dress = within(featured).getByText('Ankara Print Midi Dress').closest('li') as HTMLElement;
    await waitFor(() => expect(dress.textContent).toContain('₦14,000.00'));
  });

  it('shows why an admin rejected a product; saving the mended product sends it back for approval', async () => {
    const reason = 'The photos show another brand’s logo; upload photos of the dress you sell.';
    const products = (
      ctx.sandbox.db as unknown as {
        table(name: 'products'): {
          all(): { id: number; name: string }[];
          update(id: number, patch: object): unknown;
        };
      }
    ).table('products');
    const dress = products.all().find((p) => p.name === 'Ankara Print Midi Dress');
    products.update(dress?.id ?? 0, { approvalStatus: 'rejected', rejectionReason: reason });

    await signInAt('/merchant/products?approvalStatus=rejected', 'merchant@demo.test');
    const row = await rowOf('Ankara Print Midi Dress');
    expect(within(row).getByText('Rejected')).toBeTruthy();
    expect(within(row).getByText(reason)).toBeTruthy();

    press('Edit Ankara Print Midi Dress');
    const form = await screen.findByRole('form', { name: 'Edit product' });
    const note = screen.getByRole('note', { name: 'Why it was rejected' });
    expect(note.textContent).toContain(reason);
    fireEvent.click(within(form).getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText(/Successfully edited product\./)).toBeTruthy();
    expect((await screen.findByText(/went back to/)).textContent).toContain(
      'customers see it once an admin approves it',
    );
    await waitFor(() =>
      expect(products.all().find((p) => p.id === dress?.id)).toMatchObject({ approvalStatus: 'pending' }),
    );
  });

  it('updates the stock of a product with variants in place, from the list', async () => {
    await signInAt('/merchant/products', 'merchant@demo.test');
    await productTable();
    press('Update stock of Ankara Print Midi Dress');
    const stock = await screen.findByRole('form', { name: 'Stock of Ankara Print Midi Dress' });
    const inputs = within(stock).getAllByRole('spinbutton');
    expect(inputs.length).toBeGreaterThan(1);
    for (const input of inputs) fireEvent.change(input, { target: { value: '2' } });
    expect(within(stock).getByText(`Total ${inputs.length * 2}`)).toBeTruthy();
    fireEvent.click(within(stock).getByRole('button', { name: 'Save stock' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: /^Stock of/ })).toBeNull());
    const row = await rowOf('Ankara Print Midi Dress');
    await waitFor(() =>
      expect(row.querySelector('.product-stock')?.textContent).toContain(String(inputs.length * 2)),
    );
    const sent = ctx.requests.find((r) => r.path.endsWith('/products/update-product-inventory'));
    expect(sent?.body).toMatchObject({ quantity: inputs.length * 2 });
  });

  it('takes a product off the marketplace and the featured products after a confirmation, and puts it back', async () => {
    await signInAt('/merchant/products', 'merchant@demo.test');
    await productTable();
    // The demo dress is on the marketplace (seed).
    const name = 'Ankara Print Midi Dress';
    press(`Take ${name} off the marketplace`);
    const dialog = await screen.findByRole('dialog', { name: `Take ${name} off the marketplace?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ctx.requests.some((r) => r.method === 'DELETE')).toBe(false);
    press(`Take ${name} off the marketplace`);
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Take off the marketplace' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: `Add ${name} to the marketplace` }));
    expect(await screen.findByRole('button', { name: `Take ${name} off the marketplace` })).toBeTruthy();

    // The store features three products (seed): stop featuring the first, then feature it again.
    const featured = screen.getByRole('region', { name: 'Featured on your store page' });
    const first = (await within(featured).findAllByRole('listitem'))[0];
    const featuredName = first?.querySelector('.featured-products__name')?.textContent ?? '';
    fireEvent.click(within(featured).getByRole('button', { name: `Stop featuring ${featuredName}` }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stop featuring' }),
    );
    await waitFor(() => expect(within(featured).queryByText(featuredName)).toBeNull());
    fireEvent.click(
      await screen.findByRole('button', { name: `Feature ${featuredName} on your store page` }),
    );
    expect(await within(featured).findByText(featuredName)).toBeTruthy();
  });

  it('imports products from CSV: the dry run names the bad rows, the import creates the rest and resumes a failure', async () => {
    await signInAt('/merchant/products?product=import', 'merchant@demo.test');
    expect(await screen.findByRole('heading', { name: 'Import products from CSV' })).toBeTruthy();
    const header =
      'sku,name,category,subCategory,childCategory,sellingPrice,price,quantity,variantSku,size,variantQuantity';
    const csv = [
      header,
      'IMP-1,Oraimo Buds,Electronics,Audio,Headphones & Earbuds,12000,15000,5,,,',
      'IMP-2,Bad Price Buds,Electronics,Audio,Headphones & Earbuds,lots,,5,,,',
      "IMP-3,Wrap Dress,Fashion,Women's Clothing,Dresses,9000,,,IMP-3-S,S,2",
      'IMP-3,,,,,,,,IMP-3-M,M,4',
      'IMP-4,Toy Drone,Toys,Drones,Small,30000,,1,,,',
      'IMP-5,Bluetooth Speaker,Electronics,Audio,Bluetooth Speakers,20000,,3,,,',
    ].join('\r\n');
    const file = new File([csv], 'catalogue.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });

    expect(
      await screen.findByText(
        '6 rows checked: 3 products ready to import, 2 rows with problems (their products are left out).',
      ),
    ).toBeTruthy();
    const problems = screen.getByRole('table', { name: /Rows with problems/ });
    const cells = within(problems)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['3', 'IMP-2', 'sellingPrice must be a number, not "lots"'],
      [
        '6',
        'IMP-4',
        'category "Toys" is not a category (Fashion, Electronics, Home & Kitchen, Beauty & Health, Groceries, Phones & Tablets)',
      ],
    ]);
    const products = () =>
      (ctx.sandbox.db.toJSON().products?.rows ?? []) as unknown as {
        sku?: string;
        quantity: number;
        productVariant?: { variant?: { sku?: string; size?: string; quantity?: number }[] };
      }[];
    const before = products().length;

    // The first product's request is lost on the network: it fails, the others are created.
    ctx.sandbox.faults.set('createProduct', { network: true, times: 1 });
    press('Import 3 products');
    const results = await screen.findByRole('region', { name: 'Import results' });
    expect(within(results).getByText('2 of 3 imported, 1 not imported.')).toBeTruthy();
    expect(within(results).getByText(/^Oraimo Buds \(SKU IMP-1, row 2\): not imported\./)).toBeTruthy();
    expect(products()).toHaveLength(before + 2);

    press('Try again for the one not imported');
    // The report is drawn again once the retry ends.
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Import results' })).getByText('3 of 3 imported.'),
      ).toBeTruthy(),
    );
    expect(products()).toHaveLength(before + 3);
    const dress = products().find((p) => p.sku === 'IMP-3');
    expect(dress?.quantity).toBe(6);
    expect(dress?.productVariant?.variant?.map((v) => [v.sku, v.size, v.quantity])).toEqual([
      ['IMP-3-S', 'S', 2],
      ['IMP-3-M', 'M', 4],
    ]);

    press('Back to products');
    expect(await productNames()).toEqual(
      expect.arrayContaining(['Oraimo Buds', 'Wrap Dress', 'Bluetooth Speaker']),
    );
  });
  it('raises the price of 3 selected products by 10 % after one confirmation; the one that failed is retried alone', async () => {
    await signInAt('/merchant/products', 'merchant@demo.test');
    const table = await productTable();
    const boxes = within(table).getAllByRole('checkbox').slice(1, 4);
    const names = boxes.map(
      (box) => box.closest('tr')?.querySelector('.product-cell__name')?.textContent ?? '',
    );
    for (const box of boxes) fireEvent.click(box);
    const rows = () => db().table('products').all();
    const priceOf = (name: string) =>
      rows().find((p) => p.name === name)?.pricing[0]?.sellingPrice ?? Number.NaN;
    const before = names.map(priceOf);
    press('Change selected');
    const panel = await screen.findByRole('region', { name: 'Change several products' });
    fireEvent.change(within(panel).getByLabelText('What to change'), { target: { value: 'price-up' } });
    set('Percentage (%)', '10', panel);
    // The first product's edit fails once, without a message: the report says the spec's fallback.
    ctx.sandbox.faults.set('editProduct', { status: 500, message: '', times: 1 });
    fireEvent.click(within(panel).getByRole('button', { name: 'Change 3 products…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raise the price of 3 products by 10 %?' });
    expect(dialog.textContent).toContain(names[0]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change 3 products' }));
    const report = await screen.findByRole('region', { name: 'Change results' });
    await waitFor(() => expect(report.textContent).toContain('2 of 3 changed, 1 not changed.'));
    expect(report.textContent).toContain(
      `${names[0]}: not changed. Could not update product. Try again later.`,
    );
    // +10 % on whole kobo, by hand: kobo × 11 / 10, rounded half up.
    const raised = before.map((naira) => Math.round((Math.round(naira * 100) * 11) / 10) / 100);
    expect(names.map(priceOf)).toEqual([before[0], raised[1], raised[2]]);
    expect((boxes[0] as HTMLInputElement).checked).toBe(true);

    ctx.sandbox.faults.clear();
    const edits = () =>
      ctx.requests.filter((r) => r.method === 'PATCH' && /\/products\/\d+$/.test(r.path)).length;
    const sent = edits();
    fireEvent.click(within(report).getByRole('button', { name: 'Try again for the one not changed' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Change results' }).textContent).toContain('3 of 3 changed.'),
    );
    expect(edits()).toBe(sent + 1);
    expect(names.map(priceOf)).toEqual(raised);
  });
  it('adds 2 units to every variant of all 13 products matching the list, the one on page 2 included', async () => {
    const products = db().table('products');
    const first = products.all().find((p) => p.name === 'Ankara Print Midi Dress');
    if (!first) throw new Error('no demo dress');
    // A 13th product: the list shows 12 a page, so "all matching" reaches past the page.
    const { id: _id, ...copy } = structuredClone(first);
    const extra = products.insert({ ...copy, name: 'Zz Extra Wrap', sku: 'ZZ-EXTRA' });
    const mine = () => products.all().filter((p) => p.merchantId === first.merchantId && !p.deleted);
    const before = new Map(mine().map((p) => [p.id, p.productVariant?.variant?.map((v) => v.quantity ?? 0)]));
    await signInAt('/merchant/products', 'merchant@demo.test');
    const table = await productTable();
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select all rows on this page' }));
    press('Change selected');
    const panel = await screen.findByRole('region', { name: 'Change several products' });
    press('Select all 13 matching the filter');
    fireEvent.change(within(panel).getByLabelText('What to change'), { target: { value: 'stock-add' } });
    set('Units to add', '2', panel);
    fireEvent.click(within(panel).getByRole('button', { name: 'Change 13 products…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add 2 units to the stock of 13 products?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change 13 products' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Change results' }).textContent).toContain(
        '13 of 13 changed.',
      ),
    );
    for (const p of mine()) {
      expect(p.productVariant?.variant?.map((v) => v.quantity)).toEqual(before.get(p.id)?.map((q) => q + 2));
    }
    // Recorded as changed by hand, by the merchant, per variant.
    const moves = db()
      .table('stockMovements')
      .all()
      .filter((m) => m.productId === extra.id);
    expect(moves.filter((m) => m.reason === 'manual' && m.variantSku).map((m) => m.change)).toEqual(
      (first.productVariant?.variant ?? []).map(() => 2),
    );
  });
});
