import { DEMO_PASSWORD, onPage, submitLogin, uniqueEmail } from './app';
import { expect, test } from './fixtures';

// Issue 14, the partner's onboarding: a partner signs up, is prompted on its dashboard, goes through the
// three steps (each saved: a reload resumes at the step reached), signs on the pad with the mouse (uploaded), and
// submits; the dashboard then stops prompting. Axe on every page and step.

test('a new shipping partner signs up, is onboarded in three steps and resumes after a reload', async ({
  page,
  a11y,
}) => {
  const email = uniqueEmail('partner');
  await page.goto('/shipping-partner/signup');
  await onPage(page, a11y, /partner/i, 'partner sign-up');
  await page.getByLabel('Name', { exact: true }).fill('Tunde Bakare');
  await page.getByLabel('Shipping company (optional)').fill('SwiftRoute Logistics');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Create partner account' }).click();
  await onPage(page, a11y, 'Your partner account is ready', 'partner signed up');
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await onPage(page, a11y, /log in/i, 'partner login');
  await submitLogin(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/shipping-partner\/?$/);
  await onPage(page, a11y, /Welcome/, 'partner dashboard, not onboarded');

  const prompt = page.getByRole('region', { name: 'Finish your onboarding' });
  await prompt.getByRole('link', { name: 'Continue onboarding' }).click();
  await onPage(page, a11y, 'Onboarding', 'onboarding, company');
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('link', { name: 'Office address is required' })).toBeVisible();
  await a11y.check('onboarding, company with problems');
  await page.getByLabel('RC number').fill('RC 1456789');
  await page.getByLabel('Office address').fill('24 Adeola Odeku Street, Victoria Island, Lagos');
  await page.getByLabel('Company phone number').fill('+2348023456789');
  await page.getByLabel('Contact person’s name').fill('Tunde Bakare');
  await page.getByLabel('Contact person’s phone number').fill('+2348023456789');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await a11y.check('onboarding, bank details');

  // Stop here and come back: the step and the answers are kept on this device.
  await page.reload();
  await onPage(page, a11y, 'Onboarding', 'onboarding, resumed');
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await page.getByLabel('Bank name').fill('Guaranty Trust Bank');
  await page.getByLabel('Account name').fill('SwiftRoute Logistics Limited');
  await page.getByLabel('Account number').fill('0123456789');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();

  await page.getByLabel('Your name', { exact: true }).fill('Tunde Bakare');
  await page.getByLabel('Your designation', { exact: true }).fill('Managing Director');
  const pad = page.getByRole('img', { name: 'Your signature: sign here' });
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  await page.mouse.move(box.x + 20, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 20; i += 1) {
    await page.mouse.move(box.x + 20 + i * 10, box.y + box.height * (0.5 + 0.25 * Math.sin(i / 2)));
  }
  await page.mouse.up();
  // The drawing goes through the media upload; the onboarding keeps its hosted URL.
  await page.getByRole('button', { name: 'Use this signature' }).first().click();
  const given = page.getByRole('img', { name: 'Your signature, as given' });
  await expect(given).toBeVisible();
  expect(await given.getAttribute('src')).toMatch(/^https?:\/\//);
  await a11y.check('onboarding, certification signed');
  await page.getByRole('button', { name: 'Submit onboarding' }).click();
  await expect(page.getByRole('heading', { name: 'Onboarding submitted' })).toBeVisible();
  await a11y.check('onboarding submitted');

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await onPage(page, a11y, /Welcome/, 'partner dashboard, onboarded');
  await expect(page.getByRole('region', { name: 'Finish your onboarding' })).toHaveCount(0);
});
