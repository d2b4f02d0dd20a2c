import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { DEMO_PASSWORD, onPage, submitLogin } from '../app';
import { A11y, expect } from '../fixtures';

/** One person at their own browser: a context of its own, signed in to one role. */
export interface Desk {
  /** Who sits there, in failure messages ("merchant Adaeze"). */
  name: string;
  context: BrowserContext;
  page: Page;
  a11y: A11y;
  /** Uncaught errors of the desk's page. */
  errors: Error[];
}

/** Who opens a desk, and where they sign in. */
export interface DeskOptions {
  name: string;
  /** The role's path segment: `customer`, `merchant`, `admin`, `shipping-partner`. */
  role: 'customer' | 'merchant' | 'admin' | 'shipping-partner';
  email: string;
  password?: string;
  /** The page's size; a desktop's when left out. */
  viewport?: { width: number; height: number };
}

/**
 * Opens a new browser context and signs `email` in through the role's login screen, as that person
 * would, checking the login page and the page it lands on with axe.
 *
 * @example
 * const merchant = await openDesk(browser, testInfo, { name: 'merchant', role: 'merchant', email: 'merchant@demo.test' });
 */
export async function openDesk(browser: Browser, testInfo: TestInfo, options: DeskOptions): Promise<Desk> {
  const context = await browser.newContext({
    ...(options.viewport ? { viewport: options.viewport } : {}),
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  const a11y = new A11y(page, testInfo);
  await page.goto(`/${options.role}/login`);
  await onPage(page, a11y, /log in/i, `${options.name}: login`);
  await submitLogin(page, options.email, options.password ?? DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await onPage(page, a11y, /.+/, `${options.name}: after login`);
  return { name: options.name, context, page, a11y, errors };
}

/**
 * The desks of one test: `open` opens one more (see {@link openDesk}) and keeps it in `desks`, which the
 * test closes at the end with {@link closeDesks}.
 *
 * @example
 * const { desks, open } = deskRoom(browser, testInfo);
 * try { const admin = await open({ name: 'admin', role: 'admin', email: 'admin@demo.test' }); }
 * finally { await closeDesks(desks, testInfo); }
 */
export function deskRoom(
  browser: Browser,
  testInfo: TestInfo,
): { desks: Desk[]; open(options: DeskOptions): Promise<Desk> } {
  const desks: Desk[] = [];
  return {
    desks,
    open: async (options) => {
      const desk = await openDesk(browser, testInfo, options);
      desks.push(desk);
      return desk;
    },
  };
}

/**
 * Closes the desks and fails with every desk's serious or critical axe findings, pages left unchecked and
 * uncaught page errors (after a passing test; a failing one keeps its own error).
 *
 * @example
 * await closeDesks([customer, merchant], testInfo);
 */
export async function closeDesks(desks: readonly Desk[], testInfo: TestInfo): Promise<void> {
  const problems: string[] = [];
  for (const desk of desks) {
    if (desk.a11y.findings.length > 0) problems.push(`${desk.name}, axe:\n${desk.a11y.report()}`);
    if (testInfo.status === testInfo.expectedStatus) {
      const missing = desk.a11y.unchecked();
      if (missing.length > 0)
        problems.push(`${desk.name}, pages without an axe check: ${missing.join(', ')}`);
    }
    if (desk.errors.length > 0)
      problems.push(`${desk.name}, uncaught errors:\n${desk.errors.map((e) => `- ${e.message}`).join('\n')}`);
    await desk.context.close();
  }
  if (problems.length > 0) throw new Error(problems.join('\n\n'));
}

/**
 * The unread count the desk's notifications button shows.
 *
 * @example
 * const before = await unreadCount(merchant.page);
 */
export async function unreadCount(page: Page): Promise<number> {
  const count = page.getByRole('button', { name: /^Notifications \d+ unread$/ });
  await expect(count).toBeVisible();
  return Number(((await count.textContent()) ?? '').replace(/\D/g, ''));
}

/**
 * Another person's act reached this desk without a reload: the window gets focus back (the list is asked
 * again then, as when someone returns to the tab, so the 10 s poll is not waited for), the unread count
 * rises past `before`, and the newest entry of the list says `title`. Leaves the panel closed.
 *
 * @example
 * await expectTold(merchant, before, `New order ${name}`);
 */
export async function expectTold(desk: Desk, before: number, title: string | RegExp): Promise<void> {
  const { page } = desk;
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect.poll(() => unreadCount(page)).toBeGreaterThan(before);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('region', { name: 'Your notifications' });
  await expect(panel.getByRole('listitem').first()).toContainText(title);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}
