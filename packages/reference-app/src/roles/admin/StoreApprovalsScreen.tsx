import {
  type TableResult,
  useApproveStore,
  useBulkAction,
  useRejectStore,
  useTable,
} from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BulkResults } from '../../kit/BulkResults';
import type { Column } from '../../kit/Column';
import { DataTable } from '../../kit/DataTable';
import { DateText } from '../../kit/DateText';
import { FilterSelect } from '../../kit/FilterSelect';
import { FiltersBar } from '../../kit/FiltersBar';
import { StatusBadge } from '../../kit/StatusBadge';
import { storeApprovalStatus } from '../../kit/storeApprovalStatus';
import { tableBindings } from '../../kit/tableBindings';
import { useConfirm } from '../../kit/useConfirm';
import { useMatchingSelection } from '../../kit/useMatchingSelection';
import { ReasonForm } from '../../workspace/ReasonForm';
import { useUrlTableState } from '../../workspace/useUrlTableState';
import { StoreApprovalDetail } from './StoreApprovalDetail';
import { type Approver, storeApprovalStep } from './storeApprovalStep';
import { useStoreApprover } from './useStoreApprover';
import './approvals.css';
import { useSearchParamsWriter } from '../../app/useSearchParam';
import { TableSearch } from '../../workspace/TableSearch';

type Store = Entity<'Store'>;

// "All" of the select is the waiting list: the screen's first purpose.
const LISTS = [
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];
type List = 'waiting' | 'approved' | 'rejected';

/**
 * The admin's store approvals (`/admin/approvals/stores`, needs `update` on `stores`): the stores waiting
 * for their first or second approval, the approved stores (`?list=approved`) or the rejected ones
 * (`?list=rejected`, each with the reason its merchant reads), searched by store name and paged on the
 * server; the waiting stores approved (their next step) or rejected with one reason, several at once with
 * each result reported; one store's detail (`?store=<id>`) with its merchant, documents and locations,
 * the two approval steps, approval (confirmed first), rejection and the merchant's payment category.
 *
 * @example
 * { path: 'approvals/stores', lazy: screen(admin, 'StoreApprovalsScreen') }
 */
export function StoreApprovalsScreen() {
  const [params] = useSearchParams();
  const write = useSearchParamsWriter();
  const chosen = params.get('list');
  const list: List = chosen === 'approved' || chosen === 'rejected' ? chosen : 'waiting';
  const openId = Number(params.get('store'));
  const who = useStoreApprover();
  const canUpdate = who.canApprove;
  // Another list starts from its first page.
  const setParam = (name: string, value: string | undefined) =>
    write({ [name]: value, ...(name === 'list' ? { page: undefined } : {}) });
  const detailHref = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('store', String(id));
    return `?${next}`;
  };
  const columns: Column<Store>[] = [
    {
      id: 'storeName',
      header: 'Store',
      cell: (s) => <Link to={detailHref(s.id)}>{s.storeName}</Link>,
      sortable: true,
    },
    {
      id: 'location',
      header: 'Location',
      cell: (s) => [s.shippingLocation?.city, s.shippingLocation?.state].filter(Boolean).join(', ') || '—',
    },
    {
      id: 'approval',
      header: 'Approval',
      cell: (s) => <StatusBadge kind="storeApproval" status={storeApprovalStatus(s)} />,
    },
    { id: 'createdAt', header: 'Opened', cell: (s) => <DateText value={s.createdAt} />, sortable: true },
  ];
  const rejectedColumns: Column<Store>[] = [
    ...columns.slice(0, 2),
    {
      id: 'rejectionReason',
      header: 'Reason given',
      cell: (s) => <span className="approval-reason">{s.rejectionReason ?? '—'}</span>,
    },
    columns[3] as Column<Store>,
  ];

  return (
    <div className="workspace-list">
      {/* One list per choice (its own table state and selection); only the waiting one decides. */}
      <StoreList
        key={list}
        operation={list === 'approved' ? 'getApprovedStores' : 'getStoresForApproval'}
        columns={list === 'rejected' ? rejectedColumns : columns}
        onList={setParam}
        list={list}
        canDecide={canUpdate && list === 'waiting'}
        who={who}
      />
      {openId > 0 ? (
        <StoreApprovalDetail
          key={openId}
          id={openId}
          who={who}
          onClose={() => setParam('store', undefined)}
        />
      ) : null}
    </div>
  );
}

