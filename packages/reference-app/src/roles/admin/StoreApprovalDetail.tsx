import {
  useApproveStore,
  useGetMerchantStoreData,
  useGetStoreForApproval,
  useRejectStore,
} from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useState } from 'react';
import { actorName } from '../../components/actorName';
import { DateText } from '../../kit/DateText';
import { StatusBadge } from '../../kit/StatusBadge';
import { storeApprovalStatus } from '../../kit/storeApprovalStatus';
import { useConfirm } from '../../kit/useConfirm';
import { ReasonForm } from '../../workspace/ReasonForm';
import { RecordTimeline } from '../../workspace/RecordTimeline';
import { ApprovalPanel, LoadFailed } from './ApprovalPanel';
import { PaymentCategoryForm } from './PaymentCategoryForm';
import { type Approver, storeApprovalStep } from './storeApprovalStep';

type Address = Entity<'HomeAddress'>;

/** Props of {@link StoreApprovalDetail}. */
export interface StoreApprovalDetailProps {
  id: number;
  /** Who looks, and the approvals their permissions let them give (see {@link useStoreApprover}). */
  who: Approver;
  onClose(): void;
}

const addressText = (a: Partial<Address>) =>
  [a.street, a.LGA, a.state, a.country].filter(Boolean).join(', ') || '—';

/**
 * One store as its approver checks it (`getStoreForApproval`, its merchant through
 * `getMerchantStoreData`): the store, its location and hub, the merchant with their identity document and
 * proof of address, home and pickup addresses; the two approval steps (the first approval by an admin, the
 * second by an approver, each shown as its own step) with the next one offered only to an account that may
 * give it (`storeApprovalStep`: else a note says why, e.g. the second needs a second-level approver other
 * than the first; confirmed first, the hook toasts the server's answer); and the merchant's payment
 * category (`update` on `stores`). "Reject store" asks for the reason the merchant reads (`rejectStore`);
 * a rejected store shows that reason and may still be approved. Last, the store's timeline: who approved
 * or rejected it, and when (`RecordTimeline`).
 *
 * @example
 * <StoreApprovalDetail id={31} who={useStoreApprover()} onClose={() => setOpen(undefined)} />
 */
