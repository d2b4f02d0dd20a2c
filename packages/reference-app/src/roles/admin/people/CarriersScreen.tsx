import {
  useAllowed,
  useGetAllDispatchers,
  useGetAllPartners,
  useGetAllShippingPartners,
} from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Column } from '../../../kit/Column';
import { ConfirmProvider } from '../../../kit/ConfirmProvider';
import { FilterSelect } from '../../../kit/FilterSelect';
import { FiltersBar } from '../../../kit/FiltersBar';
import { QueryTable } from '../../../kit/QueryTable';
import {
  AccountStatusText,
  SuspendAccountForm,
  type SuspendTarget,
  withStatusActions,
} from './AccountSuspension';
import { ShippingPartnerForm } from './ShippingPartnerForm';
import './people.css';
import { useSearchParamsWriter } from '../../../app/useSearchParam';

type Dispatcher = Entity<'Dispatcher'>;
/** What both partner lists give of a partner (the onboarded flag list's `id` is optional in the contract). */
type Partner = Pick<
  Entity<'ShippingPartner'>,
  'name' | 'email' | 'shippingCompany' | 'phoneNumber' | 'onboarded' | 'isActive' | 'suspendedReason'
> & {
  id?: number;
};

const ONBOARDED_PARAM = 'onboarded';
const ONBOARDED_OPTIONS = [
  { value: 'true', label: 'Onboarded' },
  { value: 'false', label: 'Not onboarded yet' },
];

const DISPATCHER_COLUMNS: Column<Dispatcher>[] = [
  { id: 'name', header: 'Dispatcher', cell: (d) => `${d.firstName} ${d.lastName}` },
  {
    id: 'email',
    header: 'Email',
    cell: (d) => (d.email ? <a href={`mailto:${d.email}`}>{d.email}</a> : '—'),
  },
  {
    id: 'phoneNumber',
    header: 'Phone',
    cell: (d) => (d.phoneNumber ? <a href={`tel:${d.phoneNumber}`}>{d.phoneNumber}</a> : '—'),
  },
  { id: 'isActive', header: 'Status', cell: (d) => <AccountStatusText status={d} /> },
];

const PARTNER_COLUMNS: Column<Partner>[] = [
  {
    id: 'shippingCompany',
    header: 'Company',
    cell: (p) => <span className="people-wrap">{p.shippingCompany || p.name}</span>,
  },
  { id: 'name', header: 'Contact', cell: (p) => <span className="people-wrap">{p.name}</span> },
  { id: 'email', header: 'Email', cell: (p) => <a href={`mailto:${p.email}`}>{p.email}</a> },
  {
    id: 'phoneNumber',
    header: 'Phone',
    cell: (p) => (p.phoneNumber ? <a href={`tel:${p.phoneNumber}`}>{p.phoneNumber}</a> : '—'),
  },
  { id: 'onboarded', header: 'Onboarded', cell: (p) => (p.onboarded ? 'Yes' : 'Not yet') },
  { id: 'isActive', header: 'Status', cell: (p) => <AccountStatusText status={p} /> },
];

