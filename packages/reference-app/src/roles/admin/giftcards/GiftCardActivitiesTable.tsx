import { useGetGiftCardActivities } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { actorName } from '../../../components/actorName';
import type { Column } from '../../../kit/Column';
import { DataTable } from '../../../kit/DataTable';
import { DateText } from '../../../kit/DateText';
import { Money } from '../../../kit/Money';
import { StatusBadge } from '../../../kit/StatusBadge';
import { pagedBindings } from './pagedBindings';
import type { UrlPage } from './useUrlPage';

type Activity = Entity<'GiftCardActivity'>;

/** What happened, in words. */
export const ACTIVITY_NAMES: Readonly<Record<Activity['activity'], string>> = {
  purchased: 'Bought',
  paid: 'Paid for',
  applied: 'Applied at checkout',
  released: 'Removed at checkout',
  redeemed: 'Spent',
  statusChanged: 'Status changed',
};

const COLUMNS: Column<Activity>[] = [
  {
    id: 'createdAt',
    header: 'When',
    cell: (a) => <DateText value={a.createdAt} format="dateTime" />,
    csv: (a) => a.createdAt,
  },
  { id: 'code', header: 'Card', cell: (a) => a.code ?? `Card ${a.giftCardId}` },
  { id: 'activity', header: 'What happened', cell: (a) => ACTIVITY_NAMES[a.activity] ?? a.activity },
  { id: 'amount', header: 'Amount', cell: (a) => <Money amount={a.amount} />, align: 'end' },
  {
    id: 'balanceAfter',
    header: 'Balance after',
    cell: (a) => <Money amount={a.balanceAfter} />,
    align: 'end',
  },
  {
    id: 'status',
    header: 'Status after',
    cell: (a) => (a.status ? <StatusBadge kind="giftCard" status={a.status} /> : '—'),
  },
  {
    id: 'actor',
    header: 'By',
    cell: (a) => <span className="gift-card-activity__by">{actorName(a.actor)}</span>,
    csv: (a) => actorName(a.actor),
  },
  {
    id: 'description',
    header: 'Details',
    cell: (a) => a.description || (a.orderId ? `Order ${a.orderId}` : '—'),
  },
];

/** Props of {@link GiftCardActivitiesTable}. */
export interface GiftCardActivitiesTableProps {
  caption: string;
  /** The period (both days included); left out for a card's whole history. */
  range?: { startDate: string; endDate: string };
  /** Only this card's activities. */
  giftCardId?: number;
  paging: Pick<UrlPage, 'page' | 'pageSize' | 'pageSizes' | 'setPage' | 'setPageSize'>;
}

/**
 * Gift card activities (`getGiftCardActivities`), newest first, paged by number: every card's in a
 * period, or one card's.
 *
 * @example
 * <GiftCardActivitiesTable caption="Activities" range={range} paging={useUrlPage()} />
 * <GiftCardActivitiesTable caption="History of GIFT-1" giftCardId={1} paging={localPaging} />
 */
export function GiftCardActivitiesTable({
  caption,
  range,
  giftCardId,
  paging,
}: GiftCardActivitiesTableProps) {
  const activities = useGetGiftCardActivities({
    query: {
      ...(range ? { startDate: range.startDate, endDate: range.endDate } : {}),
      ...(giftCardId !== undefined ? { giftCardId } : {}),
      page: paging.page,
      limit: paging.pageSize,
    },
  });
  return (
    <DataTable<Activity>
      caption={caption}
      columns={COLUMNS}
      getRowId={(a) => String(a.id)}
      {...pagedBindings(activities, paging)}
      emptyTitle="No activity"
      emptyMessage={
        giftCardId !== undefined
          ? 'Nothing has happened to this card yet.'
          : 'No gift card activity in this period.'
      }
    />
  );
}
