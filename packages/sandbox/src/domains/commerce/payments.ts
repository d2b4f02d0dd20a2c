// The simulated card payment provider: payments are started with a reference and an authorization URL
// on the sandbox's own hosted page (`/sandbox/pay/<reference>`), where the customer approves or declines;
// the client then checks the decision (verifyProductPayment) and records an approved payment.
import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import { randomCode } from './randomCode';
import type { PaymentRow } from './tables';

/** Where the provider's hosted page answers: `/sandbox/pay/<reference>` on the origin of `origin`. */
export function paymentPageUrl(origin: string, reference: string): string {
  return new URL(`/sandbox/pay/${encodeURIComponent(reference)}`, origin).toString();
}

/** The customer's `callbackUrl` with `reference` and `trxref` added, as card providers send customers back. */
export function callbackWithReference(callbackUrl: string, reference: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('reference', reference);
  url.searchParams.set('trxref', reference);
  return url.toString();
}

/**
 * Where the customer pays: the provider's page `<origin>/sandbox/pay/<reference>` on the origin of the
 * request (the main host's); a zero amount needs no card, so it goes straight to the callback when there is one.
 */
export function authorizationUrl(
  request: Request,
  reference: string,
  amount: number,
  callbackUrl?: string,
): string {
  if (amount === 0 && callbackUrl) return callbackWithReference(callbackUrl, reference);
  return paymentPageUrl(new URL(request.url).origin, reference);
}

/** Starts a payment: a new reference (`<prefix>-<random>`) and access code. */
export function startPayment(
  db: Database,
  env: SandboxEnv,
  request: Request,
  fields: Pick<PaymentRow, 'kind' | 'customerId' | 'amount' | 'orderIds' | 'email'> & {
    prefix: string;
    giftCardId?: number;
    pricingPlanId?: number;
    callbackUrl?: string;
  },
): PaymentRow {
  const { prefix, callbackUrl, giftCardId, pricingPlanId, ...rest } = fields;
  let reference = `${prefix}-${randomCode(env, 6)}`;
  while (db.table('payments').find((p) => p.reference === reference))
    reference = `${prefix}-${randomCode(env, 6)}`;
  const now = env.now().toISOString();
  return db.table('payments').insert({
    ...rest,
    reference,
    ...(giftCardId !== undefined ? { giftCardId } : {}),
    ...(pricingPlanId !== undefined ? { pricingPlanId } : {}),
    ...(callbackUrl ? { callbackUrl } : {}),
    authorizationUrl: authorizationUrl(request, reference, rest.amount, callbackUrl),
    accessCode: `ac_${randomCode(env, 8).toLowerCase()}`,
    status: rest.amount === 0 ? 'success' : 'pending',
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * The provider's fee in naira: 1.5% plus ₦100 (the ₦100 waived under ₦2,500), at most ₦2,000 (the same
 * rule as the orders domain's seeded transactions).
 */
export function providerFee(amount: number): number {
  const amountKobo = Math.round(amount * 100);
  return Math.min(Math.round(amountKobo * 0.015) + (amountKobo >= 250_000 ? 10_000 : 0), 200_000) / 100;
}