interface StoreListProps {
  operation: 'getStoresForApproval' | 'getApprovedStores';
  columns: Column<Store>[];
  list: List;
  onList(name: string, value: string | undefined): void;
  /** The waiting list, for an account that may decide: rows are selectable, approved or rejected at once. */
  canDecide?: boolean;
  who: Approver;
}

const CAPTIONS: Record<List, string> = {
  waiting: 'Stores waiting for approval, newest first',
  approved: 'Approved stores, newest first',
  rejected: 'Rejected stores, newest first',
};
const EMPTY: Record<List, [string, string]> = {
  waiting: ['Nothing waiting', 'Every store has both approvals.'],
  approved: ['No approved stores', 'No store has been approved yet.'],
  rejected: ['No rejected stores', 'No store is waiting for its merchant to mend it.'],
};

function StoreList({ operation, columns, list, onList, canDecide = false, who }: StoreListProps) {
  const table = useTable({
    operation,
    ...(list === 'rejected' ? { filters: { approval: 'rejected' } } : {}),
    state: useUrlTableState(),
  });
  const decide = useBulkDecision(table, who);
  const [emptyTitle, emptyMessage] = EMPTY[list];
  return (
    <>
      <FiltersBar onReset={table.reset} active={table.search !== ''}>
        <FilterSelect
          label="Stores"
          allLabel="Waiting for approval"
          value={list === 'waiting' ? '' : list}
          options={LISTS}
          onChange={(v) => onList('list', v)}
        />
        <TableSearch table={table} label="Search stores" placeholder="Store name" />
      </FiltersBar>
      {canDecide ? decide.results : null}
      {canDecide && decide.problem ? <p role="alert">{decide.problem}</p> : null}
      {canDecide && decide.rejecting ? (
        <ReasonForm
          operation="rejectStore"
          send={decide.reject}
          title={`Reject ${decide.rejecting} ${decide.rejecting === 1 ? 'store' : 'stores'}`}
          hint="Each merchant reads this on their store and in their notifications; say what to change."
          submitLabel="Reject"
          busyLabel="Rejecting…"
          onClose={decide.closeReason}
        />
      ) : null}
      <DataTable<Store>
        caption={CAPTIONS[list]}
        columns={columns}
        rows={table.rows}
        getRowId={(s) => String(s.id)}
        {...tableBindings(table)}
        emptyTitle={emptyTitle}
        emptyMessage={table.search ? 'No store matches this search.' : emptyMessage}
        selectable={canDecide}
        selected={decide.selected}
        onSelectedChange={decide.setSelected}
        {...(canDecide ? { matching: decide.matching } : {})}
        bulkActions={decide.actions}
      />
    </>
  );
}

/** Why this account may not give a store its next approval ('' when it may). */
const whyNot = (s: Store, who: Approver) => {
  const next = storeApprovalStep(s, who);
  return next.allowed ? '' : next.why;
};

/**
 * The waiting stores' bulk decisions on the stores ticked or on every store matching the search (gathered
 * through the list's own call when the decision starts): approve them (each gets its next approval step)
 * after one confirmation, or reject them with one reason; one store at a time with its own outcome, the
 * failures left selected to try again.
 */
