// useProductImport against a fresh sandbox: a 200-row file with 5 bad rows is checked (the dry run names
// the 5 and creates nothing), its 195 good products are created with progress, a failure part-way is
// resumed without creating anything twice, and the same file imported again adds no product.
// `IMPORT_BENCH=1` also times 200 and 2,000 rows (printed, never asserted).

import { DEMO_PASSWORD } from '@marketplace/sandbox/node';
import { loginMerchant } from '@marketplace/sdk';
import { PRODUCT_CSV_COLUMNS, toCsv } from '@marketplace/sdk/csv';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProductImport } from '../../src/workspace/useProductImport';
import { sandboxFixture, wrapperFor } from '../support/renderWithSandbox';

const ctx = sandboxFixture();

async function merchant() {
  const client = ctx.client({ role: 'merchant' });
  const { data } = await loginMerchant(client, {
    body: { email: 'merchant@demo.test', password: DEMO_PASSWORD },
  });
  client.session.setSession('merchant', data.token, data.user);
  return client;
}

/** `count` rows of good products (every tenth with two variants, as two rows), `bad` of them spoiled. */
function importFile(count: number, bad: readonly number[] = []): string {
  const rows: Record<string, string>[] = [];
  for (let i = 1; rows.length < count; i++) {
    const sku = `IMP-${String(i).padStart(5, '0')}`;
    const product = {
      sku,
      name: `Imported earbuds ${i}`,
      category: 'Electronics',
      subCategory: 'Audio',
      childCategory: 'Headphones & Earbuds',
      sellingPrice: String(5000 + i),
      price: String(6000 + i),
    };
    if (i % 10 === 0 && rows.length + 2 <= count) {
      rows.push({ ...product, variantSku: `${sku}-BLK`, color: 'Black', variantQuantity: '3' });
      rows.push({ sku, variantSku: `${sku}-WHT`, color: 'White', variantQuantity: '2' });
    } else rows.push({ ...product, quantity: '7' });
  }
  for (const index of bad) {
    const row = rows[index];
    if (row) row.sellingPrice = 'free';
  }
  return toCsv(
    rows,
    PRODUCT_CSV_COLUMNS.map((c) => ({ key: c, header: c })),
  );
}

/** The products the imports created (their SKUs start with IMP-), from a snapshot of the sandbox. */
const imported = () =>
  (
    (ctx.sandbox.db.toJSON().products?.rows ?? []) as unknown as {
      sku?: string;
      quantity: number;
      productVariant?: { variant?: { sku?: string }[] };
    }[]
  ).filter((p) => p.sku?.startsWith('IMP-'));

describe('useProductImport', () => {
  it('checks 200 rows, names the 5 bad ones, creates the rest, resumes after a failure and never twice', async () => {
    const client = await merchant();
    const { result } = renderHook(() => useProductImport(), { wrapper: wrapperFor(client) });
    const bad = [3, 40, 77, 150, 198];
    await act(async () => {
      await result.current.check(importFile(200, bad));
    });
    const checked = result.current.checked;
    if (checked.status !== 'checked') throw new Error(`not checked: ${JSON.stringify(checked)}`);
    expect(checked.check.rowCount).toBe(200);
    expect(checked.check.problems.map((p) => p.row)).toEqual(bad.map((i) => i + 2));
    expect(checked.check.problems[0]?.messages).toEqual(['sellingPrice must be a number, not "free"']);
    expect(imported()).toHaveLength(0);
    const items = checked.check.items;
    // 200 rows: 18 products of two variant rows each, 164 of one row; 5 of those spoiled.
    expect(items).toHaveLength(182 - 5);

    // The network drops three of the first requests: those products fail, the others are created.
    ctx.sandbox.faults.set('createProduct', { network: true, times: 3 });
    await act(async () => {
      await result.current.importer.start(items);
    });
    expect(result.current.importer.outcomes.filter((o) => !o.ok)).toHaveLength(3);
    expect(imported()).toHaveLength(items.length - 3);

    await act(async () => {
      await result.current.importer.retryFailed();
    });
    expect(result.current.importer.outcomes.every((o) => o.ok)).toBe(true);
    expect(imported()).toHaveLength(items.length);
    const withVariants = imported().find((p) => p.sku === 'IMP-00010');
    expect(withVariants?.quantity).toBe(5);
    expect(withVariants?.productVariant?.variant?.map((v) => v.sku)).toEqual([
      'IMP-00010-BLK',
      'IMP-00010-WHT',
    ]);

    // The same file again: each product's Idempotency-Key gets its first answer back, nothing is added.
    await act(async () => {
      await result.current.importer.start(items);
    });
    expect(imported()).toHaveLength(items.length);
    expect(new Set(imported().map((p) => p.sku)).size).toBe(items.length);
  });

  // A benchmark, run on demand: IMPORT_BENCH=1 pnpm --filter @marketplace/react-hooks exec vitest run test/workspace
  it.skipIf(!process.env.IMPORT_BENCH)(
    'times the dry run and the import of 200 and 2,000 rows (printed)',
    async () => {
      for (const size of [200, 2000]) {
        // One sandbox for both sizes: their SKUs differ.
        const client = await merchant();
        const { result, unmount } = renderHook(() => useProductImport(), { wrapper: wrapperFor(client) });
        const text = importFile(size).replaceAll('IMP-', `B${size}-`);
        const t0 = performance.now();
        await act(async () => {
          await result.current.check(text);
        });
        const t1 = performance.now();
        const checked = result.current.checked;
        if (checked.status !== 'checked') throw new Error('not checked');
        await act(async () => {
          await result.current.importer.start(checked.check.items);
        });
        const t2 = performance.now();
        expect(result.current.importer.outcomes.every((o) => o.ok)).toBe(true);
        console.info(
          `product import, ${size} rows (${checked.check.items.length} products): dry run ${Math.round(t1 - t0)} ms, import ${Math.round(t2 - t1)} ms`,
        );
        unmount();
      }
    },
    600_000,
  );
});
