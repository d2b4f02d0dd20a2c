// The merchant's onboarding, plan and bank account through the app's routes, against a fresh sandbox per
// test: what the business details still need and the percentage rising once they are saved, a refused
// date of birth kept in the form, the plans side by side with the current one marked and a switch after
// the confirmation, the bank account saved only after the provider resolved its name, and failures.

import { onboardingCompletion } from '@marketplace/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { providerRedirect } from '../../src/components/providerRedirect';
import { installDialogPolyfill } from '../support/installDialogPolyfill';
import { pngFile } from '../support/pngFile';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

installDialogPolyfill();

const ctx = sandboxFixture();

interface Row {
  id: number;
  email?: string;
  merchantId?: number;
  profile?: Record<string, unknown>;
  pricingPlanId?: number;
  accountNumber?: string;
  accountName?: string;
  bankCode?: string;
}

type Tables = {
  table(name: string): { all(): Row[]; update(id: number, patch: object): Row; delete(id: number): boolean };
};
const db = () => ctx.sandbox.db as unknown as Tables;

/** The demo merchant's user row. */
const demoMerchant = () =>
  db()
    .table('users')
    .all()
    .find((u) => u.email === 'merchant@demo.test') as Row;

/** Takes the demo merchant back to a sign-up with only a category: no business details yet. */
function forgetBusinessDetails(): void {
  db()
    .table('users')
    .update(demoMerchant().id, { profile: { category: 'Fashion' } });
}

/** The completion the progress bar shows. */
async function percent(): Promise<number> {
  const bar = await screen.findByRole('progressbar', { name: 'Onboarding completion' });
  return Number(bar.getAttribute('aria-valuenow'));
}

