import { formatMoney } from '@marketplace/sdk';
import './components.css';

/** Props of {@link Price}. */
export interface PriceProps {
  /** The price to pay, in naira. */
  amount: number;
  /** The price before a discount, in naira: shown struck through when it is higher than `amount`. */
  compareAt?: number;
  className?: string;
}

/**
 * A price in naira (₦, thousands separators, 2 decimals, through the SDK's `formatMoney`). When a higher
 * `compareAt` price is given, the sale price shows in the theme's sale colour and the old price struck
 * through, with words for screen readers ("Sale price", "was").
 *
 * @example
 * <Price amount={18500} />                  // ₦18,500.00
 * <Price amount={15000} compareAt={18500} /> // ₦15,000.00 ~~₦18,500.00~~
 */
export function Price({ amount, compareAt, className }: PriceProps) {
  const onSale = compareAt !== undefined && Number.isFinite(compareAt) && compareAt > amount;
  const classes = ['price', onSale ? 'price--sale' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span className={classes}>
      {onSale ? <span className="visually-hidden">Sale price </span> : null}
      <span className="price__amount">{formatMoney(amount)}</span>
      {onSale ? (
        <>
          {' '}
          <s className="price__compare">
            <span className="visually-hidden">was </span>
            {formatMoney(compareAt)}
          </s>
        </>
      ) : null}
    </span>
  );
}
