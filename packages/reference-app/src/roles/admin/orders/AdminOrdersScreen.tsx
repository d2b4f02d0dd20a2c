import { type TableResult, useBulkAction, useTable } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { BulkResults } from '../../../kit/BulkResults';
import type { Column } from '../../../kit/Column';
import { DateText } from '../../../kit/DateText';
import { useMatchingSelection } from '../../../kit/useMatchingSelection';
import { OrderLink } from '../../../workspace/orders/OrderLink';
import { OrdersList, orderSortField } from '../../../workspace/orders/OrdersList';
import { orderColumns, orderCustomerName } from '../../../workspace/orders/orderColumns';
import { useUrlTableState } from '../../../workspace/useUrlTableState';
import { BulkAssign } from './BulkAssign';
import { LazyAdminOrderDetail as AdminOrderDetail } from './LazyAdminOrderDetail';
import { type AssignTarget, useAssignOrders } from './useAssignOrders';
import { type OrderDesk, useOrderDesk } from './useOrderDesk';
import './adminOrders.css';

type Order = Entity<'Order'>;

/** The lists of orders the admin session reads, each its own call. */
type OrderList = 'all' | 'hub' | 'waiting' | 'assigned' | 'dispatchers';

const LIST_PARAM = 'list';

/** The lists each desk has, the first being where it starts. */
const DESK_LISTS: Record<OrderDesk, readonly OrderList[]> = {
  admin: ['all', 'hub', 'waiting', 'assigned', 'dispatchers'],
  scheduler: ['waiting', 'assigned'],
  dispatcher: ['dispatchers'],
};

const LIST_LABELS: Record<OrderList, string> = {
  all: 'All orders',
  hub: 'Hub orders',
  waiting: 'Waiting for assignment',
  assigned: 'Assigned',
  dispatchers: 'With dispatchers',
};

/** The table's caption: what the list holds for this desk. */
function listCaption(list: OrderList, desk: OrderDesk): string {
  if (list === 'dispatchers')
    return desk === 'dispatcher' ? 'Orders assigned to you' : 'Orders assigned to dispatchers';
  if (list === 'waiting') return 'Open orders waiting for a dispatcher or shipping partner';
  if (list === 'assigned') return 'Open orders assigned to a dispatcher or shipping partner';
  if (list === 'hub') return 'Orders assigned to the platform hub';
  return 'Every order of the marketplace';
}

const EMPTY_MESSAGES: Record<OrderList, string> = {
  all: 'No order has been placed yet.',
  hub: 'No order has been assigned to the platform hub.',
  waiting: 'Every open order is assigned.',
  assigned: 'No open order is assigned yet.',
  dispatchers: 'No order is with a dispatcher.',
};

/** A name that wraps within its column instead of widening the table. */
function Wrapping({ text }: { text: string }) {
  return <span className="admin-orders__wrap">{text}</span>;
}

/** Who carries the order, in a word or two. */
function carrierOf(order: Order): string {
  if (order.assignedToShippingPartner) return order.partnerProfile?.name ?? 'Shipping partner';
  if (order.assignedToDispatcher) return 'Dispatcher';
  if (order.assignedToPlatform) return 'Platform hub';
  return 'Not assigned';
}

const COLUMNS: Column<Order>[] = [
  {
    ...orderColumns.order,
    // The day it was placed sits under the name: the table stays within a laptop's width.
    cell: (o) => (
      <>
        <OrderLink order={o} />
        <span className="admin-orders__placed">
          <DateText value={o.createdAt} />
        </span>
      </>
    ),
  },
  // Long store, customer and partner names wrap: the total stays in view at a laptop's width.
  { ...orderColumns.store, cell: (o) => <Wrapping text={o.storeName ?? '—'} /> },
  { ...orderColumns.customer, cell: (o) => <Wrapping text={orderCustomerName(o)} /> },
  orderColumns.flaggedStatus,
  { id: 'carrier', header: 'Assigned to', cell: (o) => <Wrapping text={carrierOf(o)} />, csv: carrierOf },
  orderColumns.total,
];

// The export (every list's query hook, the CSV) loads once the list is on screen: the desk stays within
// the workspace page budget (scripts/figures.mjs).
const AdminOrdersExport = lazy(() =>
  import('./AdminOrdersExport').then((m) => ({ default: m.AdminOrdersExport })),
);

