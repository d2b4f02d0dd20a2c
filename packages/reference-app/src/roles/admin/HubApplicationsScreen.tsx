import {
  useAllowed,
  useApproveHub,
  useGetAllHubs,
  useGetHubStores,
  useGetPendingHubApplications,
  useRejectHubApplication,
} from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Column } from '../../kit/Column';
import { DateText } from '../../kit/DateText';
import { FilterSelect } from '../../kit/FilterSelect';
import { QueryTable } from '../../kit/QueryTable';
import { StatusBadge } from '../../kit/StatusBadge';
import { storeApprovalStatus } from '../../kit/storeApprovalStatus';
import { useConfirm } from '../../kit/useConfirm';
import './approvals.css';
import { useSearchParamsWriter } from '../../app/useSearchParam';
import { ReasonForm } from '../../workspace/ReasonForm';
import { RecordTimeline } from '../../workspace/RecordTimeline';
import { TimelineButton } from '../../workspace/TimelineButton';
import { LoadFailed } from './ApprovalPanel';

type HubApplication = Entity<'HubApplication'>;
type Store = Entity<'Store'>;

const STORE_COLUMNS: Column<Store>[] = [
  { id: 'storeName', header: 'Store', cell: (s) => s.storeName, sortable: true },
  { id: 'storePhoneNumber', header: 'Phone', cell: (s) => s.storePhoneNumber ?? '—' },
  {
    id: 'location',
    header: 'Location',
    cell: (s) =>
      [s.shippingLocation?.street, s.shippingLocation?.city, s.shippingLocation?.state]
        .filter(Boolean)
        .join(', ') || '—',
  },
  {
    id: 'approval',
    header: 'Approval',
    cell: (s) => <StatusBadge kind="storeApproval" status={storeApprovalStatus(s)} />,
  },
];

/**
 * The admin's hub applications (`/admin/approvals/hubs`, needs `update` on `hubs`): the stores' pending
 * applications to join a hub, each approved after a confirmation (the approved one leaves the list, the
 * hook toasts the result) or rejected with the reason its merchant reads, each with its timeline (who applied
 * and when: `RecordTimeline`), and the stores of a hub, chosen in a select or from an application
 * (`?hub=<id>`, so the choice survives a reload).
 *
 * @example
 * { path: 'approvals/hubs', lazy: screen(admin, 'HubApplicationsScreen') }
 */
export function HubApplicationsScreen() {
  const [params] = useSearchParams();
  const write = useSearchParamsWriter();
  const hubId = Number(params.get('hub')) || undefined;
  const applications = useGetPendingHubApplications();
  const hubs = useGetAllHubs();
  const approve = useApproveHub();
  const reject = useRejectHubApplication();
  const [rejecting, setRejecting] = useState<HubApplication>();
  const [shown, setShown] = useState<HubApplication>();
  const canApprove = useAllowed('hubs', 'update');
  const confirm = useConfirm();

  const showHub = (id: number | undefined) => write({ hub: id });

  async function onApprove(application: HubApplication) {
    const store = application.storeName ?? `Store ${application.storeId}`;
    const hub = application.hubName ?? `hub ${application.hubId}`;
    const ok = await confirm({
      title: `Approve ${store} for ${hub}?`,
      message: `${store} joins ${hub}: its orders are picked up through this hub from now on.`,
      confirmLabel: 'Approve application',
    });
    if (!ok) return;
    // The hook toasts the answer and refetches the pending list, which no longer holds this application.
    await approve.trigger({ path: { id: application.id } }).catch(() => undefined);
  }

  const columns: Column<HubApplication>[] = [
    {
      id: 'storeName',
      header: 'Store',
      cell: (a) => a.storeName ?? `Store ${a.storeId}`,
      sortable: true,
    },
    {
      id: 'hubName',
      header: 'Hub',
      cell: (a) => (
        <button type="button" className="approval-link-button" onClick={() => showHub(a.hubId)}>
          {a.hubName ?? `Hub ${a.hubId}`}
          <span className="visually-hidden">: show its stores</span>
        </button>
      ),
      sortable: true,
    },
    {
      id: 'createdAt',
      header: 'Applied',
      cell: (a) => (a.createdAt ? <DateText value={a.createdAt} /> : '—'),
      sortable: true,
    },
    {
      id: 'actions',
      header: 'Action',
      cell: (a) => (
        <div className="approval-detail__actions">
          <TimelineButton
            of={`${nameOf(a)}'s application`}
            open={shown?.id === a.id}
            onToggle={() => setShown(shown?.id === a.id ? undefined : a)}
          />
          {canApprove ? (
            <>
              <button
                type="button"
                className="button"
                aria-label={`Approve ${nameOf(a)}`}
                disabled={approve.isMutating}
                onClick={() => void onApprove(a)}
              >
                Approve
              </button>
              <button
                type="button"
                className="button button--secondary"
                aria-label={`Reject ${nameOf(a)}`}
                onClick={() => setRejecting(a)}
              >
                Reject
              </button>
            </>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <div className="workspace-list">
      {rejecting ? (
        <ReasonForm
          key={rejecting.id}
          operation="rejectHubApplication"
          mutation={reject}
          init={{ path: { id: rejecting.id } }}
          title={`Reject ${nameOf(rejecting)} for ${rejecting.hubName ?? `hub ${rejecting.hubId}`}`}
          hint="The merchant reads this beside their hub and in their notifications; they may apply again."
          submitLabel="Reject application"
          busyLabel="Rejecting…"
          onClose={() => setRejecting(undefined)}
        />
      ) : null}
      <QueryTable<HubApplication>
        caption="Hub applications waiting for approval, oldest first"
        columns={columns}
        query={applications}
        emptyTitle="Nothing waiting"
        emptyMessage="No store is waiting to join a hub."
      />
      {shown ? (
        <RecordTimeline
          recordType="hub-application"
          recordId={shown.id}
          noun="hub application"
          title={`Timeline of ${nameOf(shown)}'s application to ${shown.hubName ?? `hub ${shown.hubId}`}`}
        />
      ) : null}
      <section className="approval-section" aria-labelledby="hub-stores-title">
        <h2 id="hub-stores-title">Stores of a hub</h2>
        {hubs.status === 'failed' ? (
          <LoadFailed query={hubs} />
        ) : (
          <FilterSelect
            label="Hub"
            allLabel="Choose a hub"
            value={hubId ? String(hubId) : ''}
            options={(hubs.data ?? []).map((h) => ({ value: String(h.id), label: h.name }))}
            onChange={(v) => showHub(v ? Number(v) : undefined)}
          />
        )}
        {hubId ? <HubStores hubId={hubId} hubName={hubs.data?.find((h) => h.id === hubId)?.name} /> : null}
      </section>
    </div>
  );
}

const nameOf = (a: HubApplication) => a.storeName ?? `store ${a.storeId}`;

function HubStores({ hubId, hubName }: { hubId: number; hubName: string | undefined }) {
  const stores = useGetHubStores({ path: { id: hubId } });
  return (
    <QueryTable<Store>
      caption={`Stores of ${hubName ?? `hub ${hubId}`}`}
      columns={STORE_COLUMNS}
      query={stores}
      emptyTitle="No stores"
      emptyMessage="No store belongs to this hub yet."
    />
  );
}
