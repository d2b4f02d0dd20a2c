import { DEMO_PASSWORD, onPage, submitLogin, toasts } from './app';
import { expect, test } from './fixtures';

// Issue 23, "Done when": a merchant adds a staff member with a role; the invitation reaches the sandbox's
// outbox (read in the demo mailbox, as the member would open their inbox); the member sets a password
// through its link, logs in to the merchant workspace and finds exactly their role's pages, and the sandbox
// refuses what the role may not do even when asked directly.

const MEMBER = { first: 'Chinedu', last: 'Okeke', email: 'chinedu.okeke.e2e@example.com' };

test('a staff member goes from the invitation to a session limited to their role', async ({ page, a11y }) => {
  await page.goto('/merchant/login');
  await onPage(page, a11y, /log in/i, 'merchant login');
  await submitLogin(page, 'merchant@demo.test', DEMO_PASSWORD);
  await onPage(page, a11y, /Welcome/, 'merchant dashboard');
  const nav = page.getByRole('navigation', { name: 'Merchant workspace' });

  // The owner adds an inventory clerk.
  await nav.getByRole('link', { name: 'Staff' }).click();
  await onPage(page, a11y, 'Staff', 'staff');
  await page.getByRole('button', { name: 'Add staff member' }).click();
  const form = page.getByRole('form', { name: 'New staff member' });
  await form.getByLabel(/^First name/).fill(MEMBER.first);
  await form.getByLabel(/^Last name/).fill(MEMBER.last);
  await form.getByLabel(/^Email address/).fill(MEMBER.email);
  await form
    .getByLabel(/^Role/)
    .selectOption({ label: 'Inventory clerk: Keeps products and stock up to date' });
  await form.getByRole('button', { name: 'Add staff member' }).click();
  await expect(toasts(page).getByText(`An invitation was sent to ${MEMBER.email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).not.toHaveURL(/\/merchant\/store/);

  // The member opens the invitation from the outbox and sets a password.
  await page.goto(`/demo-mailbox?to=${encodeURIComponent(MEMBER.email)}`);
  await onPage(page, a11y, 'Demo mailbox', 'demo mailbox with the invitation');
  const invitation = page.getByRole('article', { name: 'Set your password' });
  await invitation.getByRole('link', { name: 'Set your password' }).click();
  await onPage(page, a11y, 'Choose a new password', 'set the password');
  await page.getByLabel(/^(new )?password/i).fill('Clerk-2026-stock');
  await page.getByLabel(/^(confirm|repeat)/i).fill('Clerk-2026-stock');
  await page.getByRole('button', { name: /^save new password$/i }).click();
  await page.getByRole('link', { name: 'Log in with your new password' }).click();
  await onPage(page, a11y, /log in/i, 'staff login');
  await submitLogin(page, MEMBER.email, 'Clerk-2026-stock');
  await onPage(page, a11y, `Welcome, ${MEMBER.first} ${MEMBER.last}`, 'staff dashboard');
  await expect(page.getByRole('banner').getByText('Inventory clerk')).toBeVisible();

  // Exactly the role's pages: products, and nothing of orders, money or staff.
  await expect(nav.getByRole('link', { name: 'Products' })).toBeVisible();
  for (const hidden of ['Orders', 'Returns', 'Staff', 'Reports']) {
    await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  await nav.getByRole('link', { name: 'Products' }).click();
  await onPage(page, a11y, 'Products', 'staff products');
  await expect(page.getByRole('table').first()).toBeVisible();

  // The sandbox refuses the rest whatever the page offers: the orders call, with the member's token.
  const refused = await page.evaluate(async () => {
    const token = localStorage.getItem('merchant_token');
    const response = await fetch('/api/v1/ordertracking/merchant/view-orders', {
      headers: { authorization: `Bearer ${token}` },
    });
    return [response.status, ((await response.json()) as { message: string }).message];
  });
  expect(refused).toEqual([403, 'Your role does not allow this action']);
});