/** The links between the desk's lists; a new list starts on its first page without filters. */
function ListTabs({ lists, current }: { lists: readonly OrderList[]; current: OrderList }) {
  if (lists.length < 2) return null;
  return (
    <nav aria-label="Order lists" className="admin-orders__lists">
      {lists.map((list) => (
        <Link
          key={list}
          to={{ search: list === lists[0] ? '' : `?${LIST_PARAM}=${list}` }}
          aria-current={list === current ? 'page' : undefined}
          className="admin-orders__list"
        >
          {LIST_LABELS[list]}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The orders of the admin session (`/admin/orders`, needs `read` on `orders`), by desk: a full admin has every
 * order (`getAdminOrders`, searched on the server with `searchOrders`), the hub's orders
 * (`getAdminHubOrders`), the orders waiting for assignment (`getSchedulerOrders`), the open orders assigned
 * (`getSchedulerOrders` with `assignment=assigned`) and those with dispatchers (`getDispatcherOrders`); a
 * scheduler the orders waiting for assignment and those assigned, searched; a dispatcher the orders
 * assigned to them, searched. Each list is paged, filtered by status, age flag and period and sorted on
 * the server (the count is the filtered count), with its state in the URL; `?order=<id>` opens that order's detail under
 * the list, where it is assigned and moved on.
 *
 * @example
 * { path: 'orders', lazy: screen(admin, 'AdminOrdersScreen') }
 */
export function AdminOrdersScreen() {
  const desk = useOrderDesk();
  if (!desk) return <Spinner label="Loading your orders" />;
  return <OrdersDesk desk={desk} />;
}

function OrdersDesk({ desk }: { desk: OrderDesk }) {
  const urlState = useUrlTableState();
  const [params] = useSearchParams();
  const lists = DESK_LISTS[desk];
  const asked = params.get(LIST_PARAM) as OrderList | null;
  const list: OrderList = asked && lists.includes(asked) ? asked : (lists[0] as OrderList);
  const term = (params.get('q') ?? '').trim();
  const common = { filters: { status: '', flag: '' }, state: urlState, sortField: orderSortField };
  // One table per call; only the one in use fetches. All orders are searched with search-orders (every page).
  const allTable = useTable({
    operation: 'getAdminOrders',
    init: list === 'all' && term === '' ? {} : null,
    ...common,
  });
  const searchTable = useTable({
    operation: 'searchOrders',
    init: list === 'all' && term !== '' ? { query: { search: term } } : null,
    ...common,
  });
  const hubTable = useTable({ operation: 'getAdminHubOrders', init: list === 'hub' ? {} : null, ...common });
  // The scheduler's two lists are one call: `assignment=assigned` keeps the orders handed out in view.
  const waitingTable = useTable({
    operation: 'getSchedulerOrders',
    init: list === 'waiting' ? {} : list === 'assigned' ? { query: { assignment: 'assigned' } } : null,
    ...common,
  });
  const dispatcherTable = useTable({
    operation: 'getDispatcherOrders',
    init: list === 'dispatchers' ? {} : null,
    ...common,
  });
  const table =
    list === 'all'
      ? term
        ? searchTable
        : allTable
      : list === 'hub'
        ? hubTable
        : list === 'waiting' || list === 'assigned'
          ? waitingTable
          : dispatcherTable;
  // Each list exports (and gathers) through its own call; another list starts a fresh export.
  const listKey = list === 'all' && term ? 'search' : list;
  // A dispatcher carries orders; the admin and the scheduler hand them out, several at once.
  const bulk = useOrdersBulk(desk, table, listKey);
  return (
    <OrdersList
      table={table}
      {...(desk === 'dispatcher' ? {} : { bulk })}
      caption={listCaption(list, desk)}
      columns={COLUMNS}
      searchLabel="Search orders"
      searchPlaceholder="Order, customer or store"
      withPeriod
      withFlags
      emptyMessage={EMPTY_MESSAGES[list]}
      csv={<ListExport key={listKey} table={table} />}
      detail={(order) => (
        <AdminOrderDetail
          key={order.id}
          orderId={order.id}
          desk={desk}
          listHref={order.listHref}
          onClose={order.close}
        />
      )}
    >
      <ListTabs lists={lists} current={list} />
    </OrdersList>
  );
}

/** The export of the list on screen, nothing until its code has loaded. */
function ListExport({ table }: { table: TableResult<Order> }) {
  return (
    <Suspense fallback={null}>
      <AdminOrdersExport table={table} columns={COLUMNS} />
    </Suspense>
  );
}

/**
 * Selecting orders (across pages, or every order matching the filter, gathered through the list's own call
 * when the assignment starts) and assigning them all to one carrier after one confirmation, one order after
 * the other, with the progress and each order's outcome; the failures stay selected and can be tried again.
 */
function useOrdersBulk(desk: OrderDesk, table: TableResult<Order>, list: string) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [receiver, setReceiver] = useState<{ target: AssignTarget; name: string } | null>(null);
  const assign = useAssignOrders(desk, { notify: false });
  const scope = useMatchingSelection(table, list);
  // The selection outlives the page: every order seen is remembered, so those of other pages go too.
  const seen = useRef(new Map<string, Order>());
  for (const o of table.rows) seen.current.set(String(o.id), o);
  const target = useRef<AssignTarget | null>(null);
  const run = useBulkAction<Order>({
    keyOf: (o) => String(o.id),
    run: (o) => {
      if (!target.current) return Promise.reject(new Error('Choose a carrier.'));
      return assign(o.id, target.current);
    },
  });
  // The run revalidates the lists once at its end (useBulkAction): no refresh of its own.
  const keepFailed = (results: readonly { ok: boolean; key: string }[]) => {
    scope.clear();
    setSelected(new Set(results.filter((r) => !r.ok).map((r) => r.key)));
  };
  const picked = () => [...selected].map((id) => seen.current.get(id)).filter((o): o is Order => !!o);
  return {
    selected,
    onSelectedChange: setSelected,
    matching: scope.matching,
    actions: (
      <BulkAssign
        orders={() => scope.rows(picked)}
        busy={run.busy}
        gathering={scope.gathered === undefined ? undefined : { done: scope.gathered, total: table.count }}
        onAssign={(orders, next, name) => {
          target.current = next;
          setReceiver({ target: next, name });
          void run.start(orders).then(keepFailed);
        }}
      />
    ),
    report: (
      <BulkResults
        label="Assignment results"
        verb={receiver ? `assigned to ${receiver.name}` : 'assigned'}
        doing="Assigning"
        nameOf={(o) => o.orderName ?? `#${o.id}`}
        outcomes={run.outcomes}
        busy={run.busy}
        progress={run.progress}
        onRetry={() => void run.retryFailed().then(keepFailed)}
        onDismiss={run.reset}
      />
    ),
  };
}
