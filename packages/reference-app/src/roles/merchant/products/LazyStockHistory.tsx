import { lazyWithSpinner } from '../../../kit/lazyWithSpinner';

/**
 * A product's stock history, loaded when its edit form opens: the products list (held to the 60 kB page
 * budget) does not carry the history's table and columns.
 *
 * @example
 * <LazyStockHistory product={product} />
 */
export const LazyStockHistory = lazyWithSpinner(
  () => import('./StockHistory').then((m) => m.StockHistory),
  'Loading the stock history',
);
