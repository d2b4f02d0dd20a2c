import { type BuyAgainItem, type BuyAgainLine, useBuyAgain } from '@marketplace/react-hooks';
import { isMarketplaceError, SOMETHING_WENT_WRONG } from '@marketplace/sdk';
import { useState } from 'react';
import { Link } from 'react-router';

/** Why a line could not go back into the cart, in words. */
const PROBLEMS = {
  unavailable: 'no longer sold',
  variantGone: 'the size or colour you bought is no longer offered',
  soldOut: 'sold out',
} as const;

function missedText(line: Extract<BuyAgainLine, { added: false }>): string {
  return line.problem === 'refused' ? (line.message ?? SOMETHING_WENT_WRONG) : PROBLEMS[line.problem];
}

function addedText(line: Extract<BuyAgainLine, { added: true }>): string {
  return line.limited
    ? `${line.name}: only ${line.quantity} of the ${line.ordered} you ordered ${line.quantity === 1 ? 'is' : 'are'} available; your cart has ${line.inCart}`
    : `${line.name}: ${line.quantity} added`;
}

/**
 * "Buy again" on a delivered order: puts its items back into the cart as the shop sells them today
 * (today's price, the same size and colour, no more than the stock) and says, line by line, what went in
 * and what could not, and why (no longer sold, variant gone, sold out, or the cart's refusal).
 *
 * @example
 * {delivered ? <BuyAgain items={order.orderItems ?? []} /> : null}
 */
export function BuyAgain({ items }: { items: readonly BuyAgainItem[] }) {
  const { buyAgain, busy } = useBuyAgain();
  const [lines, setLines] = useState<BuyAgainLine[]>();
  const [error, setError] = useState<string>();
  if (items.length === 0) return null;
  const run = async () => {
    setError(undefined);
    setLines(undefined);
    try {
      setLines(await buyAgain(items));
    } catch (caught) {
      setError(isMarketplaceError(caught) ? caught.message : SOMETHING_WENT_WRONG);
    }
  };
  const added = lines?.filter((line) => line.added) ?? [];
  const missed = lines?.filter((line) => !line.added) ?? [];
  return (
    <section className="order-section buy-again" aria-labelledby="order-buy-again-title">
      <h2 id="order-buy-again-title">Buy again</h2>
      <p>Puts this order's items back in your cart at today's prices.</p>
      <button type="button" className="button" onClick={() => void run()} disabled={busy} aria-busy={busy}>
        {busy ? 'Adding to your cart…' : 'Buy again'}
      </button>
      <div role="status" className="buy-again__result">
        {lines ? (
          <>
            <p>
              {added.length > 0
                ? `Added ${added.length} of ${lines.length} ${lines.length === 1 ? 'item' : 'items'} to your cart. `
                : 'Nothing could be added to your cart. '}
              {added.length > 0 ? <Link to="/customer/cart">Go to your cart</Link> : null}
            </p>
            {added.length > 0 ? (
              <ul className="buy-again__lines">
                {added.map((line, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one entry per order line, in its order
                  <li key={index}>{addedText(line as Extract<BuyAgainLine, { added: true }>)}</li>
                ))}
              </ul>
            ) : null}
            {missed.length > 0 ? (
              <>
                <p>Not added:</p>
                <ul className="buy-again__lines">
                  {missed.map((line, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: one entry per order line, in its order
                    <li key={index}>
                      {line.name}: {missedText(line as Extract<BuyAgainLine, { added: false }>)}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="form-error">
          Could not read the shop's products: {error}
        </p>
      ) : null}
    </section>
  );
}
