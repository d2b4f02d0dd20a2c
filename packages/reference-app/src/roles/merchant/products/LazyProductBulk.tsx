import { lazyWithSpinner } from '../../../kit/lazyWithSpinner';

/**
 * The bulk change panel, loaded when it opens: the products list (held to the 60 kB page budget) does not
 * carry the change rules, the confirmation's previews and the run's report.
 *
 * @example
 * <LazyProductBulk table={table} seen={seen} selected={selected} onSelectedChange={setSelected}
 *   listed={listed} onClose={close} />
 */
export const LazyProductBulk = lazyWithSpinner(
  () => import('./ProductBulkPanel').then((m) => m.ProductBulkPanel),
  'Loading the bulk changes',
);
