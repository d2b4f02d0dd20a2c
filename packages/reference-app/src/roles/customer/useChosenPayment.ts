import { useSearchParam } from '../../app/useSearchParam';

/**
 * The way to pay the shopper chose at checkout, kept in the URL (`?pay=pay_on_delivery`; the card, the
 * default, has none) beside the step, so that a reload or back and forward keep it. Choosing replaces the
 * history entry: a choice is not a page of its own.
 *
 * @example
 * const [method, setMethod] = useChosenPayment();
 * <CheckoutPayment choices={choices} value={usableChoice(choices, method).value} onChange={setMethod} />
 */
export function useChosenPayment(): [string, (method: string) => void] {
  const [value, write] = useSearchParam('pay');
  return [value || 'card', (method: string) => write(method === 'card' ? '' : method)];
}
