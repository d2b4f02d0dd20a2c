import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, onPage, submitLogin, toasts } from './app';
import { type A11y, expect, test } from './fixtures';

// Issue 12 (onboarding and store): a merchant looks at the set-up progress and the plans, changes the
// payout account after the bank confirmed its name, adds a staff member with a role, and replies to a
// review of a product; the store profile, policies and testimonials pages are checked too. Axe on every
// page. Two tests, one login each.

/** Logs the demo merchant in from the login page and returns the workspace navigation. */
async function signInMerchant(page: Page, a11y: A11y): Promise<Locator> {
  await page.goto('/merchant/login');
  await onPage(page, a11y, /log in/i, 'merchant login');
  await submitLogin(page, 'merchant@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/merchant\/?$/);
  await onPage(page, a11y, /Welcome/, 'merchant dashboard');
  return page.getByRole('navigation', { name: 'Merchant workspace' });
}

test('a merchant follows the set-up, sees the plans and changes the payout account', async ({
  page,
  a11y,
}) => {
  const nav = await signInMerchant(page, a11y);

  // The set-up progress, what the business details still need, and the plans side by side.
  await nav.getByRole('link', { name: 'Set up your store' }).click();
  await onPage(page, a11y, 'Set up your store', 'onboarding');
  await expect(page.getByRole('progressbar', { name: 'Onboarding completion' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Business details' })).toBeVisible();
  await a11y.check('onboarding with its form');

  await nav.getByRole('link', { name: 'Plan' }).click();
  await onPage(page, a11y, 'Plan', 'plan');
  const plans = page.getByRole('region', { name: 'Pricing plans' });
  await expect(plans.getByText('Your current plan')).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: /Your subscriptions/ })
      .getByRole('row')
      .nth(1),
  ).toBeVisible();
  await a11y.check('plan with its history');

  // A new payout account: the provider names it before it can be saved.
  await nav.getByRole('link', { name: 'Bank account' }).click();
  await onPage(page, a11y, 'Bank account', 'bank account');
  const bankForm = page.getByRole('form', { name: 'Change bank account' });
  await bankForm.getByLabel('Bank').selectOption({ label: 'Access Bank' });
  await bankForm.getByLabel(/^Account number/).fill('0690001234');
  await expect(bankForm.getByText(/^Account name: \S+/)).toBeVisible();
  await a11y.check('bank account resolved');
  await bankForm.getByRole('button', { name: 'Save new bank account' }).click();
  await expect(page.getByText(/^Payouts go to .*Access Bank, account ending 1234\./)).toBeVisible();
});

test('a merchant runs the store: profile, staff, policies, testimonials and a reply to a review', async ({
  page,
  a11y,
}) => {
  const nav = await signInMerchant(page, a11y);
  await nav.getByRole('link', { name: 'Store profile' }).click();
  await onPage(page, a11y, 'Store profile', 'store profile');
  await expect(page.getByRole('form', { name: 'Store profile' }).getByLabel('Store name')).toHaveValue(
    'Adaeze Styles',
  );
  await expect(page.getByRole('region', { name: 'Shipping address' }).getByText('Hub phone')).toBeVisible();
  await a11y.check('store profile loaded');

  // A staff member with a role.
  await nav.getByRole('link', { name: 'Staff' }).click();
  await onPage(page, a11y, 'Staff', 'staff');
  await page.getByRole('button', { name: 'Add staff member' }).click();
  const staffForm = page.getByRole('form', { name: 'New staff member' });
  await staffForm.getByLabel(/^First name/).fill('Ngozi');
  await staffForm.getByLabel(/^Last name/).fill('Eze');
  await staffForm.getByLabel(/^Email address/).fill('ngozi.eze.e2e@example.com');
  await staffForm
    .getByLabel(/^Role/)
    .selectOption({ label: 'Inventory clerk: Keeps products and stock up to date' });
  await a11y.check('new staff member form');
  await staffForm.getByRole('button', { name: 'Add staff member' }).click();
  await expect(toasts(page).getByText('Store staff successfully created')).toBeVisible();
  const staff = page.getByRole('table', { name: "Your store's staff" });
  await expect(staff.getByRole('row', { name: /Ngozi Eze/ })).toContainText('Inventory clerk');

  await nav.getByRole('link', { name: 'Policies' }).click();
  await onPage(page, a11y, 'Policies', 'policies');
  await expect(page.getByRole('list', { name: 'Your policies' }).getByRole('article').first()).toBeVisible();
  await a11y.check('policies loaded');

  await nav.getByRole('link', { name: 'Testimonials' }).click();
  await onPage(page, a11y, 'Testimonials', 'testimonials');
  await expect(
    page.getByRole('list', { name: 'Your testimonials' }).getByRole('article').first(),
  ).toBeVisible();
  await a11y.check('testimonials loaded');

  // A reply to a review waiting for one.
  await nav.getByRole('link', { name: 'Reviews' }).click();
  await onPage(page, a11y, 'Reviews', 'reviews');
  await page.getByLabel('Reply', { exact: true }).selectOption('false');
  const review = page.getByRole('list', { name: 'Reviews of your products' }).getByRole('article').first();
  await review.getByRole('button', { name: /^Reply to / }).click();
  await review.getByLabel(/^Your reply to /).fill('Thank you for shopping with Adaeze Styles!');
  await a11y.check('reply form');
  await review.getByRole('button', { name: 'Send reply' }).click();
  await expect(toasts(page).getByText('Reply saved')).toBeVisible();
  await page.getByLabel('Reply', { exact: true }).selectOption('true');
  await expect(page.getByText('Thank you for shopping with Adaeze Styles!')).toBeVisible();
  await a11y.check('replied reviews');
});
