// The simulated card payment provider: payments are started with a reference and an authorization URL
// that never leaves the sandbox, and every started payment is confirmed when the client records it.
import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import type { PaymentRow } from './tables';
import { randomCode } from './util';

/**
 * Where the customer "pays": the client's `callbackUrl` with `reference` and `trxref` added (the sandbox
 * provider approves at once and sends the customer straight back), else the sandbox's own page
 * `<origin>/sandbox/pay/<reference>` on the origin of the request.
 */
export function authorizationUrl(request: Request, reference: string, callbackUrl?: string): string {
  if (callbackUrl) {
    const url = new URL(callbackUrl);
    url.searchParams.set('reference', reference);
    url.searchParams.set('trxref', reference);
    return url.toString();
  }
  return new URL(`/sandbox/pay/${encodeURIComponent(reference)}`, new URL(request.url).origin).toString();
}

/** Starts a payment: a new reference (`<prefix>-<random>`) and access code. */
export function startPayment(
  db: Database,
  env: SandboxEnv,
  request: Request,
  fields: Pick<PaymentRow, 'kind' | 'customerId' | 'amount' | 'orderIds' | 'email'> & {
    prefix: string;
    giftCardId?: number;
    callbackUrl?: string;
  },
): PaymentRow {
  const { prefix, callbackUrl, giftCardId, ...rest } = fields;
  let reference = `${prefix}-${randomCode(env, 6)}`;
  while (db.table('payments').find((p) => p.reference === reference))
    reference = `${prefix}-${randomCode(env, 6)}`;
  const now = env.now().toISOString();
  return db.table('payments').insert({
    ...rest,
    reference,
    ...(giftCardId !== undefined ? { giftCardId } : {}),
    ...(callbackUrl ? { callbackUrl } : {}),
    authorizationUrl: authorizationUrl(request, reference, callbackUrl),
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
