import { useCart } from '@marketplace/react-hooks';
import { cartTotal, formatMoney } from '@marketplace/sdk';

/**
 * What the merge of the guest cart at login changed, until dismissed: the account's saved lines that
 * joined the guest's ("We added 2 items saved in your account", each with its amount), lines cut to the stock ("Lipton
 * Tea: 8 → 5, all that is in stock") and lines the store refused, each with why. Nothing when every line
 * went in as it was.
 *
 * @example
 * <CartMergeNotice />
 */
export function CartMergeNotice() {
  const { merge, clearMerge } = useCart();
  if (!merge) return null;
  const name = (item: { id: number; name?: string }) => item.name ?? `Product ${item.id}`;
  const savedUnits = merge.saved.reduce((sum, item) => sum + item.productVariant.quantity, 0);
  return (
    <section className="customer-notice" role="status" aria-labelledby="cart-merge-title">
      <h2 id="cart-merge-title" className="customer-notice__title">
        Your cart changed when you logged in
      </h2>
      {savedUnits > 0 ? (
        <>
          <p>
            We added {savedUnits} {savedUnits === 1 ? 'item' : 'items'} saved in your account (
            {formatMoney(cartTotal(merge.saved))}). Check them before you pay: remove what you do not want.
          </p>
          <ul className="customer-notice__list" aria-label="Added from your account">
            {merge.saved.map((item) => (
              <li key={`saved-${item.id}-${item.productVariant.sku ?? ''}`}>
                {name(item)} × {item.productVariant.quantity}: {formatMoney(cartTotal([item]))}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ul className="customer-notice__list">
        {merge.limited.map(({ item, from, to }) => (
          <li key={`limited-${item.id}-${item.productVariant.sku ?? ''}`}>
            {name(item)}:{' '}
            {to === 0 ? `sold out, removed (you had ${from})` : `${from} → ${to}, all that is in stock`}
          </li>
        ))}
        {merge.failed.map(({ item, error }) => (
          <li key={`failed-${item.id}-${item.productVariant.sku ?? ''}`}>
            {name(item)}: not added ({error.message})
          </li>
        ))}
      </ul>
      <button type="button" className="link-button" onClick={clearMerge}>
        Dismiss
      </button>
    </section>
  );
}
