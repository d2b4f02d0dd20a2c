import {
  useAllowed,
  useApplyToHub,
  useGetAllHubs,
  useGetMerchantOnboardingInfo,
} from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useId, useState } from 'react';
import { ErrorState } from '../../../components/ErrorState';
import { DateText } from '../../../kit/DateText';
import { placeText } from '../../../kit/placeText';
import { useConfirm } from '../../../kit/useConfirm';
import { RecordTimeline } from '../../../workspace/RecordTimeline';

/** Props of {@link HubMembership}. */
export interface HubMembershipProps {
  /** The merchant's store (its `hubId` is the hub it belongs to). */
  store: Entity<'Store'>;
  /** Whether the account may apply (`update` on `stores`). */
  canApply: boolean;
}

/**
 * The platform hub the store belongs to (its pickup and dispatch centre, `getAllHubs`), and applying to
 * one (`applyToHub`, confirmed): the application then waits for an admin, and its state (the latest one,
 * from `getMerchantOnboardingInfo` after a reload) shows here with its timeline (who applied, who
 * decided, and when: `RecordTimeline`); no second application while one waits. A refusal (a hub not taking stores) shows the server's message.
 *
 * @example
 * <HubMembership store={profile.store} canApply={canUpdate} />
 */
export function HubMembership({ store, canApply }: HubMembershipProps) {
  const hubs = useGetAllHubs();
  const apply = useApplyToHub();
  const confirm = useConfirm();
  const selectId = useId();
  const [hubId, setHubId] = useState('');
  const list = hubs.data ?? [];
  const member = list.find((hub) => hub.id === store.hubId);
  const open = list.filter((hub) => hub.isActive !== false && hub.id !== store.hubId);
  // The latest application: the one just sent, else the one the onboarding info reports (after a reload).
  const info = useGetMerchantOnboardingInfo();
  const application = apply.data ?? info.data?.hubApplication;
  const pending = application?.status === 'pending';
  // The application's timeline needs `read` on `hubs` (the store's owner holds it; staff as their role says).
  const canReadHubs = useAllowed('hubs', 'read');

  async function onApply() {
    const hub = list.find((h) => String(h.id) === hubId);
    if (!hub) return;
    const ok = await confirm({
      title: `Apply to ${hub.name}?`,
      message: `Your store's parcels would be picked up and dispatched through ${hub.name}${
        hub.address ? ` (${placeText(hub.address)})` : ''
      }. An admin reviews the application.`,
      confirmLabel: 'Apply',
    });
    if (!ok) return;
    await apply.trigger({ body: { hubId: hub.id } }).catch(() => undefined);
  }

  return (
    <section aria-labelledby="hub-title">
      <h2 id="hub-title">Hub</h2>
      {hubs.status === 'failed' ? (
        <ErrorState
          message={hubs.error?.message ?? 'Could not get the hubs.'}
          onRetry={() => void hubs.mutate()}
        />
      ) : (
        <p>
          {store.hubId == null
            ? 'Your store belongs to no hub yet: apply to the one nearest to you.'
            : `Your store belongs to ${member?.name ?? `hub ${store.hubId}`}${
                member?.phoneNumber ? ` (phone ${member.phoneNumber})` : ''
              }.`}
        </p>
      )}
      {application ? (
        <p className="store-hub__application" role="status">
          Your application to {application.hubName ?? 'the hub'}{' '}
          {pending
            ? 'is waiting for an admin'
            : application.status === 'rejected'
              ? 'was not approved'
              : 'was approved'}
          {application.createdAt ? (
            <>
              {' '}
              (sent <DateText value={application.createdAt} />)
            </>
          ) : null}
          .
          {application.rejectionReason ? (
            <>
              {' '}
              <strong>Reason:</strong> {application.rejectionReason} You may apply again.
            </>
          ) : null}
        </p>
      ) : null}
      {application && canReadHubs ? (
        <RecordTimeline
          recordType="hub-application"
          recordId={application.id}
          noun="hub application"
          title="Timeline of the application"
        />
      ) : null}
      {apply.status === 'failed' ? (
        <p className="store-hub__refused" role="alert">
          {apply.error?.message}
        </p>
      ) : null}
      {canApply && open.length > 0 && !pending ? (
        <div className="store-hub__apply">
          <div className="field">
            <label htmlFor={selectId}>{store.hubId == null ? 'Hub to join' : 'Move to another hub'}</label>
            <select id={selectId} value={hubId} onChange={(event) => setHubId(event.target.value)}>
              <option value="">Choose a hub</option>
              {open.map((hub) => (
                <option key={hub.id} value={hub.id}>
                  {hub.name}
                  {hub.address ? `, ${placeText(hub.address)}` : ''}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="button"
            disabled={!hubId || apply.status === 'loading'}
            onClick={() => void onApply()}
          >
            {apply.status === 'loading' ? 'Applying…' : 'Apply to this hub'}
          </button>
        </div>
      ) : null}
    </section>
  );
}