function fill(scope: HTMLElement, label: string | RegExp, value: string): void {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

describe('OnboardingScreen', () => {
  it('shows what the business details need, and the percentage rises once they are saved', async () => {
    forgetBusinessDetails();
    await signInAt('/merchant/onboarding', 'merchant@demo.test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your store' })).toBeTruthy();
    const before = await percent();
    expect(before).toBeGreaterThanOrEqual(25);
    expect(
      await screen.findByText(/needs document type, document number, photo or scan of the document/),
    ).toBeTruthy();

    const form = await screen.findByRole('form', { name: 'Business details' });
    fill(form, 'Date of birth', '1990-05-12');
    fill(form, 'Nationality', 'Nigerian');
    fill(form, 'Document type', 'NIN slip');
    fill(form, 'Document number', '12345678901');
    fireEvent.change(within(form).getByLabelText('Photo or scan of the document'), {
      target: { files: [pngFile('nin.png')] },
    });
    const home = within(form).getByRole('group', { name: 'Home address' });
    fill(home, 'Street', '14 Allen Avenue');
    fill(home, 'Local government area', 'Ikeja');
    fill(home, 'State', 'Lagos');
    fireEvent.click(within(home).getByLabelText('Parcels are picked up at my home address'));
    fireEvent.change(within(form).getByLabelText('Photo or scan of a utility bill or bank statement'), {
      target: { files: [pngFile('bill.png')] },
    });
    await waitFor(() => expect(form.querySelectorAll('img[src*="/sandbox-assets/media/"]')).toHaveLength(2));
    fill(form, 'People working with you', '6-10');
    await within(form).findByRole('option', { name: 'Fashion' });
    fill(form, 'Business category', 'Fashion');
    const subCategories = await within(form).findByRole('group', { name: 'Sub-categories' });
    fireEvent.click(within(subCategories).getAllByRole('checkbox')[0] as HTMLElement);
    fill(form, 'Do you have a shop or office customers can visit?', 'yes');
    fireEvent.click(within(form).getByRole('button', { name: 'Save business details' }));

    await waitFor(async () => expect(await percent()).toBeGreaterThan(before));
    expect(await screen.findByText('Your business details are complete.')).toBeTruthy();
    const saved = demoMerchant().profile as Record<string, unknown>;
    expect(saved).toMatchObject({
      idDocumentNumber: '12345678901',
      idDocumentUrl: expect.stringMatching(/\/media\/\d+\/nin\.png$/),
      proofOfAddress: expect.stringMatching(/\/media\/\d+\/bill\.png$/),
      staffSize: '6-10',
      useHomeAddress: true,
    });
    const locations = screen.getByRole('region', { name: 'Your locations' });
    await within(locations).findByText('14 Allen Avenue, Ikeja, Lagos, Nigeria');
  });

  it('counts and ticks exactly the steps it lists; business details saved empty stay to do', async () => {
    forgetBusinessDetails();
    await signInAt('/merchant/onboarding', 'merchant@demo.test');
    const progress = await screen.findByRole('region', { name: /set up/ });
    const steps = await within(progress).findAllByRole('listitem');
    const done = steps.map((li) => li.className.includes('onboarding-steps__done'));
    expect(steps.map((li) => li.textContent)).not.toContainEqual(expect.stringContaining('Sign up'));
    expect(steps[0]?.textContent).toMatch(/Business details.*To do/);
    expect(
      within(progress).getByText(`${done.filter(Boolean).length} of ${steps.length} steps done`, {
        exact: false,
      }),
    ).toBeTruthy();
    expect(await percent()).toBe(onboardingCompletion(done));
  });

  it('keeps what was typed when the server refuses a date of birth under 18', async () => {
    await signInAt('/merchant/onboarding', 'merchant@demo.test');
    const form = await screen.findByRole('form', { name: 'Business details' });
    fill(form, 'Date of birth', '2015-01-01');
    fill(form, 'Nationality', 'Ghanaian');
    fireEvent.click(within(form).getByRole('button', { name: 'Save business details' }));
    expect(await within(form).findAllByText('You must be at least 18 years old')).not.toHaveLength(0);
    expect((within(form).getByLabelText('Nationality') as HTMLInputElement).value).toBe('Ghanaian');
  });

  it('names the missing part of a pickup location begun, on its own row, sending nothing', async () => {
    await signInAt('/merchant/onboarding', 'merchant@demo.test');
    const form = await screen.findByRole('form', { name: 'Business details' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add a pickup location' }));
    const second = await within(form).findByRole('group', { name: 'Pickup location 2' });
    fill(second, 'Street', '3 Market Road');
    fireEvent.click(within(form).getByRole('button', { name: 'Save business details' }));
    expect(await within(second).findByText('State is required')).toBeTruthy();
    expect(within(form).getByRole('group', { name: 'Pickup location 1' }).textContent).not.toContain(
      'is required',
    );
    expect(ctx.requests.some((r) => r.path.endsWith('/auth/merchant/onboard'))).toBe(false);
    expect((within(second).getByLabelText('Street') as HTMLInputElement).value).toBe('3 Market Road');
  });

  it('shows the failure of the progress with a way to try again', async () => {
    ctx.sandbox.faults.set('getMerchantOnboardingStats', {
      status: 500,
      message: 'Stats are down',
      times: 1,
    });
    await signInAt('/merchant/onboarding', 'merchant@demo.test');
    const alert = (await screen.findByText('Stats are down')).closest('[role="alert"]') as HTMLElement;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await percent()).toBeGreaterThanOrEqual(25);
  });
});

