import { applyCartChange } from './applyCartChange';
import type { CartChange, CartItem } from './cartTypes';

/**
 * `items` with `changes` applied in order; a change that no longer applies (its arguments were checked
 * when it was made, but a line may hold a corrupt quantity) is skipped.
 *
 * @example
 * replayChanges(confirmed, [{ kind: 'increase', key: '56#sku=TEA' }]);
 */
export function replayChanges(items: CartItem[], changes: readonly CartChange[]): CartItem[] {
  let shown = items;
  for (const change of changes) {
    try {
      shown = applyCartChange(shown, change);
    } catch {
      // Skipped, see above.
    }
  }
  return shown;
}
