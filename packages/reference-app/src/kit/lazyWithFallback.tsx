import { type ComponentType, type JSX, lazy, type ReactNode, Suspense } from 'react';

/**
 * A component whose code is fetched when it is first shown, with `fallback` until then (a spinner, or an
 * empty block that keeps the space of what comes).
 *
 * @example
 * export const LazySellerBox = lazyWithFallback(
 *   () => import('./SellerBox').then((m) => m.SellerBox),
 *   <div className="seller-box-placeholder" aria-hidden="true" />,
 * );
 */
export function lazyWithFallback<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode,
): (props: Props) => JSX.Element {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return (props: Props) => (
    <Suspense fallback={fallback}>
      <Loaded {...props} />
    </Suspense>
  );
}
