import type { LoadStatus } from '@marketplace/react-hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './kit.css';

/** Props of {@link StatCard}. */
export interface StatCardProps {
  /** What the figure counts: "Today's sales". */
  label: string;
  /** The figure, already formatted (`<Money amount={...} />`, a count). */
  value: ReactNode;
  /** The change against the previous period as a fraction (0.12 is +12%); left out, no change line. */
  change?: number;
  /** What the change compares with; default "vs previous period". */
  changeLabel?: string;
  /** Where the card leads (the list behind the figure); the whole card becomes that link. */
  href?: string;
  /** The load status of the figure's query: `loading` shows a placeholder, `failed` says so. */
  status?: LoadStatus;
  /** Said instead of the figure when `status` is `failed`; default "Could not load this figure". */
  errorMessage?: string;
}

const percent = new Intl.NumberFormat('en-NG', { style: 'percent', maximumFractionDigits: 1 });

/**
 * The change line's words: "+12% vs previous period", "−3.5% vs …", "No change vs …". The sign is
 * written out, so the direction never depends on colour alone.
 *
 * @example
 * changeText(0.125, 'vs yesterday'); // '+12.5% vs yesterday'
 */
export function changeText(change: number, changeLabel = 'vs previous period'): string {
  const rounded = Math.round(change * 1000) / 1000;
  if (rounded === 0) return `No change ${changeLabel}`;
  const sign = rounded > 0 ? '+' : '−';
  return `${sign}${percent.format(Math.abs(rounded))} ${changeLabel}`;
}

/**
 * A dashboard figure: its label, the value, and the change against the previous period, coloured and
 * signed (up green, down red, with the sign in the text). With `href` the whole card is one link named
 * by its label. While its query loads the value is a placeholder and the card is `aria-busy`.
 *
 * @example
 * const sales = useGetSalesReport({ query: dateRangeFor('today') });
 * <StatCard label="Today's sales" value={<Money amount={sales.data?.sales ?? 0} />} change={0.12}
 *   href="/merchant/orders" status={sales.status} />
 */
export function StatCard({
  label,
  value,
  change,
  changeLabel,
  href,
  status = 'succeeded',
  errorMessage = 'Could not load this figure',
}: StatCardProps) {
  const loading = status === 'loading' || status === 'idle';
  const failed = status === 'failed';
  const direction =
    change === undefined || Math.round(change * 1000) === 0 ? 'flat' : change > 0 ? 'up' : 'down';
  return (
    <div className={`stat-card${href ? ' stat-card--link' : ''}`} aria-busy={loading || undefined}>
      <p className="stat-card__label">
        {href ? (
          <Link className="stat-card__link" to={href}>
            {label}
          </Link>
        ) : (
          label
        )}
      </p>
      {loading ? (
        <p className="stat-card__value">
          <span className="kit-skeleton" aria-hidden="true" />
          <span className="visually-hidden">Loading</span>
        </p>
      ) : failed ? (
        <p className="stat-card__error">{errorMessage}</p>
      ) : (
        <p className="stat-card__value">{value}</p>
      )}
      {!loading && !failed && change !== undefined && Number.isFinite(change) ? (
        <p className={`stat-card__change stat-card__change--${direction}`}>
          <span aria-hidden="true">{direction === 'up' ? '▲ ' : direction === 'down' ? '▼ ' : ''}</span>
          {changeText(change, changeLabel)}
        </p>
      ) : null}
    </div>
  );
}
