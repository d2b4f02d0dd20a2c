import { useCart } from '@marketplace/react-hooks';
import { formatMoney } from '@marketplace/sdk';
import { useState } from 'react';
import '../../components/cartCoupons.css';
import { sumMoney } from './format';

/** Which applied code a removal is about: `coupon:WELCOME10`, `gift:GIFT-DEMO-5000`. */
type CodeKey = `${'coupon' | 'gift'}:${string}`;

/**
 * The coupons and gift cards applied to the cart, each gift card with what it covers and what is left on
 * it, and a Remove button for each ("Remove coupon WELCOME10"): the cart's discount or gift cards and the
 * totals follow the server's answer; a refusal shows beside the code it is about (and as a toast, through
 * the cart's messages). Nothing when nothing is applied.
 *
 * @example
 * <AppliedCodes disabled={placing} />
 */
export function AppliedCodes({ disabled = false }: { disabled?: boolean }) {
  const cart = useCart();
  const [busy, setBusy] = useState<CodeKey>();
  const [errors, setErrors] = useState<Partial<Record<CodeKey, string>>>({});
  if (cart.appliedDiscountCodes.length === 0 && cart.appliedGiftCards.length === 0) return null;

  const remove = async (key: CodeKey, call: () => Promise<{ ok: boolean; message: string }>) => {
    setBusy(key);
    setErrors((current) => ({ ...current, [key]: undefined }));
    try {
      const result = await call();
      if (!result.ok) setErrors((current) => ({ ...current, [key]: result.message }));
    } finally {
      setBusy(undefined);
    }
  };
  const locked = disabled || busy !== undefined || cart.pending > 0;

  const item = (
    key: CodeKey,
    label: string,
    text: string,
    call: () => Promise<{ ok: boolean; message: string }>,
  ) => (
    <li key={key} className="applied-codes__item">
      <span>{text}</span>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void remove(key, call)}
        disabled={locked}
        aria-label={`Remove ${label}`}
        aria-busy={busy === key || undefined}
      >
        {busy === key ? 'Removing…' : 'Remove'}
      </button>
      {errors[key] ? (
        <span className="field__error" role="alert">
          {errors[key]}
        </span>
      ) : null}
    </li>
  );

  return (
    <div className="applied-codes">
      {cart.appliedDiscountCodes.length > 0 ? (
        <>
          <h3>Coupons applied</h3>
          <ul className="applied-codes__list" aria-label="Coupons applied">
            {cart.appliedDiscountCodes.map((code) => {
              const off = sumMoney(
                cart.discountedProduct.filter((p) => p.code === code).map((p) => p.discount ?? 0),
              );
              const text = off > 0 ? `${code}: ${formatMoney(-off)}` : code;
              return item(`coupon:${code}`, `coupon ${code}`, text, () => cart.removeCoupon(code));
            })}
          </ul>
        </>
      ) : null}
      {cart.appliedGiftCards.length > 0 ? (
        <>
          <h3>Gift cards applied</h3>
          <ul className="applied-codes__list" aria-label="Gift cards applied">
            {cart.appliedGiftCards.map((card) =>
              item(
                `gift:${card.code}`,
                `gift card ${card.code}`,
                `${card.code}: ${formatMoney(card.amountApplied)}${
                  card.balance !== undefined ? ` (left on the card: ${formatMoney(card.balance)})` : ''
                }`,
                () => cart.removeGiftCard(card.code),
              ),
            )}
          </ul>
        </>
      ) : null}
    </div>
  );
}
