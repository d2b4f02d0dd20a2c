import {
  useAllowed,
  useGetAllDispatchers,
  useGetAllPartners,
  useGetAllShippingPartners,
} from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { onboardingStage } from '../../../components/onboardingStage';
import { onboardingStatusText } from '../../../components/onboardingStatusText';
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
import { PartnerOnboardingReview } from './PartnerOnboardingReview';
import { ShippingPartnerForm } from './ShippingPartnerForm';
import './people.css';
import { useSearchParamsWriter } from '../../../app/useSearchParam';

type Dispatcher = Entity<'Dispatcher'>;
/** What both partner lists give of a partner (the onboarded flag list's `id` is optional in the contract). */
type Partner = Pick<
  Entity<'ShippingPartner'>,
  | 'name'
  | 'email'
  | 'shippingCompany'
  | 'phoneNumber'
  | 'onboarded'
  | 'onboardingStatus'
  | 'isActive'
  | 'suspendedReason'
> & {
  id?: number;
};

const ONBOARDED_PARAM = 'onboarded';
const PARTNER_PARAM = 'partner';
/** The partner lists: approved (the default, those orders go to), by onboarding stage, not approved yet. */
const ONBOARDED_OPTIONS = [
  { value: 'true', label: 'Approved' },
  { value: 'submitted', label: 'Waiting for review' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'false', label: 'Not approved yet' },
];
const PARTNER_CAPTIONS: Record<string, string> = {
  true: 'Approved shipping partners',
  submitted: 'Shipping partners waiting for review',
  rejected: 'Rejected shipping partners',
  false: 'Shipping partners not approved yet',
  '': 'Every shipping partner',
};
const PARTNER_EMPTY: Record<string, string> = {
  true: 'No shipping partner has been approved yet.',
  submitted: 'No onboarding is waiting for review.',
  rejected: 'No partner is waiting to fix its onboarding.',
};

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
  { id: 'isActive', header: 'Status', cell: (p) => <AccountStatusText status={p} /> },
];

/** A partner's onboarding stage, with a link to review its data (`?partner=<id>`). */
function onboardingColumn(hrefOf: (id: number) => string): Column<Partner> {
  return {
    id: 'onboarding',
    header: 'Onboarding',
    cell: (p) => {
      const status = onboardingStage(p);
      const text = onboardingStatusText(status);
      if (p.id === undefined || status === 'not_submitted') return text;
      return (
        <Link
          to={hrefOf(p.id)}
          aria-label={`${status === 'submitted' ? 'Review' : 'Open'} the onboarding of ${p.shippingCompany || p.name}`}
        >
          {status === 'submitted' ? `${text}: review` : text}
        </Link>
      );
    },
  };
}

/**
 * The shipping partners: approved or not, or at one onboarding stage (`getAllShippingPartners`), or every
 * one (`getAllPartners`); each row's onboarding opens its review.
 */
function PartnersTable({ onSuspend }: { onSuspend(target: SuspendTarget): void }) {
  const canSuspend = useAllowed('shipping-partners', 'update', 'admin');
  const [params] = useSearchParams();
  const write = useSearchParamsWriter();
  // Approved partners first: they are the ones orders can be assigned to.
  // `any` in the URL: every partner (no parameter: the approved ones).
  const asked = params.get(ONBOARDED_PARAM) ?? 'true';
  const onboarded = asked === 'any' ? '' : asked in PARTNER_CAPTIONS ? asked : 'true';
  const stage = onboarded === 'submitted' || onboarded === 'rejected' ? onboarded : undefined;
  const byFlag = useGetAllShippingPartners(
    onboarded ? { query: stage ? { onboardingStatus: stage } : { onboarded: onboarded === 'true' } } : null,
  );
  const every = useGetAllPartners(onboarded ? null : {});
  const list = onboarded ? byFlag : every;
  const hrefOf = (id: number) => {
    const next = new URLSearchParams(params);
    next.set(PARTNER_PARAM, String(id));
    return `?${next}`;
  };
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
        caption={PARTNER_CAPTIONS[onboarded] ?? 'Every shipping partner'}
        columns={withStatusActions(
          [...PARTNER_COLUMNS.slice(0, -1), onboardingColumn(hrefOf), ...PARTNER_COLUMNS.slice(-1)],
          canSuspend,
          (p) => (p.id === undefined ? undefined : { id: p.id, name: p.shippingCompany || p.name }),
          onSuspend,
        )}
        query={list}
        getRowId={(p) => String(p.id ?? p.email)}
        emptyTitle="No shipping partners"
        emptyMessage={PARTNER_EMPTY[onboarded] ?? 'No shipping partner matches.'}
      />
    </>
  );
}

/**
 * The carriers of the marketplace (`/admin/people/carriers`): the dispatchers, suspended ones included
 * (`getAllDispatchers?includeSuspended=true`), and the shipping partners (approved ones by default, those
 * waiting for review, rejected, not approved yet, or every one), each partner's onboarding reviewed from
 * its row (`?partner=<id>`: approve, or reject with a reason), with adding a shipping partner for accounts with `create` on `shipping-partners`. The page
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
        <PartnerReviewFromUrl />
        <PartnersTable onSuspend={setSuspending} />
      </section>
    </div>
  );
}

/** The review of the partner named in the URL (`?partner=<id>`), above the list. */
function PartnerReviewFromUrl() {
  const [params] = useSearchParams();
  const write = useSearchParamsWriter();
  const canDecide = useAllowed('shipping-partners', 'update', 'admin');
  const id = Number(params.get(PARTNER_PARAM));
  if (!(id > 0)) return null;
  return (
    <PartnerOnboardingReview
      key={id}
      id={id}
      canDecide={canDecide}
      onClose={() => write({ [PARTNER_PARAM]: undefined })}
    />
  );
}
