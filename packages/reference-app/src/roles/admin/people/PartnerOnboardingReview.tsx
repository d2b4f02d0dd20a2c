import {
  useApprovePartnerOnboarding,
  useGetAllPartners,
  useRejectPartnerOnboarding,
} from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useState } from 'react';
import { Fact } from '../../../components/Fact';
import { onboardingStage } from '../../../components/onboardingStage';
import { onboardingStatusText } from '../../../components/onboardingStatusText';
import { DateText } from '../../../kit/DateText';
import { useConfirm } from '../../../kit/useConfirm';
import { ReasonForm } from '../../../workspace/ReasonForm';
import { RecordTimeline } from '../../../workspace/RecordTimeline';
import { ApprovalPanel } from '../ApprovalPanel';

type Partner = Entity<'ShippingPartner'>;

/** Props of {@link PartnerOnboardingReview}. */
export interface PartnerOnboardingReviewProps {
  id: number;
  /** The account may decide (`update` on `shipping-partners`); else the data is shown read-only. */
  canDecide: boolean;
  onClose(): void;
}

/** A signature as given: a drawn or uploaded image, or a typed name. */
function Signature({ value, of }: { value: string | undefined; of: string }) {
  if (!value) return <>Not given</>;
  if (/^(data:image\/|https?:\/\/)/.test(value))
    return <img className="partner-review__signature" src={value} alt={`${of}'s signature`} />;
  return <>{value}</>;
}

/**
 * One shipping partner's onboarding as an admin reviews it (from `getAllPartners`, which carries the
 * submitted data): the company, the bank details money will be paid to and the certification with its
 * signatures; while it is `submitted`, "Approve onboarding" (confirmed first; the partner becomes
 * assignable) or "Reject onboarding" with the reason the partner reads (ReasonForm). A rejected partner
 * shows the reason given until it resubmits. Last, the onboarding's timeline: when the partner sent it
 * for review and who approved or rejected it (`RecordTimeline`).
 *
 * @example
 * <PartnerOnboardingReview id={12} canDecide onClose={() => write({ partner: undefined })} />
 */
export function PartnerOnboardingReview({ id, canDecide, onClose }: PartnerOnboardingReviewProps) {
  const partners = useGetAllPartners({});
  const found = partners.data?.find((p) => p.id === id);
  // A partner id the list does not hold (deleted, or a wrong link) reads as a failure with its words.
  const missing = partners.status === 'succeeded' && !found;
  const query = {
    status: missing ? ('failed' as const) : partners.status,
    error: missing ? { message: 'This shipping partner was not found.' } : partners.error,
    data: found,
    mutate: partners.mutate,
  };
  const approve = useApprovePartnerOnboarding();
  const reject = useRejectPartnerOnboarding();
  const [rejecting, setRejecting] = useState(false);
  const confirm = useConfirm();

  async function onApprove(p: Partner) {
    const name = p.shippingCompany || p.name;
    const ok = await confirm({
      title: `Approve ${name}'s onboarding?`,
      message: `${name} becomes assignable: orders can be handed to it from now on, and it is told.`,
      confirmLabel: 'Approve onboarding',
    });
    if (ok) await approve.trigger({ path: { id: p.id } }).catch(() => undefined);
  }

  return (
    <ApprovalPanel
      titleId={`partner-${id}-title`}
      title={found ? `${found.shippingCompany || found.name}: onboarding` : 'Partner onboarding'}
      query={query}
      loadingText="Loading the partner…"
      onClose={onClose}
    >
      {(p) => {
        const company = p.company;
        const bank = p.bankDetails;
        const cert = p.certification;
        const status = onboardingStage(p);
        return (
          <>
            <dl className="approval-detail__facts">
              <Fact label="Onboarding">{onboardingStatusText(status)}</Fact>
              {p.rejectionReason ? <Fact label="Reason given">{p.rejectionReason}</Fact> : null}
              <Fact label="Account email">{p.email}</Fact>
            </dl>
            {status === 'not_submitted' ? <p>This partner has not sent its onboarding yet.</p> : null}
            {company ? (
              <>
                <h3>Company</h3>
                <dl className="approval-detail__facts partner-review__facts">
                  <Fact label="Registered name">{company.companyName}</Fact>
                  <Fact label="RC number">{company.rcNumber ?? '—'}</Fact>
                  <Fact label="VAT number">{company.vatNumber ?? '—'}</Fact>
                  <Fact label="Office address">{company.officeAddress ?? '—'}</Fact>
                  <Fact label="Phone">{company.phoneNumber ?? '—'}</Fact>
                  <Fact label="Email">{company.email ?? '—'}</Fact>
                  <Fact label="Contact person">
                    {company.contactPerson
                      ? `${company.contactPerson.name}, ${company.contactPerson.designation ?? ''} ${company.contactPerson.phoneNumber ?? ''}`.trim()
                      : '—'}
                  </Fact>
                  <Fact label="Line of business">{company.lineOfBusiness ?? '—'}</Fact>
                </dl>
              </>
            ) : null}
            {bank ? (
              <>
                <h3>Bank details</h3>
                <dl className="approval-detail__facts partner-review__facts">
                  <Fact label="Bank">{bank.bankName}</Fact>
                  <Fact label="Branch">{bank.branch ?? '—'}</Fact>
                  <Fact label="Account name">{bank.accountName}</Fact>
                  <Fact label="Account number">{bank.accountNumber}</Fact>
                  {bank.swiftCodeSortCodeIban ? (
                    <Fact label="Bank code">{bank.swiftCodeSortCodeIban.code}</Fact>
                  ) : null}
                </dl>
              </>
            ) : null}
            {cert ? (
              <>
                <h3>Certification</h3>
                <dl className="approval-detail__facts partner-review__facts">
                  <Fact label="Certified by">
                    {cert.name}
                    {cert.designation ? `, ${cert.designation}` : ''}
                  </Fact>
                  <Fact label="Signature">
                    <Signature value={cert.signature} of={cert.name} />
                  </Fact>
                  <Fact label="Date">{cert.date ? <DateText value={cert.date} /> : '—'}</Fact>
                  {cert.introducedBy ? (
                    <Fact label="Introduced by">
                      {cert.introducedBy.name}{' '}
                      <Signature value={cert.introducedBy.signature} of={cert.introducedBy.name} />
                    </Fact>
                  ) : null}
                </dl>
              </>
            ) : null}
            {canDecide && status === 'submitted' && !rejecting ? (
              <div className="approval-detail__actions">
                <button
                  type="button"
                  className="button"
                  disabled={approve.isMutating}
                  onClick={() => void onApprove(p)}
                >
                  {approve.isMutating ? 'Approving…' : 'Approve onboarding'}
                </button>
                <button type="button" className="button button--secondary" onClick={() => setRejecting(true)}>
                  Reject onboarding
                </button>
              </div>
            ) : null}
            {canDecide && status === 'submitted' && rejecting ? (
              <ReasonForm
                operation="rejectPartnerOnboarding"
                mutation={reject}
                init={{ path: { id: p.id } }}
                level={3}
                title={`Reject ${p.shippingCompany || p.name}'s onboarding`}
                hint="The partner reads this on its onboarding page and in its notifications; say what to fix. It can send its details again."
                submitLabel="Reject onboarding"
                busyLabel="Rejecting…"
                onClose={() => setRejecting(false)}
              />
            ) : null}
            <RecordTimeline recordType="partner" recordId={p.id} noun="onboarding" />
          </>
        );
      }}
    </ApprovalPanel>
  );
}
