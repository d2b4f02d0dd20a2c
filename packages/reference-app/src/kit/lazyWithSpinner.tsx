import type { ComponentType, JSX } from 'react';
import { Spinner } from '../components/Spinner';
import { lazyWithFallback } from './lazyWithFallback';

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
  return lazyWithFallback(load, <Spinner label={label} />);
}
