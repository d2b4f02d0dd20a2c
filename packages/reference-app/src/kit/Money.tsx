import { formatMoney } from '@marketplace/sdk';
import './kit.css';

/** Props of {@link Money}. */
export interface MoneyProps {
  /** An amount in naira; `null`, `undefined` or a non-finite number shows as "—" (no amount). */
  amount: number | null | undefined;
}

/**
 * An amount of money as every screen shows it, through the SDK's `formatMoney` (`₦1,234.50`,
 * `-₦1,234.50`), in tabular figures so columns of amounts line up. No amount is a dash, read as
 * "No amount", never `₦NaN`.
 *
 * @example
 * <td><Money amount={order.total} /></td>
 */
export function Money({ amount }: MoneyProps) {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) {
    return (
      <span className="money">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">No amount</span>
      </span>
    );
  }
  return <span className="money">{formatMoney(amount)}</span>;
}
