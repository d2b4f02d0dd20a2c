import { createProduct, getAllCategories, getChildCategories } from '@marketplace/sdk';
import type { ProductCsvCheck, ProductImportItem } from '@marketplace/sdk/csv';
import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { type BulkAction, type BulkOutcome, useBulkAction } from '../bulk/useBulkAction';
import { useMarketplaceClient } from '../core/MarketplaceContext';
import { isKeyOf } from '../core/operationKey';
import { INVALIDATIONS } from '../generated/invalidations';

/** Where the dry run of an import file stands. */
export type ProductImportCheckState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'checked'; check: ProductCsvCheck }
  | { status: 'failed'; message: string };

/** What {@link useProductImport} returns. */
export interface UseProductImportResult {
  /** Runs the dry run of a file's text: every row checked, nothing created. */
  check(text: string): Promise<ProductCsvCheck | undefined>;
  checked: ProductImportCheckState;
  /**
   * Creates the checked products (`createProduct`, four at a time), with progress and one outcome per
   * product; `retryFailed` resumes after a failure with the products not created yet. Each product is
   * sent with its own `Idempotency-Key`, so one whose answer was lost is not created twice.
   */
  importer: BulkAction<ProductImportItem>;
  /** Forgets the file, its check and the outcomes. */
  clear(): void;
}

/** Products created at once: enough to be quick, few enough to leave the server (and a phone) room. */
const CONCURRENCY = 4;

/**
 * A merchant's product import from CSV: the dry run (`checkProductCsv` from `@marketplace/sdk/csv`, with
 * createProduct's schema from `@marketplace/sdk/schemas`, both loaded when a file is checked, against the
 * category tree from getAllCategories and getChildCategories),
 * then the creation of the good products with progress, per-product results and a resume of the
 * failures. The merchant's product lists are revalidated once the run ends, not after every product.
 *
 * @example
 * const { check, checked, importer } = useProductImport();
 * await check(await file.text());
 * if (checked.status === 'checked') await importer.start(checked.check.items);
 * await importer.retryFailed(); // after a failure: only the products not created
 */
export function useProductImport(): UseProductImportResult {
  const client = useMarketplaceClient();
  const { mutate } = useSWRConfig();
  const [checked, setChecked] = useState<ProductImportCheckState>({ status: 'idle' });
  const latest = useRef(0);
  const bulk = useBulkAction<ProductImportItem>({
    keyOf: (item) => item.sku,
    concurrency: CONCURRENCY,
    run: (item) =>
      createProduct(client, {
        body: item.body,
        query: { source: 'import' },
        idempotencyKey: item.idempotencyKey,
      }),
  });

  const check = useCallback(
    async (text: string) => {
      const run = ++latest.current;
      setChecked({ status: 'checking' });
      try {
        const [{ checkProductCsv }, { operationRequestSchemas }, categories] = await Promise.all([
          import('@marketplace/sdk/csv'),
          import('@marketplace/sdk/schemas'),
          getAllCategories(client),
        ]);
        const result = await checkProductCsv(text, {
          categories: categories.data,
          childCategories: (id) => getChildCategories(client, { path: { id } }).then((r) => r.data),
          schema: operationRequestSchemas.createProduct(),
        });
        if (run === latest.current) setChecked({ status: 'checked', check: result });
        return result;
      } catch (error) {
        const message = (error as Error)?.message || 'Could not check the file. Try again.';
        if (run === latest.current) setChecked({ status: 'failed', message });
        return undefined;
      }
    },
    [client],
  );

  const refresh = useCallback(
    async (outcomes: BulkOutcome<ProductImportItem>[]) => {
      if (outcomes.some((o) => o.ok)) await mutate(isKeyOf(INVALIDATIONS.createProduct ?? []));
      return outcomes;
    },
    [mutate],
  );
  const importer: BulkAction<ProductImportItem> = {
    ...bulk,
    start: (items) => bulk.start(items).then(refresh),
    retryFailed: () => bulk.retryFailed().then(refresh),
  };
  return {
    check,
    checked,
    importer,
    clear: () => {
      latest.current++;
      setChecked({ status: 'idle' });
      bulk.reset();
    },
  };
}