function useBulkDecision(table: TableResult<Store>, who: Approver) {
  const confirm = useConfirm();
  const approve = useApproveStore({ notify: false });
  const reject = useRejectStore({ notify: false });
  // What the run does: the reason is the rejection's (the same words reach every merchant).
  const decision = useRef<{ verb: 'approved' | 'rejected'; reason?: string }>({ verb: 'approved' });
  const bulk = useBulkAction<Store>({
    keyOf: (s) => String(s.id),
    run: (s) => {
      const { reason } = decision.current;
      return reason === undefined
        ? approve.trigger({ path: { id: s.id } })
        : reject.trigger({ path: { id: s.id }, body: { reason } });
    },
  });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const scope = useMatchingSelection(table);
  const [rejecting, setRejecting] = useState(0);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  // The stores gathered for a rejection, kept while its reason is written.
  const toReject = useRef<readonly Store[]>([]);
  // The selection outlives the page: remember every store seen, so those chosen on another page count.
  const seen = useRef(new Map<string, Store>());
  for (const s of table.rows) seen.current.set(String(s.id), s);
  const picked = () =>
    [...selected].map((id) => seen.current.get(id)).filter((s): s is Store => s !== undefined);
  const keepFailed = (results: readonly { ok: boolean; key: string }[]) => {
    scope.clear();
    setSelected(new Set(results.filter((r) => !r.ok).map((r) => r.key)));
  };
  // The stores a decision takes: those ticked, or every one matching (the list's message if that fails).
  async function chosen(): Promise<Store[] | undefined> {
    setProblem(undefined);
    try {
      return await scope.rows(picked);
    } catch (caught) {
      setProblem((caught as Error).message);
      return undefined;
    }
  }

  async function approveSelected() {
    const all = await chosen();
    if (!all || all.length === 0) return;
    // Only the approvals this account may give are sent; the others are named with the reason.
    const stores = all.filter((s) => !whyNot(s, who));
    const left = all.filter((s) => whyNot(s, who)).map((s) => `${s.storeName} (${whyNot(s, who)})`);
    const leftOut = left.length ? ` Left out: ${left.slice(0, 5).join('; ')}${more(left.length)}` : '';
    if (stores.length === 0) {
      await confirm({
        title: 'None of these approvals is yours to give',
        message: leftOut.trim(),
        confirmLabel: 'OK',
        cancelLabel: 'Back',
      });
      return;
    }
    const names = stores.slice(0, 5).map((s) => s.storeName);
    const ok = await confirm({
      title: `Approve ${stores.length} ${stores.length === 1 ? 'store' : 'stores'}?`,
      message: `${names.join(', ')}${more(stores.length)}: each gets its next approval (the first, or the second by an approver).${leftOut}`,
      confirmLabel: 'Approve',
    });
    if (!ok) return;
    decision.current = { verb: 'approved' };
    keepFailed(await bulk.start(stores));
  }

  async function startRejection() {
    const all = await chosen();
    if (!all || all.length === 0) return;
    toReject.current = all;
    setRejecting(all.length);
  }

  async function rejectSelected({ reason }: { reason: string }) {
    const stores = toReject.current;
    setRejecting(0);
    decision.current = { verb: 'rejected', reason };
    keepFailed(await bulk.start(stores));
  }

  const { verb } = decision.current;
  const gathering = scope.gathered !== undefined;
  return {
    selected,
    setSelected,
    matching: scope.matching,
    problem,
    rejecting,
    reject: rejectSelected,
    closeReason: () => setRejecting(0),
    results: (
      <BulkResults
        label={verb === 'approved' ? 'Approval results' : 'Rejection results'}
        verb={verb}
        doing={verb === 'approved' ? 'Approving' : 'Rejecting'}
        nameOf={(s) => s.storeName}
        outcomes={bulk.outcomes}
        busy={bulk.busy}
        progress={bulk.progress}
        onRetry={() => void bulk.retryFailed().then(keepFailed)}
        onDismiss={bulk.reset}
      />
    ),
    actions: (
      <>
        <button
          type="button"
          className="button"
          disabled={bulk.busy || gathering}
          onClick={() => void approveSelected()}
        >
          {gathering
            ? `Gathering ${scope.gathered} of ${table.count}…`
            : bulk.busy
              ? `Working on ${bulk.progress.done} of ${bulk.progress.total}…`
              : 'Approve selected'}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={bulk.busy || gathering}
          onClick={() => void startRejection()}
        >
          Reject selected
        </button>
      </>
    ),
  };
}

/** ", and 3 more" after the first five names of a list of `n`. */
const more = (n: number) => (n > 5 ? `, and ${n - 5} more` : '');
