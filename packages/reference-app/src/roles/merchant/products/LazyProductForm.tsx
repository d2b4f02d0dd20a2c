import { lazyWithSpinner } from '../../../kit/lazyWithSpinner';

/**
 * The product form, loaded when it opens: the products list does not pay for the form library it runs on.
 *
 * @example
 * <LazyProductForm onCancel={close} />
 */
export const LazyProductForm = lazyWithSpinner(
  () => import('./ProductForm').then((m) => m.ProductForm),
  'Loading the form',
);