export function StoreApprovalDetail({ id, who, onClose }: StoreApprovalDetailProps) {
  const canUpdate = who.canApprove;
  const store = useGetStoreForApproval({ path: { id } });
  const s = store.data;
  const merchant = useGetMerchantStoreData(s?.merchantId ? { path: { id: s.merchantId } } : null);
  const approve = useApproveStore();
  const reject = useRejectStore();
  const [rejecting, setRejecting] = useState(false);
  const confirm = useConfirm();

  const status = s ? storeApprovalStatus(s) : undefined;
  async function onApprove() {
    if (!s) return;
    const step = s.firstApproval ? 'second' : 'first';
    const ok = await confirm({
      title: `Give ${s.storeName} its ${step} approval?`,
      message:
        step === 'first'
          ? `${s.storeName} gets its first approval; an approver then gives the second.`
          : `${s.storeName} gets its second approval and is fully approved.`,
      confirmLabel: `Give ${step} approval`,
    });
    if (!ok) return;
    await approve.trigger({ path: { id: s.id } }).catch(() => undefined);
  }

  const m = merchant.data;
  return (
    <ApprovalPanel
      titleId={`store-${id}-title`}
      title={s ? s.storeName : 'Store detail'}
      query={store}
      loadingText="Loading the store…"
      onClose={onClose}
    >
      {(s) => (
        <>
          {s.logo ? <img src={s.logo} alt={`${s.storeName} logo`} width={80} height={80} /> : null}
          <dl className="approval-detail__facts">
            <dt>Approval</dt>
            <dd>{status ? <StatusBadge kind="storeApproval" status={status} /> : null}</dd>
            {s.rejectionReason ? (
              <>
                <dt>Reason given</dt>
                <dd>{s.rejectionReason}</dd>
              </>
            ) : null}
            <dt>Phone</dt>
            <dd>{s.storePhoneNumber ?? '—'}</dd>
            <dt>Shipping location</dt>
            <dd>{s.shippingLocation ? addressText(s.shippingLocation) : '—'}</dd>
            <dt>Physical shop</dt>
            <dd>{s.isPhysicalLocation ? 'Yes' : 'No'}</dd>
            <dt>Opened</dt>
            <dd>
              <DateText value={s.createdAt} />
            </dd>
          </dl>

          <h3>Approval steps</h3>
          <ol className="approval-steps">
            <li>
              First approval, by an admin: <strong>{s.firstApproval ? 'given' : 'waiting'}</strong>
              <ApprovalSigner by={s.firstApprovedBy} />
            </li>
            <li>
              Second approval, by an approver: <strong>{s.secondApproval ? 'given' : 'waiting'}</strong>
              <ApprovalSigner by={s.secondApprovedBy} />
            </li>
          </ol>
          {s.firstApproval && s.secondApproval ? (
            <p>This store has both approvals.</p>
          ) : canUpdate ? (
            <div className="approval-detail__actions">
              <NextApproval
                store={s}
                who={who}
                busy={approve.isMutating}
                onApprove={() => void onApprove()}
              />
              {/* A rejected store carries its reason: it is rejected once, until the merchant mends it. */}
              {s.rejectionReason === undefined && !rejecting ? (
                <button type="button" className="button button--secondary" onClick={() => setRejecting(true)}>
                  Reject store
                </button>
              ) : null}
            </div>
          ) : null}
          {canUpdate &&
          rejecting &&
          s.rejectionReason === undefined &&
          !(s.firstApproval && s.secondApproval) ? (
            <ReasonForm
              operation="rejectStore"
              mutation={reject}
              init={{ path: { id: s.id } }}
              level={3}
              title={`Reject ${s.storeName}`}
              hint="The merchant reads this on their store and in their notifications; say what to change. Their next save sends the store back to you."
              submitLabel="Reject store"
              busyLabel="Rejecting…"
              onClose={() => setRejecting(false)}
            />
          ) : null}

          <h3>Merchant</h3>
          {merchant.status === 'failed' ? (
            <LoadFailed query={merchant} />
          ) : !m ? (
            <p aria-busy="true">{s.merchantId ? 'Loading the merchant…' : 'No merchant is linked.'}</p>
          ) : (
            <>
              <dl className="approval-detail__facts">
                <dt>Name</dt>
                <dd>
                  {m.firstName} {m.lastName}
                </dd>
                <dt>Email</dt>
                <dd>{m.email}</dd>
                <dt>Phone</dt>
                <dd>{m.phoneNumber ?? '—'}</dd>
                <dt>Verified</dt>
                <dd>{m.isVerified ? 'Yes' : 'No'}</dd>
                <dt>Registered business</dt>
                <dd>{m.store?.isRegisteredBusiness ? 'Yes' : 'No'}</dd>
                <dt>Office address</dt>
                <dd>{m.store?.officeAddress ?? '—'}</dd>
              </dl>
              <h4>Documents</h4>
              <ul>
                <li>
                  Identity document: {m.idDocumentType ?? 'not given'}
                  {m.idDocumentNumber ? ` (${m.idDocumentNumber})` : ''}
                  {m.idDocumentUrl ? (
                    <>
                      {' '}
                      <a href={m.idDocumentUrl} target="_blank" rel="noreferrer">
                        Open identity document
                      </a>
                    </>
                  ) : null}
                </li>
                <li>
                  Proof of address:{' '}
                  {m.proofOfAddress ? (
                    <a href={m.proofOfAddress} target="_blank" rel="noreferrer">
                      Open proof of address
                    </a>
                  ) : (
                    'not given'
                  )}
                </li>
              </ul>
              <h4>Locations</h4>
              <ul>
                {(m.homeAddress ?? []).map((a) => (
                  <li key={`home-${addressText(a)}`}>Home: {addressText(a)}</li>
                ))}
                {(m.pickupLocation ?? []).map((a) => (
                  <li key={`pickup-${addressText(a)}`}>Pickup: {addressText(a)}</li>
                ))}
                {!m.homeAddress?.length && !m.pickupLocation?.length ? <li>No address given.</li> : null}
              </ul>
              <PaymentCategoryForm merchantId={m.id} current={s.paymentCategory} readOnly={!canUpdate} />
            </>
          )}
          <RecordTimeline recordType="store" recordId={s.id} noun="store" />
        </>
      )}
    </ApprovalPanel>
  );
}

/** The store's next approval as a button for an account that may give it, else a note saying why not. */
function NextApproval({
  store,
  who,
  busy,
  onApprove,
}: {
  store: Entity<'Store'>;
  who: Approver;
  busy: boolean;
  onApprove(): void;
}) {
  const next = storeApprovalStep(store, who);
  if (!next.allowed) return <p className="approval-note">{next.why}</p>;
  return (
    <button type="button" className="button" disabled={busy} onClick={onApprove}>
      {busy ? 'Approving…' : `Give ${next.step} approval`}
    </button>
  );
}

/** Who gave an approval step and when: ", by Tunde Bakare (Admin) on 3 Nov 2026, 10:15". */
function ApprovalSigner({ by }: { by: Entity<'Store'>['firstApprovedBy'] }) {
  if (!by) return null;
  return (
    <>
      {' '}
      by {by.role ? actorName({ name: by.name, role: by.role }) : by.name}
      {by.at ? (
        <>
          {' '}
          on <DateText value={by.at} format="dateTime" />
        </>
      ) : null}
    </>
  );
}
