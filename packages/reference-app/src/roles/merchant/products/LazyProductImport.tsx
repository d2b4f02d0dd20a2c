import { lazyWithSpinner } from '../../../kit/lazyWithSpinner';

/**
 * The product import, loaded when it opens: the products list (held to the 60 kB page budget) does not
 * carry the CSV checks and the import's progress.
 *
 * @example
 * <LazyProductImport onClose={close} />
 */
export const LazyProductImport = lazyWithSpinner(
  () => import('./ProductImport').then((m) => m.ProductImport),
  'Loading the import',
);