describe('PlanScreen', () => {
  it('marks the current plan and switches to another after the confirmation', async () => {
    await signInAt('/merchant/plan', 'merchant@demo.test');
    const plans = await screen.findByRole('region', { name: 'Pricing plans' });
    const current = await within(plans).findByText('Your current plan');
    const currentCard = current.closest('li') as HTMLElement;
    expect(currentCard.getAttribute('aria-current')).toBe('true');
    const choices = within(plans).getAllByRole('button', { name: /^Choose / });
    const other = choices[0] as HTMLElement;
    const name = (other.textContent ?? '').replace(/^Choose /, '');

    fireEvent.click(other);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ctx.requests.some((r) => r.path.endsWith('/onboard/pricing'))).toBe(false);

    fireEvent.click(other);
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: `Choose ${name}` }),
    );
    await waitFor(() => {
      const marked = within(plans).getByText('Your current plan').closest('li') as HTMLElement;
      expect(within(marked).getByRole('heading', { name })).toBeTruthy();
    });
    expect(await screen.findByRole('table', { name: /Your subscriptions/ })).toBeTruthy();
  });

  it('starts Pro only once paid on the card provider’s page, then shows it in the history', async () => {
    const redirect = vi.spyOn(providerRedirect, 'go').mockImplementation(() => {});
    try {
      const app = await signInAt('/merchant/plan', 'merchant@demo.test');
      const plans = await screen.findByRole('region', { name: 'Pricing plans' });
      fireEvent.click(await within(plans).findByRole('button', { name: 'Choose Pro and pay' }));
      const dialog = await screen.findByRole('dialog', { name: 'Pay for Pro?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Pay ₦15,000.00' }));
      await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
      const reference = decodeURIComponent(
        new URL(String(redirect.mock.calls[0]?.[0])).pathname.split('/sandbox/pay/')[1] ?? '',
      );
      // Not on Pro while the card page is open.
      expect(within(plans).getByText('Your current plan').closest('li')?.textContent).not.toContain('Pro');

      const back = new URL(ctx.sandbox.decidePayment(reference, 'approve')?.location ?? '');
      await app.router.navigate(back.pathname + back.search);
      expect(
        await screen.findByText(`Payment received (${reference}): your new plan is active from today.`),
      ).toBeTruthy();
      const history = await screen.findByRole('table', { name: /Your subscriptions/ });
      await waitFor(() => {
        const [first] = within(history).getAllByRole('row').slice(1);
        expect(first?.textContent).toMatch(/^ProActive₦15,000\.00/);
      });
    } finally {
      redirect.mockRestore();
    }
  });

  it('says when no plan was chosen yet', async () => {
    ctx.sandbox.faults.set('getMerchantSubscription', {
      status: 404,
      message: 'You have no subscription yet; choose a pricing plan',
    });
    await signInAt('/merchant/plan', 'merchant@demo.test');
    expect(await screen.findByText('You have no subscription yet: choose a plan below.')).toBeTruthy();
  });
});

describe('BankAccountScreen', () => {
  it('adds the first account once the provider resolved its name', async () => {
    const merchant = demoMerchant();
    for (const account of db()
      .table('bankAccounts')
      .all()
      .filter((a) => a.merchantId === merchant.id)) {
      db().table('bankAccounts').delete(account.id);
    }
    await signInAt('/merchant/bank-account', 'merchant@demo.test');
    const form = await screen.findByRole('form', { name: 'Add bank account' });
    const save = within(form).getByRole('button', { name: 'Save bank account' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await within(form).findByRole('option', { name: 'Access Bank' });
    fill(form, 'Bank', '044');
    fill(form, /^Account number/, '0690001234');
    const name = await within(form).findByText(/^Account name: /);
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await screen.findByText(/^Payouts go to .*Access Bank, account ending 1234\./);
    const saved = db()
      .table('bankAccounts')
      .all()
      .find((a) => a.merchantId === merchant.id);
    expect(saved).toMatchObject({ bankCode: '044', accountNumber: '0690001234' });
    expect(`Account name: ${saved?.accountName}`).toBe(name.textContent);
  });

  it('shows the provider refusing an account number, and saving stays off', async () => {
    ctx.sandbox.faults.set('resolveProviderBankAccount', {
      status: 422,
      message: 'Could not resolve account name. Check parameters or try again.',
    });
    await signInAt('/merchant/bank-account', 'merchant@demo.test');
    const form = await screen.findByRole('form', { name: 'Change bank account' });
    // The account saved now, as the onboarding info reports it.
    expect(await screen.findByText(/^Payouts go to ADAEZE STYLES, .*, account ending \d{4}\./)).toBeTruthy();
    await within(form).findByRole('option', { name: 'Access Bank' });
    fill(form, 'Bank', '044');
    fill(form, /^Account number/, '0690001234');
    expect(
      await within(form).findByText('Could not resolve account name. Check parameters or try again.'),
    ).toBeTruthy();
    expect(
      (within(form).getByRole('button', { name: 'Save new bank account' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(ctx.requests.some((r) => r.path.endsWith('/bank/update-bank'))).toBe(false);
  });
});
