import { type ComponentType, type JSX, lazy, Suspense } from 'react';
import { Spinner } from '../components/Spinner';

/**
 * A component whose code is fetched when it is first shown, with a spinner saying `label` until then: a
 * list keeps a heavy form (and the form library it runs on) out of its own chunk.
 *
 * @example
 * export const LazyCouponForm = lazyWithSpinner(
 *   () => import('./CouponForm').then((m) => m.CouponForm),
 *   'Loading the form',
 * );
 * <LazyCouponForm onCancel={close} />
 */
export function lazyWithSpinner<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  label: string,
): (props: Props) => JSX.Element {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return (props: Props) => (
    <Suspense fallback={<Spinner label={label} />}>
      <Loaded {...props} />
    </Suspense>
  );
}
