import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/Spinner';
import type { ProductFormProps } from './ProductForm';

const ProductForm = lazy(() => import('./ProductForm').then((m) => ({ default: m.ProductForm })));

/**
 * The product form, loaded when it opens: the products list does not pay for the form library it runs on.
 *
 * @example
 * <LazyProductForm onCancel={close} />
 */
export function LazyProductForm(props: ProductFormProps) {
  return (
    <Suspense fallback={<Spinner label="Loading the form" />}>
      <ProductForm {...props} />
    </Suspense>
  );
}
