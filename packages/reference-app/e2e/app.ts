import type { Locator, Page } from '@playwright/test';
import { type A11y, expect } from './fixtures';

/** The password of every seeded account. */
export const DEMO_PASSWORD = 'demo1234';

/** Where the in-browser sandbox keeps its state (see @marketplace/sandbox/browser). */
export const SANDBOX_STATE_KEY = 'marketplace-sandbox';

/** The client state's local-storage key (spec section 9). */
export const PERSIST_KEY = 'root';

/** A row of the sandbox's `emails` table: nothing is sent, each email is kept there. */
export interface SandboxEmail {
  id: number;
  to: string;
  kind: 'confirmation' | 'password-reset' | 'invitation';
  token: string;
  link: string;
}

/** The emails the sandbox has "sent", read from its persisted state as a user would open their inbox. */
export async function sandboxEmails(page: Page): Promise<SandboxEmail[]> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    if (!raw) return [];
    const state = JSON.parse(raw) as { tables?: { emails?: { rows?: SandboxEmail[] } } };
    return state.tables?.emails?.rows ?? [];
  }, SANDBOX_STATE_KEY);
}

/** Waits for the latest email of `kind` to `to` and returns it. */
export async function waitForEmail(
  page: Page,
  to: string,
  kind: SandboxEmail['kind'],
): Promise<SandboxEmail> {
  let found: SandboxEmail | undefined;
  await expect
    .poll(
      async () => {
        const rows = await sandboxEmails(page);
        found = rows.filter((row) => row.to === to.toLowerCase() && row.kind === kind).at(-1);
        return found?.token;
      },
      { message: `a ${kind} email to ${to} in the sandbox state` },
    )
    .toBeTruthy();
  return found!;
}

/** The page's main heading. */
export function mainHeading(page: Page, name: string | RegExp): Locator {
  return page.getByRole('heading', { level: 1, name });
}

/**
 * Waits until the page shows its main heading (the app and the lazy screen loaded), then runs axe on it.
 */
export async function onPage(page: Page, a11y: A11y, heading: string | RegExp, label: string): Promise<void> {
  await expect(mainHeading(page, heading)).toBeVisible();
  await expect(page.locator('.loading-overlay')).toHaveCount(0);
  await a11y.check(label);
}

/** The toast area (at the bottom, where it hides nothing). */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications' });
}

/** Fills a role's login form and submits it. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /^(log in|login|sign in)$/i }).click();
}

/**
 * Logs in as the demo customer (seeded cart and orders, default address in Lagos) through the login
 * screen, with axe on the login page and on the account page it lands on.
 */
export async function logInAsDemoCustomer(page: Page, a11y: A11y): Promise<void> {
  await page.goto('/customer/login');
  await onPage(page, a11y, /log in/i, 'customer login');
  await submitLogin(page, 'customer@demo.test', DEMO_PASSWORD);
  await onPage(page, a11y, /account/i, 'customer account');
}

/**
 * Logs a customer (the demo customer unless told) in through the API, as the app's login does, and
 * returns the session's token, for calls a test makes in the page (`page.evaluate`, which the in-browser
 * sandbox answers): data to seed or to look up without going through every screen.
 */
export function customerApiToken(page: Page, email = 'customer@demo.test'): Promise<string> {
  return page.evaluate(
    async (account) => {
      const login = await fetch('/api/v1/auth/customer/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(account),
      });
      return ((await login.json()) as { data: { token: string } }).data.token;
    },
    { email, password: DEMO_PASSWORD },
  );
}

/** A new, unique email address. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/**
 * Goes on to the checkout's next step with the summary's button ("Continue to delivery"), waits for the
 * step in the URL, and runs axe on it.
 */
export async function continueCheckout(
  page: Page,
  a11y: A11y,
  step: 'delivery' | 'payment' | 'review',
): Promise<void> {
  const button = page.getByRole('button', { name: `Continue to ${step}` });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page).toHaveURL(new RegExp(`[?&]step=${step}(&|$)`));
  await expect(
    page.getByRole('navigation', { name: 'Checkout steps' }).locator('[aria-current="step"]'),
  ).toContainText(step, { ignoreCase: true });
  await a11y.check(`checkout, ${step}`);
}

/**
 * On the card provider's page (the sandbox's `/sandbox/pay/<reference>`, where the app sends the shopper
 * after "Place order and pay" or a gift card purchase): checks it with axe, then approves or declines,
 * and waits to be back in the app (the provider's redirect to the callback, with `reference`).
 */
export async function decideOnProviderPage(
  page: Page,
  a11y: A11y,
  decision: 'approve' | 'decline',
): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await expect(mainHeading(page, /^Pay ₦/)).toBeVisible();
  await a11y.check(`card provider page (${decision})`);
  const button =
    decision === 'approve'
      ? page.getByRole('button', { name: /^Approve payment/ })
      : page.getByRole('button', { name: 'Decline' });
  await button.click();
  await expect(page).toHaveURL(/[?&]reference=/);
}

/**
 * Places the order from the checkout's review step and pays on the provider's page: approved, it lands
 * on the confirmation saying "Payment received"; declined, on the confirmation saying why. Axe on each.
 */
export async function placeOrderAndPay(
  page: Page,
  a11y: A11y,
  decision: 'approve' | 'decline' = 'approve',
): Promise<void> {
  await page.getByRole('button', { name: /^place order/i }).click();
  await decideOnProviderPage(page, a11y, decision);
  await expect(page).toHaveURL(/\/customer\/checkout\/done\?/);
  if (decision === 'approve') await onPage(page, a11y, 'Payment received', 'order confirmation');
  else await onPage(page, a11y, 'Payment declined', 'payment declined');
}
