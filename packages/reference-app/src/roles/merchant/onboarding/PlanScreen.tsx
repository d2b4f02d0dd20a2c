import {
  useAllowed,
  useGetMerchantPricingPlan,
  useGetMerchantSubscription,
  useGetPricingPlans,
  useStartPlanPayment,
  useTable,
  useUpdateMerchantPricing,
} from '@marketplace/react-hooks';
import { type Entity, formatMoney } from '@marketplace/sdk';
import { useState } from 'react';
import { ErrorState } from '../../../components/ErrorState';
import { callbackUrl, providerRedirect } from '../../../components/providerRedirect';
import { QueryState } from '../../../components/QueryState';
import type { Column } from '../../../kit/Column';
import { DataTable } from '../../../kit/DataTable';
import { DateText } from '../../../kit/DateText';
import { Money } from '../../../kit/Money';
import { tableBindings } from '../../../kit/tableBindings';
import { useConfirm } from '../../../kit/useConfirm';
import { useUrlTableState } from '../../../workspace/useUrlTableState';
import { PlanPaymentReturn } from './PlanPaymentReturn';
import './onboarding.css';

type Plan = Entity<'PricingPlan'>;
type Subscription = Entity<'Subscription'>;

const STATUS_NAMES: Readonly<Record<Subscription['status'], string>> = {
  active: 'Active',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** "₦5,000.00 a monthly cycle" reads badly: the price with its cycle, or "Free". */
function priceText(plan: Plan): string {
  if (plan.amount === 0) return 'Free';
  return plan.billingCycle ? `${formatMoney(plan.amount)} ${plan.billingCycle}` : formatMoney(plan.amount);
}

/** The plan's price and commission, as the questions before choosing it say them. */
function termsText(plan: Plan): string {
  const commission =
    plan.commissionPercentage !== undefined ? `, ${plan.commissionPercentage}% commission on each sale` : '';
  return `${priceText(plan)}${commission}`;
}

/**
 * The merchant's plan (`/merchant/plan`, needs `read` on `subscriptions`): the current subscription, the
 * pricing plans side by side with the current one marked, choosing another (confirmed; a free plan
 * through `updateMerchantPricing`, a paid one paid first on the card provider's page through
 * `startPlanPayment`, then back here with the payment's outcome; `update` on `subscriptions`), and the
 * subscription history.
 *
 * @example
 * { path: 'plan', lazy: screen(merchant, 'PlanScreen') }
 */
export function PlanScreen() {
  return (
    <div className="merchant-plan">
      <PlanPaymentReturn>
        <CurrentSubscription />
        <PlanChoice />
        <SubscriptionHistory />
      </PlanPaymentReturn>
    </div>
  );
}

function CurrentSubscription() {
  const subscription = useGetMerchantSubscription();
  return (
    <section aria-labelledby="subscription-title">
      <h2 id="subscription-title">Your subscription</h2>
      <QueryState
        query={subscription}
        loadingLabel="Loading your subscription"
        fallbackMessage="Could not get your subscription."
        notFound={<p>You have no subscription yet: choose a plan below.</p>}
      >
        {(s) => (
          <dl className="subscription-facts">
            <dt>Plan</dt>
            <dd>{s.planName ?? `Plan ${s.pricingPlanId}`}</dd>
            <dt>Status</dt>
            <dd>{STATUS_NAMES[s.status] ?? s.status}</dd>
            <dt>Amount</dt>
            <dd>
              <Money amount={s.amount} />
            </dd>
            <dt>Period</dt>
            <dd>
              {s.startDate ? <DateText value={s.startDate} /> : '—'} to{' '}
              {s.endDate ? <DateText value={s.endDate} /> : '—'}
            </dd>
          </dl>
        )}
      </QueryState>
    </section>
  );
}

function PlanChoice() {
  const plans = useGetPricingPlans();
  const current = useGetMerchantPricingPlan();
  const choose = useUpdateMerchantPricing();
  const pay = useStartPlanPayment();
  const [leaving, setLeaving] = useState(false);
  const canChoose = useAllowed('subscriptions', 'update', 'merchant');
  const confirm = useConfirm();
  // A 404 means no plan was chosen yet; any other failure leaves "current" unknown, said below.
  const currentId = current.data?.id;
  const currentUnknown = current.status === 'failed' && current.error?.status !== 404;

  async function onChoose(plan: Plan) {
    if (plan.amount > 0) {
      // A paid plan starts once paid: on the card provider's page, back here with the reference.
      const sure = await confirm({
        title: `Pay for ${plan.name}?`,
        message: `${termsText(plan)}. You pay on the card provider's page; ${plan.name} starts as soon as the payment is approved.`,
        confirmLabel: `Pay ${formatMoney(plan.amount)}`,
      });
      if (!sure) return;
      setLeaving(true);
      try {
        const url = callbackUrl('/merchant/plan');
        const { data } = await pay.trigger({
          body: { pricingPlanId: plan.id, ...(url ? { callbackUrl: url } : {}) },
        });
        if (!data.authorizationUrl) throw new Error('The card provider gave no payment page');
        providerRedirect.go(data.authorizationUrl);
      } catch {
        // The hook toasted why; the buttons come back.
        setLeaving(false);
      }
      return;
    }
    const ok = await confirm({
      title: `Switch to ${plan.name}?`,
      message: `${termsText(plan)}. Your next subscription period is charged at this plan's price.`,
      confirmLabel: `Choose ${plan.name}`,
    });
    if (!ok) return;
    // The hook toasts the server's message, or its failure; nothing else to do here.
    await choose.trigger({ body: { pricingPlanId: plan.id } }).catch(() => undefined);
  }

  return (
    <section aria-labelledby="plans-title">
      <h2 id="plans-title">Pricing plans</h2>
      {currentUnknown ? (
        <ErrorState
          message={current.error?.message ?? 'Could not get your current plan.'}
          onRetry={() => void current.mutate()}
        />
      ) : null}
      <QueryState
        query={plans}
        loadingLabel="Loading the pricing plans"
        fallbackMessage="Could not get the pricing plans."
      >
        {(list) =>
          list.length === 0 ? (
            <p>No plan is on offer right now.</p>
          ) : (
            <ul className="plan-cards">
              {list.map((plan) => {
                const isCurrent = plan.id === currentId;
                return (
                  <li
                    key={plan.id}
                    className={isCurrent ? 'plan-card plan-card--current' : 'plan-card'}
                    aria-current={isCurrent ? 'true' : undefined}
                  >
                    <h3>{plan.name}</h3>
                    {isCurrent ? <p className="plan-card__current">Your current plan</p> : null}
                    <p className="plan-card__price">{priceText(plan)}</p>
                    {plan.commissionPercentage !== undefined ? (
                      <p>{plan.commissionPercentage}% commission on each sale</p>
                    ) : null}
                    {plan.description ? <p>{plan.description}</p> : null}
                    {plan.features?.length ? (
                      <ul aria-label={`What ${plan.name} includes`}>
                        {plan.features.map((feature) => (
                          <li key={feature}>{feature}</li>
                        ))}
                      </ul>
                    ) : null}
                    {canChoose && !isCurrent ? (
                      <button
                        type="button"
                        className="button"
                        disabled={choose.status === 'loading' || leaving}
                        onClick={() => void onChoose(plan)}
                      >
                        {plan.amount > 0 ? `Choose ${plan.name} and pay` : `Choose ${plan.name}`}
                      </button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

const HISTORY_COLUMNS: Column<Subscription>[] = [
  { id: 'planName', header: 'Plan', cell: (s) => s.planName ?? `Plan ${s.pricingPlanId}` },
  { id: 'status', header: 'Status', cell: (s) => STATUS_NAMES[s.status] ?? s.status },
  { id: 'amount', header: 'Amount', cell: (s) => <Money amount={s.amount} /> },
  { id: 'startDate', header: 'From', cell: (s) => (s.startDate ? <DateText value={s.startDate} /> : '—') },
  { id: 'endDate', header: 'To', cell: (s) => (s.endDate ? <DateText value={s.endDate} /> : '—') },
];

function SubscriptionHistory() {
  const table = useTable({ operation: 'getAllSubscriptions', state: useUrlTableState() });
  return (
    <section className="merchant-plan__history" aria-labelledby="history-title">
      <h2 id="history-title">Subscription history</h2>
      <DataTable<Subscription>
        caption="Your subscriptions, newest first"
        columns={HISTORY_COLUMNS}
        rows={table.rows}
        getRowId={(s) => String(s.id)}
        emptyTitle="No subscriptions yet"
        emptyMessage="Your subscriptions show here once you choose a plan."
        {...tableBindings(table)}
      />
    </section>
  );
}
