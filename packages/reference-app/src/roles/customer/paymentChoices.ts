import { canPayOnDelivery, PAY_ON_DELIVERY_AREAS } from '@marketplace/sdk';
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

/**
 * The ways to pay an order delivered to `stateOrRegion`: the card, through the card provider's page, and
 * pay on delivery, offered (by the same rule as the server, the SDK's `canPayOnDelivery`) only for
 * addresses in Lagos and Abuja, else listed with the reason it cannot be chosen.
 *
 * @example
 * const choices = paymentChoices(address.stateOrRegion);
 * const payOnDelivery = choices.find((c) => c.value === 'pay_on_delivery');
 */
export function paymentChoices(stateOrRegion: string | undefined): PaymentChoice[] {
  const where = stateOrRegion?.trim();
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
      ...(canPayOnDelivery(where)
        ? {}
        : {
            unavailable: `Not available for this address${where ? ` in ${where}` : ''}: pay on delivery is offered only for deliveries in ${PAY_ON_DELIVERY_AREAS}. Choose an address there, or pay by card.`,
          }),
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
 * What to tell the shopper when the method they chose cannot be used for an order delivered to
 * `stateOrRegion` (pay on delivery, then an address outside Lagos and Abuja): which method is used instead
 * and how to get the chosen one back. Nothing when the chosen method can be used. The choice itself is
 * kept by the checkout, so an address that allows it again brings it back.
 *
 * @example
 * switchedPayment('Oyo', 'pay_on_delivery');
 * // "Pay on delivery is not available for this address in Oyo: this order will be paid by card. …"
 */
export function switchedPayment(stateOrRegion: string | undefined, chosen: string): string | undefined {
  const choices = paymentChoices(stateOrRegion);
  const refused = choices.find((choice) => choice.value === chosen && choice.unavailable);
  if (!refused) return undefined;
  const used = usableChoice(choices, chosen);
  const where = stateOrRegion?.trim();
  return `${refused.label} is not available for this address${where ? ` in ${where}` : ''}: this order will be paid by ${used.label.toLowerCase()}. To ${refused.label.toLowerCase()}, choose an address in ${PAY_ON_DELIVERY_AREAS}.`;
}
