/** Where pay on delivery is offered, as the product pages promise it ("Lagos and Abuja"), in words. */
export const PAY_ON_DELIVERY_AREAS = 'Lagos and Abuja (FCT)';

/**
 * Whether an order delivered to this state or region may be paid on delivery: Lagos, or Abuja (the FCT,
 * however it is written: "FCT", "Abuja", "FCT Abuja", "Federal Capital Territory"). Case, spaces,
 * punctuation and the word "State" do not matter; a missing state is not eligible. The checkout offers
 * the method with it and the server refuses it elsewhere with the same rule.
 *
 * @example
 * canPayOnDelivery('Lagos State'); // true
 * canPayOnDelivery('FCT Abuja'); // true
 * canPayOnDelivery('Oyo'); // false
 */
export function canPayOnDelivery(stateOrRegion: string | null | undefined): boolean {
  const words = (stateOrRegion ?? '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .split(' ')
    .filter((word) => word && word !== 'state');
  const name = words.join(' ');
  if (name === 'lagos') return true;
  return ['fct', 'abuja', 'fct abuja', 'abuja fct', 'federal capital territory'].includes(name);
}
