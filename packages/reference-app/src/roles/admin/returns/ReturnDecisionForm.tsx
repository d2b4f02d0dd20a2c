import { useUpdateChargebackDecision, useUpdateRefundDecision } from '@marketplace/react-hooks';
import { type Entity, formatMoney } from '@marketplace/sdk';
import { type FormEvent, useId, useState } from 'react';
import { DateText } from '../../../kit/DateText';
import { useConfirm } from '../../../kit/useConfirm';

type Return = Entity<'ReturnedOrder'>;
type Decision = Entity<'RefundDecision'>['decision'];

/** Which of the return's two decisions the form makes. */
export type ReturnDecisionKind = 'refund' | 'chargeback';

/** Props of {@link ReturnDecisionForm}. */
export interface ReturnDecisionFormProps {
  ret: Return;
  kind: ReturnDecisionKind;
  /** What the returned products are worth: the most a refund or chargeback can be. */
  value: number;
}

const DECISIONS: { value: Decision; label: string }[] = [
  { value: 'approved', label: 'Approve' },
  { value: 'declined', label: 'Decline' },
  { value: 'pending', label: 'Back to pending' },
];

const WHAT: Record<ReturnDecisionKind, { noun: string; approve: string; decline: string }> = {
  refund: {
    noun: 'refund',
    approve: 'The customer is refunded this amount.',
    decline: 'The customer gets no refund for this return.',
  },
  chargeback: {
    noun: 'chargeback',
    approve: "This amount is charged back to the merchant and taken from the store's next payout.",
    decline: 'The merchant is not charged for this return.',
  },
};

/**
 * The admin's refund decision (`updateRefundDecision`) or chargeback decision (`updateChargebackDecision`)
 * on a return: approve with an amount (the returned products' value unless changed, never more), decline or
 * put back to pending, with a reason kept on the decision; sent after a confirmation naming the amount.
 * The hook toasts the outcome and refreshes the return; on a refusal what was entered stays.
 *
 * @example
 * <ReturnDecisionForm ret={ret} kind="chargeback" value={25000} />
 */
export function ReturnDecisionForm({ ret, kind, value }: ReturnDecisionFormProps) {
  const current = kind === 'refund' ? ret.refundDecision : ret.chargebackDecision;
  const [decision, setDecision] = useState<Decision | ''>('');
  const [amount, setAmount] = useState(String(current?.amount ?? value));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const refund = useUpdateRefundDecision();
  const chargeback = useUpdateChargebackDecision();
  const mutation = kind === 'refund' ? refund : chargeback;
  const confirm = useConfirm();
  const ids = { decision: useId(), amount: useId(), reason: useId(), problem: useId() };
  const what = WHAT[kind];
  const label = kind === 'refund' ? 'Refund decision' : 'Chargeback decision';
  // A decision made is final unless reopened on purpose: the form then says so and asks again.
  const decided = current !== undefined && current.decision !== 'pending';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!decision) return setProblem(`Choose what to do with the ${what.noun}.`);
    const sum = Number(amount);
    if (decision === 'approved' && (amount.trim() === '' || !Number.isFinite(sum) || sum < 0))
      return setProblem('Enter the amount as a number of naira, 0 or more.');
    if (decision === 'approved' && sum > value)
      return setProblem(
        `The amount cannot be more than the returned products' value (${formatMoney(value)}).`,
      );
    setProblem('');
    const ok = await confirm({
      title: decided
        ? `Reopen the ${what.noun} decision on return #${ret.id}? It was ${current?.decision}${current?.decidedBy ? ` by ${current.decidedBy}` : ''}.`
        : decision === 'approved'
          ? `Approve a ${what.noun} of ${formatMoney(sum)} on return #${ret.id}?`
          : decision === 'declined'
            ? `Decline the ${what.noun} on return #${ret.id}?`
            : `Put the ${what.noun} of return #${ret.id} back to pending?`,
      message:
        decision === 'approved'
          ? what.approve
          : decision === 'declined'
            ? what.decline
            : 'The decision is undone until someone decides again.',
      confirmLabel:
        decision === 'approved'
          ? `Approve ${what.noun}`
          : decision === 'declined'
            ? `Decline ${what.noun}`
            : 'Put back to pending',
      destructive: decision === 'declined',
    });
    if (!ok) return;
    const trimmed = reason.trim();
    // The version this page saw: a decision made since (by another admin) is refused with 409 naming them.
    const body = {
      decision,
      ...(decision === 'approved' ? { amount: sum } : {}),
      ...(trimmed ? { reason: trimmed } : {}),
      previousDecidedAt: current?.decidedAt ?? null,
      ...(decided ? { reopen: true } : {}),
    };
    setBusy(true);
    try {
      await mutation.trigger({ path: { id: ret.id }, body });
      setDecision('');
      setReason('');
    } catch {
      // The hook has toasted the refusal; the form keeps what was entered.
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-decision" aria-label={label} onSubmit={onSubmit} noValidate>
      {decided ? (
        <p className="field__hint">
          {current?.decision === 'approved' ? 'Approved' : 'Declined'}
          {current?.decidedBy ? ` by ${current.decidedBy}` : ''}
          {current?.decidedAt ? (
            <>
              {' on '}
              <DateText value={current.decidedAt} />
            </>
          ) : null}
          . The decision is final: saving another one reopens it.
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={ids.decision}>Decision</label>
        <select
          id={ids.decision}
          value={decision}
          onChange={(e) => setDecision(e.target.value as Decision | '')}
          aria-invalid={problem !== '' && !decision ? true : undefined}
          aria-describedby={problem ? ids.problem : undefined}
        >
          <option value="">Choose…</option>
          {DECISIONS.filter((d) => d.value !== current?.decision).map((d) => (
            <option key={d.value} value={d.value}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
      {decision === 'approved' ? (
        <div className="field">
          <label htmlFor={ids.amount}>Amount (₦)</label>
          <span className="field__hint">At most {formatMoney(value)}, the returned products' value.</span>
          <input
            id={ids.amount}
            type="number"
            inputMode="decimal"
            min={0}
            max={value}
            step="0.01"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-describedby={problem ? ids.problem : undefined}
          />
        </div>
      ) : null}
      {decision ? (
        <div className="field">
          <label htmlFor={ids.reason}>Reason (optional)</label>
          <textarea
            id={ids.reason}
            rows={2}
            maxLength={5000}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
      ) : null}
      {problem ? (
        <p id={ids.problem} role="alert" className="field__error">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? 'Saving…' : decided ? `Reopen the ${what.noun} decision` : `Save the ${what.noun} decision`}
      </button>
    </form>
  );
}
