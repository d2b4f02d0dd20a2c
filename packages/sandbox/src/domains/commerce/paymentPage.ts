// The card provider's hosted payment page (the `authorizationUrl` of every started payment): plain,
// accessible HTML that works without script, answered by the same MSW handlers in the browser worker and
// behind the HTTP sandbox. Its Approve / Decline buttons post the decision back to the same URL.
import { formatMoney } from '@marketplace/sdk';
import { type HttpHandler, HttpResponse, http } from 'msw';
import type { OrderRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import { decidePayment, type PaymentDecision } from './decidePayment';
import { callbackWithReference } from './payments';
import type { PaymentRow } from './tables';

/** Where the page answers: `/sandbox/pay/:reference` on the main host's origin (the page's own when the main host is a path). */
export function paymentPagePattern(main: string): string {
  return URL.canParse(main) ? new URL('/sandbox/pay/:reference', main).href : '/sandbox/pay/:reference';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What the payment is for, in the payer's words: the order names, the gift card's code, or the plan. */
function purpose(db: Database, payment: PaymentRow): string {
  if (payment.kind === 'plan') {
    const plan =
      payment.pricingPlanId !== undefined ? db.table('pricingPlans').get(payment.pricingPlanId) : undefined;
    return plan ? `The ${plan.name} plan (one month)` : 'A pricing plan';
  }
  if (payment.kind === 'giftCard') {
    const card = payment.giftCardId !== undefined ? db.table('giftCards').get(payment.giftCardId) : undefined;
    return card ? `Gift card ${card.code}` : 'A gift card';
  }
  const names = payment.orderIds
    .map((id) => db.table('orders').get(id))
    .filter((o): o is OrderRow => !!o)
    .map((o) => o.orderName);
  return names.length > 1 ? `Orders ${names.join(', ')}` : names[0] ? `Order ${names[0]}` : 'Your order';
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f3f4f6;color:#111827}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #d1d5db;border-radius:.75rem}
h1{font-size:1.25rem;margin:0 0 1rem}
.provider{font-size:.875rem;color:#374151;margin:0 0 1rem;text-transform:uppercase;letter-spacing:.04em}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.5rem}
dt{color:#374151}dd{margin:0;overflow-wrap:break-word;font-weight:600}
.amount{font-size:1.75rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
button,a.button{flex:1 1 10rem;min-height:2.75rem;padding:.625rem 1rem;font:inherit;font-weight:600;border-radius:.5rem;cursor:pointer;text-align:center;text-decoration:none}
.approve{background:#065f46;color:#fff;border:1px solid #065f46}
.decline{background:#fff;color:#991b1b;border:1px solid #991b1b}
a.button{background:#1d4ed8;color:#fff;border:1px solid #1d4ed8;display:inline-block}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.note{font-size:.875rem;color:#374151;margin:1rem 0 0}
@media (max-width:30rem){main{margin:0;border-radius:0;border-width:0 0 1px;min-height:100vh}}
`;

/**
 * The page's HTML for a payment: amount, payer, what it pays for and, while pending, Approve and Decline;
 * once decided, the outcome and the way back to the shop.
 *
 * @example
 * new HttpResponse(paymentPageHtml(db, payment, returnUrl), { headers: { 'content-type': 'text/html' } });
 */
export function paymentPageHtml(db: Database, payment: PaymentRow, returnUrl: string | undefined): string {
  const amount = escapeHtml(formatMoney(payment.amount));
  const rows = `<dl>
<dt>Amount</dt><dd class="amount">${amount}</dd>
<dt>Paying for</dt><dd>${escapeHtml(purpose(db, payment))}</dd>
<dt>Email</dt><dd>${escapeHtml(payment.email)}</dd>
<dt>Reference</dt><dd>${escapeHtml(payment.reference)}</dd>
</dl>`;
  const body =
    payment.status === 'pending'
      ? `<form method="post">
<p id="card-note">Test card 4084 0840 8408 4081. Approve to pay, or decline as the card issuer would.</p>
<div class="actions">
<button class="approve" type="submit" name="decision" value="approve" aria-describedby="card-note">Approve payment</button>
<button class="decline" type="submit" name="decision" value="decline">Decline</button>
</div>
</form>`
      : `<p role="status">${
          payment.status === 'success'
            ? 'This payment was approved.'
            : `This payment was declined: ${escapeHtml(payment.reason ?? 'declined by the card issuer')}.`
        }</p>
${returnUrl ? `<p class="actions"><a class="button" href="${escapeHtml(returnUrl)}">Return to the shop</a></p>` : ''}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${amount} · Sandbox card provider</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="provider">Sandbox card provider</p>
<h1>Pay ${amount}</h1>
${rows}
${body}
<p class="note">A simulated payment page: no card is charged.</p>
</main>
</body>
</html>`;
}

const notFoundPage = (reference: string) =>
  new HttpResponse(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment not found</title></head><body><main><h1>Payment not found</h1><p>There is no payment with the reference ${escapeHtml(reference)}.</p></main></body></html>`,
    { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } },
  );

async function readDecision(request: Request): Promise<PaymentDecision | undefined> {
  const type = request.headers.get('content-type') ?? '';
  let value: unknown;
  if (type.includes('application/json')) {
    value = ((await request.json().catch(() => ({}))) as { decision?: unknown }).decision;
  } else {
    value = new URLSearchParams(await request.text()).get('decision');
  }
  return value === 'approve' || value === 'decline' ? value : undefined;
}

/**
 * The page's two handlers: GET shows it; POST (`decision=approve|decline`, a form or JSON) decides and
 * redirects to the customer's callback with `reference` and `trxref` (303 for a form; `{ location }` when
 * the request accepts JSON, as a script posting through a service worker needs).
 *
 * @example
 * handlers.push(...paymentPageHandlers(() => ({ db, env }), hosts.main, changed));
 */
export function paymentPageHandlers(
  state: () => { db: Database; env: SandboxEnv },
  main: string,
  changed: () => void,
): HttpHandler[] {
  const pattern = paymentPagePattern(main);
  return [
    http.get(pattern, ({ params }) => {
      const { db } = state();
      const reference = String(params.reference);
      const payment = db.table('payments').find((p) => p.reference === reference);
      if (!payment) return notFoundPage(reference);
      const back = payment.status === 'pending' ? undefined : decidePaymentLocation(payment);
      return new HttpResponse(paymentPageHtml(db, payment, back), {
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      });
    }),
    http.post(pattern, async ({ request, params }) => {
      const { db, env } = state();
      const reference = String(params.reference);
      const decision = await readDecision(request);
      const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
      if (!decision) {
        const message = 'Choose approve or decline';
        return wantsJson
          ? HttpResponse.json({ success: false, message, status: 400 }, { status: 400 })
          : new HttpResponse(message, { status: 400, headers: { 'content-type': 'text/plain' } });
      }
      const decided = decidePayment(db, env, reference, decision, request.url);
      if (!decided)
        return wantsJson
          ? HttpResponse.json({ success: false, message: 'Payment not found', status: 404 }, { status: 404 })
          : notFoundPage(reference);
      changed();
      return wantsJson
        ? HttpResponse.json({ location: decided.location, status: decided.payment.status })
        : new HttpResponse(null, { status: 303, headers: { location: decided.location } });
    }),
  ];
}

/** Where "Return to the shop" leads once decided: the callback with the reference, if there is one. */
function decidePaymentLocation(payment: PaymentRow): string | undefined {
  return payment.callbackUrl ? callbackWithReference(payment.callbackUrl, payment.reference) : undefined;
}
