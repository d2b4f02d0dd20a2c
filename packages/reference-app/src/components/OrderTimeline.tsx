import { actorName } from './actorName';
import './components.css';

/** One entry of an order's activity log (`order.orderActivities`). */
export interface OrderActivity {
  id: number;
  activity: string;
  /** Who acted (name and role), when the server says. */
  actor?: { name: string; role: string };
  /** Who the entry is for: `internal` entries are marked as such in the workspaces. */
  audience?: 'customer' | 'internal';
  /** An ISO date-time. */
  createdAt: string;
}

/** Props of {@link OrderTimeline}. */
export interface OrderTimelineProps {
  activities: OrderActivity[];
  /** The order's status by its known name (`orderStatusName`), shown above the list. */
  statusName?: string;
  /** The list's accessible name; default "Order activity" (a record's timeline names its record). */
  label?: string;
  /** Said when there is no entry; default "No activity on this order yet.". */
  emptyText?: string;
}

const dateFormat = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

/** A date as the timeline shows it (Lagos time, en-NG), or the text as it came when it is not a date. */
export function formatActivityDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/**
 * An order's progress: its current status, then its activities oldest first as an ordered list, each
 * with a readable date (`Intl.DateTimeFormat('en-NG')`, Lagos time) in a `<time>` element, who acted
 * (name and role) when the server says, and a mark on internal entries (the customer never gets those).
 * Every other record's timeline (`RecordTimeline`: a payout, an approval, a return) is this list too,
 * with its own `label` and `emptyText`.
 *
 * @example
 * <OrderTimeline statusName={orderStatusName(order.orderStatusId)} activities={order.orderActivities ?? []} />
 * <OrderTimeline activities={entries} label="Payout activity" emptyText="Nothing done to this payout yet." />
 */
export function OrderTimeline({
  activities,
  statusName,
  label = 'Order activity',
  emptyText = 'No activity on this order yet.',
}: OrderTimelineProps) {
  const sorted = [...activities].sort((a, b) => {
    const diff = new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime();
    return Number.isNaN(diff) ? 0 : diff;
  });
  return (
    <div className="order-timeline">
      {statusName ? (
        <p className="order-timeline__status">
          Status: <strong>{statusName}</strong>
        </p>
      ) : null}
      {sorted.length === 0 ? (
        <p className="order-timeline__empty">{emptyText}</p>
      ) : (
        <ol className="order-timeline__list" aria-label={label}>
          {sorted.map((entry) => (
            <li key={entry.id} className="order-timeline__item">
              <span className="order-timeline__activity">{entry.activity}</span>
              <span className="order-timeline__date">
                <time dateTime={entry.createdAt}>{formatActivityDate(entry.createdAt)}</time>
                {entry.actor ? `, by ${actorName(entry.actor)}` : null}
                {entry.audience === 'internal' ? ' · internal, not shown to the customer' : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