/** The shipping partners: onboarded or not (`getAllShippingPartners`), or every one (`getAllPartners`). */
function PartnersTable({ onSuspend }: { onSuspend(target: SuspendTarget): void }) {
  const canSuspend = useAllowed('shipping-partners', 'update', 'admin');
  const [params] = useSearchParams();
  const write = useSearchParamsWriter();
  // Onboarded partners first: they are the ones orders can be assigned to.
  // `any` in the URL: every partner (no parameter: the onboarded ones).
  const asked = params.get(ONBOARDED_PARAM) ?? 'true';
  const onboarded = asked === 'any' ? '' : asked;
  const byFlag = useGetAllShippingPartners(onboarded ? { query: { onboarded: onboarded === 'true' } } : null);
  const every = useGetAllPartners(onboarded ? null : {});
  const list = onboarded ? byFlag : every;
  return (
    <>
      <FiltersBar onReset={() => write({ [ONBOARDED_PARAM]: undefined })} active={onboarded !== 'true'}>
        <FilterSelect
          label="Partners"
          allLabel="Every partner"
          value={onboarded}
          options={ONBOARDED_OPTIONS}
          onChange={(value) => write({ [ONBOARDED_PARAM]: value === 'true' ? undefined : (value ?? 'any') })}
        />
      </FiltersBar>
      <QueryTable<Partner>
        caption={
          onboarded === 'true'
            ? 'Onboarded shipping partners'
            : onboarded === 'false'
              ? 'Shipping partners not onboarded yet'
              : 'Every shipping partner'
        }
        columns={withStatusActions(
          PARTNER_COLUMNS,
          canSuspend,
          (p) => (p.id === undefined ? undefined : { id: p.id, name: p.shippingCompany || p.name }),
          onSuspend,
        )}
        query={list}
        getRowId={(p) => String(p.id ?? p.email)}
        emptyTitle="No shipping partners"
        emptyMessage={
          onboarded === 'true'
            ? 'No shipping partner has finished onboarding yet.'
            : 'No shipping partner matches.'
        }
      />
    </>
  );
}

/**
 * The carriers of the marketplace (`/admin/people/carriers`): the dispatchers, suspended ones included
 * (`getAllDispatchers?includeSuspended=true`), and the shipping partners (onboarded ones by default, those not onboarded yet, or
 * every one), with adding a shipping partner for accounts with `create` on `shipping-partners`. The page
 * needs that right too: dispatchers and schedulers read these lists to assign orders, but managing carriers
 * is an admin's work. Each row says whether the account may log in; with `update` on its resource, Suspend
 * asks for the reason (`suspendAccount`) and Reactivate confirms first (`reactivateAccount`).
 *
 * @example
 * { path: 'people/carriers', lazy: screen(admin, 'CarriersScreen') }
 */
export function CarriersScreen() {
  return (
    <ConfirmProvider>
      <CarriersPage />
    </ConfirmProvider>
  );
}

function CarriersPage() {
  const dispatchers = useGetAllDispatchers({ query: { includeSuspended: true } });
  const canAdd = useAllowed('shipping-partners', 'create', 'admin');
  const canSuspendDispatchers = useAllowed('dispatchers', 'update', 'admin');
  const [adding, setAdding] = useState(false);
  const [suspending, setSuspending] = useState<SuspendTarget>();
  return (
    <div className="workspace-list people-page">
      <SuspendAccountForm target={suspending} onClose={() => setSuspending(undefined)} />
      <section aria-labelledby="people-dispatchers">
        <h2 id="people-dispatchers">Dispatchers</h2>
        <QueryTable<Dispatcher>
          caption="Dispatchers"
          columns={withStatusActions(
            DISPATCHER_COLUMNS,
            canSuspendDispatchers,
            (d) => ({ id: d.id, name: `${d.firstName} ${d.lastName}` }),
            setSuspending,
          )}
          query={dispatchers}
          emptyTitle="No dispatchers"
          emptyMessage="No dispatcher yet. A super admin adds them under Admins."
        />
      </section>
      <section aria-labelledby="people-partners">
        <div className="people-page__head">
          <h2 id="people-partners">Shipping partners</h2>
          {canAdd && !adding ? (
            <button type="button" className="button" onClick={() => setAdding(true)}>
              Add a shipping partner
            </button>
          ) : null}
        </div>
        {canAdd && adding ? (
          <div className="people-page__form">
            <ShippingPartnerForm onDone={() => setAdding(false)} />
            <button type="button" className="button button--secondary" onClick={() => setAdding(false)}>
              Cancel
            </button>
          </div>
        ) : null}
        <PartnersTable onSuspend={setSuspending} />
      </section>
    </div>
  );
}
