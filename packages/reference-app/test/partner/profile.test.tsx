// The shipping partner's company as registered: name, logo (or its initials), email, shipping company and
// onboarding, from the partner's login data; and the spec's message when it cannot be loaded.
import { DEMO_PASSWORD } from '@marketplace/sandbox/node';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/routes';
import { press, type } from '../support/forms';
import { renderRoutes, sandboxFixture } from '../support/sandboxApp';

const ctx = sandboxFixture();

interface UserRow {
  email: string;
  phoneNumber?: string;
}

async function signIn(): Promise<void> {
  const app = renderRoutes({ path: '/shipping-partner/profile', routes });
  await screen.findByLabelText('Email address');
  type('Email address', 'partner@demo.test');
  type('Password', DEMO_PASSWORD);
  press('Log in');
  await waitFor(() => expect(app.location()).toBe('/shipping-partner/profile'));
}

describe('PartnerProfileScreen', () => {
  it("shows the company as registered, from the partner's login data", async () => {
    await signIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Company profile' })).toBeTruthy();
    const profile = await screen.findByRole('region', { name: /.+/ });
    const facts = within(profile);
    expect(facts.getByText('Name')).toBeTruthy();
    expect(facts.getByRole('link', { name: 'partner@demo.test' }).getAttribute('href')).toBe(
      'mailto:partner@demo.test',
    );
    const users = (ctx.sandbox.db as unknown as { table(n: string): { all(): UserRow[] } })
      .table('users')
      .all();
    const partner = users.find((u) => u.email === 'partner@demo.test');
    if (partner?.phoneNumber) expect(facts.getByText(partner.phoneNumber)).toBeTruthy();
    expect(facts.getByText('Shipping company').nextElementSibling?.textContent).toBeTruthy();
    expect(facts.getByText('Onboarding').nextElementSibling?.textContent).toMatch(/^Approved$/);
  });

  it("shows the spec's message and a way to try again when the profile cannot be loaded", async () => {
    // Without a server message the SDK gives the operation's fallback from the spec's catalogue.
    ctx.sandbox.faults.set('getUserData', { status: 500, message: '' });
    await signIn();
    expect(await screen.findByText('Could not get user data. Try again later.', {})).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
