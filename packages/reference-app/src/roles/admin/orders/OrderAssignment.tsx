import { useGetAllDispatchers, useGetAllShippingPartners } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { type FormEvent, useId, useState } from 'react';
import { useConfirm } from '../../../kit/useConfirm';
import { NoteField } from '../NoteField';
import { RetryAlert } from '../RetryAlert';
import { SubmitWithProblem } from '../SubmitWithProblem';
import { useAssignOrders } from './useAssignOrders';
import type { OrderDesk } from './useOrderDesk';

type Order = Entity<'Order'>;
type Target = 'platform' | 'dispatcher' | 'shippingPartner';

/** Props of {@link OrderAssignment}. */
export interface OrderAssignmentProps {
  order: Order;
  /** The account's desk: it decides which assignment call is made. */
  desk: OrderDesk;
}

const ONBOARDED = { query: { onboarded: true } };

const TARGET_LABELS: Record<Target, string> = {
  platform: 'The platform hub',
  dispatcher: 'A dispatcher',
  shippingPartner: 'A shipping partner',
};

/**
 * Hands an order on to the platform hub, a dispatcher (from `getAllDispatchers`) or an onboarded shipping
 * partner (`getAllShippingPartners({ onboarded: true })`), with a note for whoever receives it, after a
 * confirmation. The call follows the desk: a full admin uses the platform and partner calls
 * (`assignOrderToPlatform`, `assignOrderToPartner`) and the scheduler's for a dispatcher, a scheduler
 * `assignOrderAsScheduler`, a dispatcher `assignOrderAsDispatcher`. The hooks toast the outcome and refresh
 * the order and the lists; on a refusal the form keeps what was chosen.
 *
 * @example
 * <OrderAssignment order={order} desk="scheduler" />
 */
export function OrderAssignment({ order, desk }: OrderAssignmentProps) {
  const [target, setTarget] = useState<Target | ''>('');
  const [dispatcherId, setDispatcherId] = useState('');
  const [partnerId, setPartnerId] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const dispatchers = useGetAllDispatchers(target === 'dispatcher' ? {} : null);
  const partners = useGetAllShippingPartners(target === 'shippingPartner' ? ONBOARDED : null);
  const assign = useAssignOrders(desk);
  const confirm = useConfirm();
  const ids = { group: useId(), problem: useId() };
  // The admin's platform call takes no body: there is no note to send with it.
  const takesNote = !(desk === 'admin' && target === 'platform');
  const name = order.orderName ?? `#${order.id}`;

  function receiver(): string | undefined {
    if (target === 'platform') return 'the platform hub';
    if (target === 'dispatcher') {
      const d = dispatchers.data?.find((x) => String(x.id) === dispatcherId);
      return d ? `dispatcher ${d.firstName} ${d.lastName}` : undefined;
    }
    const p = partners.data?.find((x) => String(x.id) === partnerId);
    return p ? `shipping partner ${p.shippingCompany || p.name}` : undefined;
  }

  async function send() {
    const trimmed = note.trim() || undefined;
    if (target === 'dispatcher')
      return assign(order.id, { assignTo: 'dispatcher', dispatcherId: Number(dispatcherId) }, trimmed);
    if (target === 'shippingPartner')
      return assign(order.id, { assignTo: 'shippingPartner', partnerId: Number(partnerId) }, trimmed);
    return assign(order.id, { assignTo: 'platform' }, trimmed);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!target) return setProblem('Choose who receives the order.');
    if (target === 'dispatcher' && !dispatcherId) return setProblem('Choose a dispatcher.');
    if (target === 'shippingPartner' && !partnerId) return setProblem('Choose a shipping partner.');
    setProblem('');
    const to = receiver() ?? 'them';
    const ok = await confirm({
      title: `Assign order ${name} to ${to}?`,
      message:
        target === 'platform'
          ? 'The order goes to the platform hub, which takes it from the store.'
          : 'They see it in their orders at once; any carrier it had before loses it.',
      confirmLabel: 'Assign the order',
    });
    if (!ok) return;
    setBusy(true);
    try {
      await send();
      setTarget('');
      setDispatcherId('');
      setPartnerId('');
      setNote('');
    } catch {
      // The hook has toasted the refusal; the choices stay so the admin can change them and try again.
    } finally {
      setBusy(false);
    }
  }

  const list = target === 'dispatcher' ? dispatchers : target === 'shippingPartner' ? partners : undefined;
  return (
    <form className="admin-assign" aria-label={`Assign order ${name}`} onSubmit={onSubmit} noValidate>
      <fieldset aria-describedby={problem ? ids.problem : undefined}>
        <legend>Assign to</legend>
        {(Object.keys(TARGET_LABELS) as Target[]).map((value) => (
          <label key={value} className="admin-assign__option">
            <input
              type="radio"
              name={ids.group}
              value={value}
              checked={target === value}
              onChange={() => {
                setTarget(value);
                setProblem('');
              }}
            />
            {TARGET_LABELS[value]}
          </label>
        ))}
      </fieldset>
      {target === 'dispatcher' ? (
        <CarrierSelect
          label="Dispatcher"
          value={dispatcherId}
          onChange={setDispatcherId}
          invalid={problem !== '' && !dispatcherId}
          placeholder={dispatchers.status === 'loading' ? 'Loading the dispatchers…' : 'Choose a dispatcher'}
          carriers={(dispatchers.data ?? [])
            .filter((d) => d.isActive !== false)
            .map((d) => ({
              id: d.id,
              name: `${d.firstName} ${d.lastName}`,
              hasIt: order.assignedToDispatcher === true && order.dispatcherId === d.id,
            }))}
        />
      ) : null}
      {target === 'shippingPartner' ? (
        <CarrierSelect
          label="Shipping partner"
          value={partnerId}
          onChange={setPartnerId}
          invalid={problem !== '' && !partnerId}
          placeholder={
            partners.status === 'loading' ? 'Loading the partners…' : 'Choose an onboarded partner'
          }
          carriers={(partners.data ?? []).map((p) => ({
            id: p.id,
            name: p.shippingCompany || p.name,
            hasIt: order.partnerProfile?.id === p.id,
          }))}
        />
      ) : null}
      {list?.status === 'failed' ? (
        <RetryAlert error={list.error} onRetry={() => void list.mutate()} />
      ) : null}
      {list?.status === 'succeeded' && (list.data?.length ?? 0) === 0 ? (
        <p>
          {target === 'dispatcher'
            ? 'There is no active dispatcher to assign to.'
            : 'No shipping partner has finished onboarding yet.'}
        </p>
      ) : null}
      {target && takesNote ? (
        <NoteField label="Note for whoever receives it (optional)" value={note} onChange={setNote} />
      ) : null}
      <SubmitWithProblem problemId={ids.problem} problem={problem} busy={busy}>
        {busy ? 'Assigning…' : 'Assign the order'}
      </SubmitWithProblem>
    </form>
  );
}

/** The select of whom an order goes to; the one that has it now is named so, and cannot be chosen again. */
function CarrierSelect({
  label,
  value,
  onChange,
  invalid,
  placeholder,
  carriers,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  invalid: boolean;
  placeholder: string;
  carriers: readonly { id?: number; name: string; hasIt: boolean }[];
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={invalid}>
        <option value="">{placeholder}</option>
        {carriers.map((c) => (
          <option key={c.id} value={c.id} disabled={c.hasIt}>
            {c.name}
            {c.hasIt ? ' (has it now)' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}
