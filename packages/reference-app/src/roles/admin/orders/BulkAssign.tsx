import { useGetAllDispatchers, useGetAllShippingPartners } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useId, useState } from 'react';
import { useConfirm } from '../../../kit/useConfirm';
import type { AssignTarget } from './useAssignOrders';

type Order = Entity<'Order'>;

const ONBOARDED = { query: { onboarded: true } };

/** Props of {@link BulkAssign}. */
export interface BulkAssignProps {
  /**
   * The orders chosen when the assignment starts: the rows ticked, or every order matching the filter
   * gathered then (rejects with the list's message).
   */
  orders(): Promise<readonly Order[]>;
  busy: boolean;
  /** While every matching order is gathered: how many so far, and of how many. */
  gathering?: { done: number; total: number } | undefined;
  /** Assigns them all (after the confirmation). */
  onAssign(orders: readonly Order[], target: AssignTarget, receiver: string): void;
}

/** A carrier's load in words. */
const load = (n: number | undefined) =>
  n === undefined ? '' : ` (${n} open ${n === 1 ? 'order' : 'orders'})`;

/**
 * The bulk action of the orders list: one carrier for every selected order (or every order matching the
 * filter), a dispatcher or an onboarded shipping partner, each offered with its current load
 * (`openOrders`), then one confirmation naming how many orders go to whom.
 *
 * @example
 * <BulkAssign orders={() => scope.rows(picked)} busy={bulk.busy} onAssign={(orders, target, who) => run(orders)} />
 */
export function BulkAssign({ orders: chosen, busy, gathering, onAssign }: BulkAssignProps) {
  const [choice, setChoice] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const dispatchers = useGetAllDispatchers({});
  const partners = useGetAllShippingPartners(ONBOARDED);
  const confirm = useConfirm();
  const id = useId();
  const carriers = [
    ...(dispatchers.data ?? [])
      .filter((d) => d.isActive !== false)
      .map((d) => ({
        value: `dispatcher:${d.id}`,
        label: `Dispatcher ${d.firstName} ${d.lastName}${load(d.openOrders)}`,
        name: `dispatcher ${d.firstName} ${d.lastName}`,
      })),
    ...(partners.data ?? []).map((p) => ({
      value: `shippingPartner:${p.id}`,
      label: `Partner ${p.shippingCompany || p.name}${load(p.openOrders)}`,
      name: `shipping partner ${p.shippingCompany || p.name}`,
    })),
  ];

  async function assign() {
    const carrier = carriers.find((c) => c.value === choice);
    if (!carrier) return;
    setProblem(undefined);
    let orders: readonly Order[];
    try {
      orders = await chosen();
    } catch (caught) {
      setProblem((caught as Error).message);
      return;
    }
    if (orders.length === 0) {
      setProblem('No order matches any more: the list has changed.');
      return;
    }
    const [kind, raw] = choice.split(':') as ['dispatcher' | 'shippingPartner', string];
    const n = orders.length;
    const ok = await confirm({
      title: `Assign ${n} ${n === 1 ? 'order' : 'orders'} to ${carrier.name}?`,
      message: 'They see them in their orders at once; any carrier an order had before loses it.',
      confirmLabel: 'Assign',
    });
    if (!ok) return;
    onAssign(
      orders,
      kind === 'dispatcher'
        ? { assignTo: 'dispatcher', dispatcherId: Number(raw) }
        : { assignTo: 'shippingPartner', partnerId: Number(raw) },
      carrier.name,
    );
  }

  const loading = dispatchers.status === 'loading' || partners.status === 'loading';
  return (
    <div className="bulk-assign">
      <label htmlFor={id}>Assign to</label>
      <select id={id} value={choice} onChange={(e) => setChoice(e.target.value)}>
        <option value="">{loading ? 'Loading the carriers…' : 'Choose a carrier'}</option>
        {carriers.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button"
        disabled={busy || gathering !== undefined || !choice}
        onClick={() => void assign()}
      >
        {gathering ? `Gathering ${gathering.done} of ${gathering.total}…` : 'Assign selected'}
      </button>
      {dispatchers.status === 'failed' || partners.status === 'failed' ? (
        <p role="alert">{(dispatchers.error ?? partners.error)?.message}</p>
      ) : null}
      {problem ? <p role="alert">{problem}</p> : null}
    </div>
  );
}
