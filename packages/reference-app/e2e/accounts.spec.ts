import { DEMO_PASSWORD, onPage, submitLogin, waitForEmail } from './app';
import { expect, test } from './fixtures';

// Issue 6 §5: every role logs in, sees its home, changes its password and logs out; forgot and reset
// password; a wrong password shows the server's message.

/** The seeded accounts of the roles other than the customer, with the path segment of their session. */
const ROLES = [
  { email: 'merchant@demo.test', segment: 'merchant', home: /welcome, adaeze nwankwo/i },
  { email: 'admin@demo.test', segment: 'admin', home: /welcome, ifeoma obi/i },
  { email: 'superadmin@demo.test', segment: 'admin', home: /welcome, ngozi eze/i },
  { email: 'dispatcher@demo.test', segment: 'admin', home: /welcome, emeka nwosu/i },
  { email: 'scheduler@demo.test', segment: 'admin', home: /welcome, folake ogunleye/i },
  { email: 'partner@demo.test', segment: 'shipping-partner', home: /welcome, kwik dispatch lagos/i },
] as const;

for (const { email, segment, home } of ROLES) {
  test(`${email} logs in, sees the home, changes the password and logs out`, async ({ page, a11y }) => {
    const newPassword = 'new-secret-2026';

    await page.goto(`/${segment}/login`);
    await onPage(page, a11y, /log in|sign in/i, `${segment} login`);
    await submitLogin(page, email, DEMO_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`/${segment}/?$`));
    await onPage(page, a11y, home, `${segment} home`);

    await page.getByRole('link', { name: /change (your )?password/i }).click();
    await expect(page).toHaveURL(new RegExp(`/${segment}/change-password$`));
    await onPage(page, a11y, /change (your )?password/i, `${segment} change password`);
    await page.getByLabel(/^(current|old) password/i).fill(DEMO_PASSWORD);
    await page.getByLabel(/^new password/i).fill(newPassword);
    await page.getByLabel(/^(confirm|repeat)/i).fill(newPassword);
    await page.getByRole('button', { name: /^change password$/i }).click();
    await expect(page.getByText('Password changed successfully').first()).toBeVisible();
    await a11y.check(`${segment} change password, done`);

    await page.goto(`/${segment}`);
    await onPage(page, a11y, home, `${segment} home`);
    // The workspace header's log out (of this role only).
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^log ?out$/i })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${segment}/login`));
    await onPage(page, a11y, /log in|sign in/i, `${segment} login`);
    // Logged out: the role's pages send the user to its login.
    await page.goto(`/${segment}`);
    await expect(page).toHaveURL(new RegExp(`/${segment}/login`));
    await expect(page.getByRole('heading', { level: 1, name: /log in/i })).toBeVisible();

    // The old password no longer works, the new one does.
    await submitLogin(page, email, DEMO_PASSWORD);
    await expect(page.getByText('Invalid email or password').first()).toBeVisible();
    await submitLogin(page, email, newPassword);
    await expect(page).toHaveURL(new RegExp(`/${segment}/?(\\?.*)?$`));
    await onPage(page, a11y, home, `${segment} home`);
  });
}

/** The login pages of the four sessions, with a seeded account and the reset link's path segment. */
const SESSIONS = [
  { segment: 'customer', email: 'customer@demo.test' },
  { segment: 'merchant', email: 'merchant@demo.test' },
  { segment: 'admin', email: 'admin@demo.test' },
  { segment: 'shipping-partner', email: 'partner@demo.test' },
] as const;

for (const { segment, email } of SESSIONS) {
  test(`${segment}: a wrong password shows the server's message`, async ({ page, a11y }) => {
    await page.goto(`/${segment}/login`);
    await onPage(page, a11y, /log in|sign in/i, `${segment} login`);
    await submitLogin(page, email, 'not-the-password');
    await expect(page.getByText('Invalid email or password').first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${segment}/login`));
    await a11y.check(`${segment} login, refused`);
  });

  test(`${segment}: forgot and reset password`, async ({ page, a11y }) => {
    const newPassword = 'fresh-start-77';

    await page.goto(`/${segment}/login`);
    await onPage(page, a11y, /log in|sign in/i, `${segment} login`);
    await page.getByRole('link', { name: /forgot/i }).click();
    await expect(page).toHaveURL(new RegExp(`/${segment}/forgot-password`));
    await onPage(page, a11y, /forgot|reset/i, `${segment} forgot password`);

    // The answer never says whether the address has an account (an unknown one: the unit tests).
    await page.getByLabel(/^email/i).fill(email);
    await page.getByRole('button', { name: /^send reset link$/i }).click();
    await expect(
      page.getByText('If an account uses this email, a password reset link is on its way').first(),
    ).toBeVisible();
    await a11y.check(`${segment} forgot password, sent`);

    // The reset email, opened as a user would click its link.
    const reset = await waitForEmail(page, email, 'password-reset');
    await page.goto(`/${segment}/reset-password/${reset.token}`);
    await onPage(page, a11y, /reset|new password/i, `${segment} reset password`);
    await page.getByLabel(/^(new )?password/i).fill(newPassword);
    await page.getByLabel(/^(confirm|repeat)/i).fill(newPassword);
    await page.getByRole('button', { name: /^save new password$/i }).click();
    await expect(page.getByText('Password reset successful').first()).toBeVisible();
    await a11y.check(`${segment} reset password, done`);

    // Log in with the new password.
    await page.goto(`/${segment}/login`);
    await onPage(page, a11y, /log in|sign in/i, `${segment} login`);
    await submitLogin(page, email, newPassword);
    await expect(page).toHaveURL(new RegExp(`/${segment}/?(\\?.*)?$`));
    await onPage(page, a11y, /.+/, `${segment} home`);
  });
}
