import { useGetAllDispatchers, useGetAllShippingPartners } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { type FormEvent, useId, useState } from 'react';
import { useConfirm } from '../../../kit/useConfirm';
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
 * Hands an order on to the platform hub, a dispatcher (from `getAllDispatchers`) or a shipping partner an
 * admin approved (`getAllShippingPartners({ onboarded: true })`), with a note for whoever receives it, after a
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
  const ids = { group: useId(), dispatcher: useId(), partner: useId(), note: useId(), problem: useId() };
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
    } catch (error) {
      // The choices stay so the admin can change them and try again; the refusal says why, in the form.
      setProblem(error instanceof Error ? error.message : 'The order could not be assigned.');
    } finally {
      setBusy(false);
    }
  }

  const list = target === 'dispatcher' ? dispatchers : target === 'shippingPartner' ? partners : undefined;
  return (
    <form className="admin-assign" aria-label={`Assign order ${name}`} onSubmit={onSubmit} noValidate>
      <fieldset aria-describedby={problem ? ids.problem : undefined}>
        <legend>Assign to</legend>
        {(Object.keys(TARGET_LABELS) as Target[])
          // A dispatcher hands on to the hub or another dispatcher; partners are the scheduler's and admins'.
          .filter((value) => desk !== 'dispatcher' || value !== 'shippingPartner')
          .map((value) => (
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
        <div className="field">
          <label htmlFor={ids.dispatcher}>Dispatcher</label>
          <select
            id={ids.dispatcher}
            value={dispatcherId}
            onChange={(e) => setDispatcherId(e.target.value)}
            aria-invalid={problem !== '' && !dispatcherId}
          >
            <option value="">
              {dispatchers.status === 'loading' ? 'Loading the dispatchers…' : 'Choose a dispatcher'}
            </option>
            {(dispatchers.data ?? [])
              .filter((d) => d.isActive !== false)
              .map((d) => (
                <option
                  key={d.id}
                  value={d.id}
                  disabled={order.assignedToDispatcher && order.dispatcherId === d.id}
                >
                  {d.firstName} {d.lastName}
                  {order.assignedToDispatcher && order.dispatcherId === d.id ? ' (has it now)' : ''}
                </option>
              ))}
          </select>
        </div>
      ) : null}
      {target === 'shippingPartner' ? (
        <div className="field">
          <label htmlFor={ids.partner}>Shipping partner</label>
          <select
            id={ids.partner}
            value={partnerId}
            onChange={(e) => setPartnerId(e.target.value)}
            aria-invalid={problem !== '' && !partnerId}
          >
            <option value="">
              {partners.status === 'loading' ? 'Loading the partners…' : 'Choose an approved partner'}
            </option>
            {(partners.data ?? []).map((p) => (
              <option key={p.id} value={p.id} disabled={order.partnerProfile?.id === p.id}>
                {p.shippingCompany || p.name}
                {order.partnerProfile?.id === p.id ? ' (has it now)' : ''}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {list?.status === 'failed' ? (
        <p role="alert">
          {list.error?.message}{' '}
          <button type="button" className="button button--secondary" onClick={() => void list.mutate()}>
            Try again
          </button>
        </p>
      ) : null}
      {list?.status === 'succeeded' && (list.data?.length ?? 0) === 0 ? (
        <p>
          {target === 'dispatcher'
            ? 'There is no active dispatcher to assign to.'
            : 'No shipping partner is approved yet: an admin reviews their onboarding under Carriers.'}
        </p>
      ) : null}
      {target && takesNote ? (
        <div className="field">
          <label htmlFor={ids.note}>Note for whoever receives it (optional)</label>
          <textarea
            id={ids.note}
            rows={2}
            maxLength={5000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
      ) : null}
      {problem ? (
        <p id={ids.problem} role="alert" className="field__error">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? 'Assigning…' : 'Assign the order'}
      </button>
    </form>
  );
}
