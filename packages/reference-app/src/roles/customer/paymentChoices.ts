import {
  canPayOnDelivery,
  PAY_ON_DELIVERY_AREAS,
  type PayOnDeliveryLine,
  payOnDeliveryBlockers,
} from '@marketplace/sdk';
import { PAYMENT_METHOD_NAMES, type PaymentMethod } from '../../components/paymentMethodNames';

/** A way to pay offered at checkout. */
export interface PaymentChoice {
  value: PaymentMethod;
  label: string;
  /** What happens when this method is chosen. */
  hint: string;
  /** Why it cannot be chosen for this order, when it cannot. */
  unavailable?: string;
}

/** "A", "A and B", "A, B and C". */
const listed = (names: readonly string[]) => new Intl.ListFormat('en-GB').format(names);

/** Why pay on delivery cannot be chosen for these lines and address, or undefined when it can. */
function payOnDeliveryRefusal(where: string | undefined, lines: readonly PayOnDeliveryLine[]) {
  if (!canPayOnDelivery(where)) {
    return `Not available for this address${where ? ` in ${where}` : ''}: pay on delivery is offered only for deliveries in ${PAY_ON_DELIVERY_AREAS}. Choose an address there, or pay by card.`;
  }
  const stores = payOnDeliveryBlockers(lines).map((b) => b.storeName);
  if (stores.length === 0) return undefined;
  const one = stores.length === 1;
  return `Not offered by ${listed(stores)}: ${one ? 'this store takes' : 'these stores take'} card payments only. Pay by card, or remove ${one ? 'its' : 'their'} items from your cart to pay on delivery.`;
}

/**
 * The ways to pay an order of `lines` delivered to `stateOrRegion`: the card, through the card provider's
 * page, and pay on delivery, offered (by the same rule as the server, the SDK's `canOrderPayOnDelivery`)
 * only for addresses in Lagos and Abuja and when every line's store accepts it, else listed with the
 * reason it cannot be chosen (the address's, or the stores that do not offer it, named).
 *
 * @example
 * const choices = paymentChoices(address.stateOrRegion, cart.items);
 * const payOnDelivery = choices.find((c) => c.value === 'pay_on_delivery');
 */
export function paymentChoices(
  stateOrRegion: string | undefined,
  lines: readonly PayOnDeliveryLine[] = [],
): PaymentChoice[] {
  const where = stateOrRegion?.trim();
  const refusal = payOnDeliveryRefusal(where, lines);
  return [
    {
      value: 'card',
      label: PAYMENT_METHOD_NAMES.card,
      hint: 'Pay now through our card provider: you enter your card on its secure page, then come back here.',
    },
    {
      value: 'pay_on_delivery',
      label: PAYMENT_METHOD_NAMES.pay_on_delivery,
      hint: 'Pay the rider (cash or transfer) when your order arrives. Lagos and Abuja only.',
      ...(refusal ? { unavailable: refusal } : {}),
    },
  ];
}

/**
 * The method to use: the one chosen when it can be used for this order, else the first one that can
 * (the card), so changing to an address outside Lagos and Abuja never places a refused order.
 *
 * @example
 * const payment = usableChoice(paymentChoices(address.stateOrRegion), method);
 */
export function usableChoice(choices: readonly PaymentChoice[], chosen: string): PaymentChoice {
  const usable = choices.filter((choice) => !choice.unavailable);
  const found = usable.find((choice) => choice.value === chosen) ?? usable[0] ?? choices[0];
  if (!found) throw new Error('no way to pay');
  return found;
}

/**
 * What to tell the shopper when the method they chose cannot be used for an order of `lines` delivered to
 * `stateOrRegion` (pay on delivery, then an address outside Lagos and Abuja, or a line of a store that
 * does not offer it): which method is used instead and how to get the chosen one back. Nothing when the
 * chosen method can be used. The choice itself is kept by the checkout, so an address or a cart that
 * allows it again brings it back.
 *
 * @example
 * switchedPayment('Oyo', 'pay_on_delivery');
 * // "Pay on delivery is not available for this address in Oyo: this order will be paid by card. …"
 */
export function switchedPayment(
  stateOrRegion: string | undefined,
  chosen: string,
  lines: readonly PayOnDeliveryLine[] = [],
): string | undefined {
  const choices = paymentChoices(stateOrRegion, lines);
  const refused = choices.find((choice) => choice.value === chosen && choice.unavailable);
  if (!refused) return undefined;
  const used = usableChoice(choices, chosen);
  const where = stateOrRegion?.trim();
  const paidBy = `this order will be paid by ${used.label.toLowerCase()}`;
  if (canPayOnDelivery(where)) {
    const stores = payOnDeliveryBlockers(lines).map((b) => b.storeName);
    const its = stores.length === 1 ? 'its' : 'their';
    return `${refused.label} is not offered by ${listed(stores)}: ${paidBy}. To ${refused.label.toLowerCase()}, remove ${its} items from your cart.`;
  }
  return `${refused.label} is not available for this address${where ? ` in ${where}` : ''}: ${paidBy}. To ${refused.label.toLowerCase()}, choose an address in ${PAY_ON_DELIVERY_AREAS}.`;
}
