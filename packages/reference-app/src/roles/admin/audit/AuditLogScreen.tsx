import { useGetAuditLogActors, useTable } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { actorName } from '../../../components/actorName';
import { roleName } from '../../../components/roleName';
import type { Column } from '../../../kit/Column';
import { DataTable } from '../../../kit/DataTable';
import { DateText } from '../../../kit/DateText';
import { FiltersBar } from '../../../kit/FiltersBar';
import { RowButton } from '../../../kit/RowButton';
import { tableBindings } from '../../../kit/tableBindings';
import { LazyTableExport } from '../../../workspace/LazyTableExport';
import { TableFilter } from '../../../workspace/TableFilter';
import { useUrlTableState } from '../../../workspace/useUrlTableState';
import { PeriodFilter } from '../money/PeriodFilter';
import { useMoneyPeriod } from '../money/useMoneyPeriod';
import { RetryAlert } from '../RetryAlert';
import { AUDIT_KIND_LABELS, AUDIT_RECORD_LABELS } from './auditWords';
import './auditLog.css';

type Entry = Entity<'AuditEntry'>;

const KIND_OPTIONS = Object.entries(AUDIT_KIND_LABELS).map(([value, label]) => ({ value, label }));
const RECORD_OPTIONS = Object.entries(AUDIT_RECORD_LABELS).map(([value, label]) => ({ value, label }));
const recordWords = (e: Entry) => `${AUDIT_RECORD_LABELS[e.recordType]} ${e.recordLabel ?? `#${e.recordId}`}`;

/** The columns of the export: every field, plain. */
const EXPORT_COLUMNS: Column<Entry>[] = [
  { id: 'createdAt', header: 'When', cell: (e) => e.createdAt, csv: (e) => e.createdAt },
  { id: 'person', header: 'Person', cell: (e) => e.actor.name, csv: (e) => e.actor.name },
  { id: 'role', header: 'Role', cell: (e) => roleName(e.actor.role), csv: (e) => roleName(e.actor.role) },
  {
    id: 'kind',
    header: 'Kind',
    cell: (e) => AUDIT_KIND_LABELS[e.kind],
    csv: (e) => AUDIT_KIND_LABELS[e.kind],
  },
  { id: 'action', header: 'Act', cell: (e) => e.action, csv: (e) => e.action },
  {
    id: 'recordType',
    header: 'Record type',
    cell: (e) => AUDIT_RECORD_LABELS[e.recordType],
    csv: (e) => AUDIT_RECORD_LABELS[e.recordType],
  },
  { id: 'recordId', header: 'Record id', cell: (e) => e.recordId, csv: (e) => e.recordId },
  { id: 'record', header: 'Record', cell: (e) => e.recordLabel ?? '', csv: (e) => e.recordLabel ?? '' },
];

/**
 * The platform's audit log (`/admin/people/audit-log`, needs `read` on `audit-log`: super admins): who did what to
 * which record, and when, newest first (`getAuditLog`). Filtered by person (`getAuditLogActors`), kind,
 * record type and period, and by one record ("Only this record"), counted and paged on the server, with
 * every filter in the URL (`useUrlTableState`); the filtered list exports to CSV, page or all.
 *
 * @example
 * { path: 'people/audit-log', screen: ['audit', 'AuditLogScreen'] }
 */
export function AuditLogScreen() {
  // Any day until the person picks a period (kept in the URL: `period`, `from`, `to`).
  const period = useMoneyPeriod('any', { allowAny: true });
  const table = useTable({
    operation: 'getAuditLog',
    filters: { actorId: '', kind: '', recordType: '', recordId: '' },
    init: { query: period.query },
    state: useUrlTableState(),
  });
  const people = useGetAuditLogActors();
  const { filters, setFilter } = table;
  const filtered = Object.values(filters).some(Boolean) || period.choice !== 'any';
  const personOptions = (people.data ?? []).map((p) => ({ value: String(p.id), label: actorName(p) }));
  const columns: Column<Entry>[] = [
    { id: 'createdAt', header: 'When', cell: (e) => <DateText value={e.createdAt} format="dateTime" /> },
    {
      id: 'person',
      header: 'Person',
      cell: (e) => (
        <span className="audit-log__text">
          {e.actor.name}
          <span className="audit-log__sub">{roleName(e.actor.role)}</span>
        </span>
      ),
    },
    {
      id: 'action',
      header: 'Act',
      cell: (e) => (
        <span className="audit-log__text">
          {e.action}
          <span className="audit-log__sub">{AUDIT_KIND_LABELS[e.kind]}</span>
        </span>
      ),
    },
    {
      id: 'record',
      header: 'Record',
      cell: (e) => (
        <span className="audit-log__record">
          <span className="audit-log__text">{recordWords(e)}</span>
          {filters.recordId === String(e.recordId) && filters.recordType === e.recordType ? null : (
            <RowButton
              action="Only this record"
              row={recordWords(e)}
              onClick={() => {
                setFilter('recordType', e.recordType);
                setFilter('recordId', String(e.recordId));
              }}
            />
          )}
        </span>
      ),
    },
  ];
  const bindings = tableBindings(
    table,
    <LazyTableExport table={table} filename="audit-log" columns={EXPORT_COLUMNS} />,
  );
  const count = table.status === 'succeeded' ? table.count : undefined;
  // Every filter goes, the period back to any day.
  const clearAll = () => {
    table.reset();
    period.setChoice('any');
  };
  return (
    <div className="workspace-list">
      <FiltersBar onReset={clearAll} active={filtered}>
        <TableFilter table={table} name="actorId" label="Person" allLabel="Anyone" options={personOptions} />
        <TableFilter table={table} name="kind" label="Kind" allLabel="Any kind" options={KIND_OPTIONS} />
        <TableFilter
          table={table}
          name="recordType"
          label="Record"
          allLabel="Any record"
          options={RECORD_OPTIONS}
        />
        <PeriodFilter period={period} allowAny />
      </FiltersBar>
      {people.status === 'failed' ? (
        <RetryAlert
          error={people.error}
          fallback="Could not get the people of the audit log."
          onRetry={() => void people.mutate()}
        />
      ) : null}
      {filters.recordId ? (
        <p className="audit-log__count">
          One record only: {AUDIT_RECORD_LABELS[filters.recordType as Entry['recordType']] ?? 'record'} #
          {filters.recordId}{' '}
          <button type="button" className="link-button" onClick={() => setFilter('recordId', '')}>
            Show every record
          </button>
        </p>
      ) : null}
      {count === undefined ? null : (
        <p className="audit-log__count" role="status">
          {count === 1 ? '1 act' : `${count.toLocaleString('en-NG')} acts`}
          {filtered ? ` ${count === 1 ? 'matches' : 'match'} these filters` : ' in all'}
        </p>
      )}
      <DataTable<Entry>
        caption={
          period.choice === 'any' ? 'Audit log, newest first' : `Audit log, newest first, ${period.words}`
        }
        emptyTitle="No acts"
        emptyMessage={filtered ? 'No act matches these filters.' : 'Nobody has done anything yet.'}
        getRowId={(e) => String(e.id)}
        columns={columns}
        rows={table.rows}
        {...bindings}
      />
    </div>
  );
}
