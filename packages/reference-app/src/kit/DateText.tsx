import { MARKETPLACE_TIME_ZONE } from '@marketplace/sdk';
import './kit.css';

/** How {@link DateText} writes a date. */
export type DateTextFormat = 'date' | 'dateTime' | 'relative';

/** Props of {@link DateText}. */
export interface DateTextProps {
  /** An ISO date (`2026-11-24`) or date-time, a `Date` or epoch milliseconds. */
  value: string | number | Date | null | undefined;
  /** `date` (24 Nov 2026, the default), `dateTime` (24 Nov 2026, 14:05) or `relative` (3 hours ago). */
  format?: DateTextFormat;
  /** The moment `relative` counts from; default the time of rendering. */
  now?: Date;
}

const formats = {
  date: new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: MARKETPLACE_TIME_ZONE }),
  dateTime: new Intl.DateTimeFormat('en-NG', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: MARKETPLACE_TIME_ZONE,
  }),
};
const relative = new Intl.RelativeTimeFormat('en-NG', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * "3 hours ago", "yesterday", "in 2 days": the largest unit that fits, rounded toward zero so
 * 59 minutes stays "59 minutes ago".
 *
 * @example
 * relativeText(new Date('2026-11-24T09:00:00Z'), new Date('2026-11-24T12:00:00Z')); // '3 hours ago'
 */
export function relativeText(date: Date, now: Date): string {
  const seconds = (date.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return relative.format(Math.trunc(seconds / size), unit);
    }
  }
  return relative.format(0, 'second');
}

/** A date-only ISO string: kept as the calendar day it names, never shifted through UTC. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date as the workspaces show it, always in the marketplace's time zone (Africa/Lagos, en-NG),
 * whatever the browser's zone is, inside `<time dateTime>` so machines read the exact value. The
 * relative form carries the full date and time as its title. A value that is not a date shows as it
 * came; nothing shows as "—".
 *
 * @example
 * <DateText value={order.createdAt} format="dateTime" />
 * <DateText value={order.updatedAt} format="relative" />
 */
export function DateText({ value, format = 'date', now }: DateTextProps) {
  if (value === null || value === undefined || value === '') {
    return (
      <span>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">No date</span>
      </span>
    );
  }
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  // A calendar day is read at noon UTC, which is the same day in Lagos (UTC+1).
  const date = dateOnly ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return <span>{String(value)}</span>;
  const machine = dateOnly ? (value as string) : date.toISOString();
  if (format === 'relative') {
    return (
      <time dateTime={machine} title={formats.dateTime.format(date)}>
        {relativeText(date, now ?? new Date())}
      </time>
    );
  }
  return <time dateTime={machine}>{formats[dateOnly ? 'date' : format].format(date)}</time>;
}
