import { canPayOnDelivery } from './payOnDelivery';
import { type PayOnDeliveryLine, payOnDeliveryBlockers } from './payOnDeliveryBlockers';

/**
 * Whether an order may be paid on delivery: its address is in Lagos or Abuja (`canPayOnDelivery`) and
 * every line's store accepts pay on delivery (no `payOnDeliveryBlockers`). The checkout offers the method
 * with it, the product page says it for one line, and the server refuses an order with the same rule.
 *
 * @example
 * canOrderPayOnDelivery('Lagos', [{ storeName: 'Adaeze Styles', payOnDelivery: true }]); // true
 * canOrderPayOnDelivery('Lagos', [{ storeName: 'Ibadan Home & Living', payOnDelivery: false }]); // false
 * canOrderPayOnDelivery('Oyo', [{ storeName: 'Adaeze Styles', payOnDelivery: true }]); // false
 */
export function canOrderPayOnDelivery(
  stateOrRegion: string | null | undefined,
  lines: readonly PayOnDeliveryLine[],
): boolean {
  return canPayOnDelivery(stateOrRegion) && payOnDeliveryBlockers(lines).length === 0;
}
