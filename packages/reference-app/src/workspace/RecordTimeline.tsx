import { useGetRecordTimeline } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useId, useState } from 'react';
import { OrderTimeline } from '../components/OrderTimeline';
import { QueryState } from '../components/QueryState';

/** How many entries a timeline shows first, and how many more each "Show earlier" adds. */
export const TIMELINE_PAGE = 20;
/** The most a timeline asks for at once (the contract's limit). */
const MOST = 100;

/** Props of {@link RecordTimeline}. */
export interface RecordTimelineProps {
  recordType: Entity<'AuditRecordType'>;
  recordId: number;
  /** The record in words, for the list's name and the empty text ("payout", "hub application"). */
  noun: string;
  /** The section's class (each detail styles its own sections). */
  className?: string;
  /** The section's heading; default "Timeline". */
  title?: string;
}

/**
 * A record's own timeline (`getRecordTimeline`: a payout, a product or hub approval, a partner's
 * onboarding, a return): every act on it, oldest first, each saying who acted (name and role) and when,
 * in the order timeline's look (`OrderTimeline`). The latest {@link TIMELINE_PAGE} first, "Show earlier
 * entries" for more; its own spinner and error with "Try again". Refreshed by every act that writes to it.
 *
 * @example
 * <RecordTimeline recordType="merchant-payment" recordId={order.id} noun="payout" />
 */
export function RecordTimeline({
  recordType,
  recordId,
  noun,
  className,
  title = 'Timeline',
}: RecordTimelineProps) {
  // How many entries are asked for: back to the first page when another record is shown in its place.
  const record = `${recordType}/${recordId}`;
  const [paging, setPaging] = useState({ record, limit: TIMELINE_PAGE });
  const limit = paging.record === record ? paging.limit : TIMELINE_PAGE;
  const query = useGetRecordTimeline(
    { path: { recordType, id: recordId }, query: { limit } },
    { keepPreviousData: true },
  );
  const titleId = useId();
  return (
    <section className={className ?? 'record-timeline'} aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <QueryState
        query={query}
        loadingLabel={`Loading the ${noun}'s timeline`}
        fallbackMessage="There was an error. Please try again"
      >
        {({ count, rows }) => {
          const earlier = count - rows.length;
          return (
            <>
              <OrderTimeline
                activities={rows.map((e) => ({
                  id: e.id,
                  activity: e.action,
                  actor: e.actor,
                  createdAt: e.createdAt,
                }))}
                label={`${noun.replace(/^./, (c) => c.toUpperCase())} activity`}
                emptyText={`Nothing has been done to this ${noun} yet.`}
              />
              {earlier > 0 && limit < MOST ? (
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={query.status === 'loading'}
                  onClick={() => setPaging({ record, limit: Math.min(MOST, limit + TIMELINE_PAGE) })}
                >
                  Show earlier entries ({earlier} more)
                </button>
              ) : earlier > 0 ? (
                <p className="field__hint">
                  The latest {rows.length} of {count} entries; the super admin's audit log has them all.
                </p>
              ) : null}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
