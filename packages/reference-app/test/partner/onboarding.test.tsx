// The shipping partner's onboarding through the app's routes, against a fresh sandbox per test: a partner
// who just signed up sees the prompt on the dashboard, goes through the three steps (each checked before
// the next, saved on the device and resumed after a reload), signs by typing, and submits; the server's
// refusal of an earlier step's field opens that step; a rejected partner reads why and resends its details
// filled in; an approved partner sees that it is complete.

import { DEMO_PASSWORD, TEST_HOSTS } from '@marketplace/sandbox/node';
import { createMarketplaceClient, createMemoryTokenStore, signupPartner } from '@marketplace/sdk';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onboardingDraftKey } from '../../src/roles/partner/onboarding/useOnboardingDraft';
import { fieldError, press, type } from '../support/forms';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

const ctx = sandboxFixture();

beforeEach(() => localStorage.clear());

/** Signs up a new shipping partner (as the sign-up screen does), noting its id; answers its email. */
async function newPartner(email = 'ops@swiftroute.ng'): Promise<string> {
  const guest = createMarketplaceClient({
    hosts: TEST_HOSTS,
    session: createMemoryTokenStore(),
    // Scene-setting, not the screen under test: a sign-up is not idempotent, so a retried POST could
    // only hide a setup failure behind a second account.
    retry: false,
  });
  const { data } = await signupPartner(guest, {
    body: {
      name: 'Tunde Bakare',
      email,
      phoneNumber: '+2348023456789',
      shippingCompany: 'SwiftRoute Logistics',
      password: DEMO_PASSWORD,
    },
  });
  partnerIds.set(email, (data as { id?: number }).id ?? 0);
  return email;
}

/** A 1×1 PNG: what the pad's canvas hands over (jsdom draws nothing, so the browser's canvas is stood in). */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

/** jsdom has no canvas: a 2D context that takes the strokes, and a canvas that gives the PNG above. */
function standInCanvas() {
  const pen = new Proxy({}, { get: () => () => undefined, set: () => true });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    pen as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
    done(new Blob([PNG], { type: 'image/png' })),
  );
  HTMLCanvasElement.prototype.setPointerCapture ??= () => undefined;
}

/** Draws two strokes on a pad. */
function sign(pad: HTMLElement) {
  for (const [from, to] of [
    [10, 60],
    [80, 120],
  ] as const) {
    fireEvent.pointerDown(pad, { pointerId: 1, clientX: from, clientY: 40 });
    fireEvent.pointerMove(pad, { pointerId: 1, clientX: to, clientY: 90 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
  }
}

/** The ids of the partners signed up in this test, by email. */
const partnerIds = new Map<string, number>();

/** Fills the company step with valid answers. */
function fillCompany() {
  type('RC number', 'RC 1456789');
  type('Office address', '24 Adeola Odeku Street, Victoria Island, Lagos');
  type('Contact person’s name', 'Tunde Bakare');
  type('Contact person’s phone number', '+2348023456789');
  type('Contact person’s designation (optional)', 'Operations Manager');
}

/** Fills the bank step with valid answers. */
function fillBank(accountNumber = '0123456789') {
  type('Bank name', 'Guaranty Trust Bank');
  type('Account name', 'SwiftRoute Logistics Limited');
  type('Account number', accountNumber);
  fireEvent.change(screen.getByLabelText('Bank code type'), { target: { value: 'sortCode' } });
  type('Bank code', '058152052');
}

describe('PartnerOnboardingScreen', () => {
  it('prompts a new partner on the dashboard, checks each step, and submits the three steps', async () => {
    const email = await newPartner();
    await signInAt('/shipping-partner', email);
    const prompt = await screen.findByRole('region', { name: 'Finish your onboarding' });
    fireEvent.click(within(prompt).getByRole('link', { name: 'Continue onboarding' }));

    expect(await screen.findByText('Step 1 of 3')).toBeTruthy();
    // What the account already says is filled in.
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe('SwiftRoute Logistics');
    expect((screen.getByLabelText('Company email address') as HTMLInputElement).value).toBe(email);
    press('Save and continue');
    await waitFor(() => expect(fieldError('Office address')).toBeTruthy());
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();

    fillCompany();
    press('Save and continue');
    expect(await screen.findByText('Step 2 of 3')).toBeTruthy();
    expect(screen.getByText('Company saved on this device.')).toBeTruthy();
    type('Account number', '12345');
    press('Save and continue');
    await waitFor(() => expect(fieldError('Account number')).toBeTruthy());
    fillBank();
    press('Save and continue');
    expect(await screen.findByText('Step 3 of 3')).toBeTruthy();

    type('Your name', 'Tunde Bakare');
    type('Your designation', 'Managing Director');
    fireEvent.click(screen.getAllByRole('radio', { name: 'Type your name' })[0] as HTMLElement);
    type('Your signature: type your full name', 'Tunde Bakare');
    type('Introduced by (name)', 'Ngozi Eze');
    press('Submit onboarding');

    const done = await screen.findByRole('heading', { name: 'Onboarding submitted' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    const sent = ctx.requests.find((r) => r.path.endsWith('/partner/partner/onboard'));
    await waitFor(() =>
      expect(sent?.body).toMatchObject({
        company: { companyName: 'SwiftRoute Logistics', rcNumber: 'RC 1456789', email },
        bankDetails: {
          accountNumber: '0123456789',
          swiftCodeSortCodeIban: { type: 'sortCode', code: '058152052' },
        },
        certification: {
          name: 'Tunde Bakare',
          signature: 'Tunde Bakare',
          introducedBy: { name: 'Ngozi Eze' },
        },
      }),
    );
    // The draft is gone once submitted.
    expect(Object.keys(localStorage).some((k) => k.startsWith('marketplace:partner-onboarding:'))).toBe(
      false,
    );
  });

  describe('a drawn signature', () => {
    afterEach(() => vi.restoreAllMocks());

    it('goes through the media upload (purpose signature) and the onboarding keeps its hosted URL; a failed upload says so and can be tried again', async () => {
      standInCanvas();
      const email = await newPartner('drawn@swiftroute.ng');
      await signInAt('/shipping-partner/onboarding', email);
      await screen.findByText('Step 1 of 3');
      fillCompany();
      press('Save and continue');
      await screen.findByText('Step 2 of 3');
      fillBank();
      press('Save and continue');
      await screen.findByText('Step 3 of 3');
      type('Your name', 'Tunde Bakare');
      type('Your designation', 'Managing Director');

      const use = () => screen.getAllByRole('button', { name: 'Use this signature' })[0] as HTMLElement;
      // Nothing to send before a stroke.
      expect(use().getAttribute('aria-disabled')).toBe('true');
      sign(screen.getByRole('img', { name: 'Your signature: sign here' }));
      // Several strokes stay on the pad: nothing is sent until the partner says so.
      expect(screen.getByRole('img', { name: 'Your signature: sign here' })).toBeTruthy();
      expect(ctx.requests.some((r) => r.path.endsWith('/media'))).toBe(false);

      ctx.sandbox.faults.set('uploadMedia', { status: 500, message: 'The media host is down', times: 1 });
      fireEvent.click(use());
      expect((await screen.findByRole('alert')).textContent).toMatch(
        /Your signature could not be uploaded: The media host is down/,
      );
      // The drawing is still there to send again.
      fireEvent.click(use());
      const given = await screen.findByRole('img', { name: 'Your signature, as given' });
      const url = given.getAttribute('src') ?? '';
      expect(url).toMatch(/^https?:\/\//);
      const media = ctx.sandbox.db as unknown as {
        table(name: 'media'): { where(p: (m: { purpose?: string }) => boolean): { contentType: string }[] };
      };
      const kept = media.table('media').where((m) => m.purpose === 'signature');
      expect(kept).toHaveLength(1);
      expect(kept[0]?.contentType).toBe('image/png');

      press('Submit onboarding');
      await screen.findByRole('heading', { name: 'Onboarding submitted' });
      const sent = ctx.requests.find((r) => r.path.endsWith('/partner/partner/onboard'));
      await waitFor(() =>
        expect(sent?.body).toMatchObject({ certification: { name: 'Tunde Bakare', signature: url } }),
      );
    });
  });

  it('resumes at the step the partner reached, with the saved answers', async () => {
    const email = await newPartner('resume@swiftroute.ng');
    await signInAt('/shipping-partner/onboarding', email);
    await screen.findByText('Step 1 of 3');
    fillCompany();
    press('Save and continue');
    await screen.findByText('Step 2 of 3');
    const key = Object.keys(localStorage).find((k) => k.startsWith('marketplace:partner-onboarding:'));
    expect(key).toBeTruthy();

    // Leave and come back (a new page load keeps local storage).
    cleanup();
    await signInAt('/shipping-partner/onboarding', email);
    expect(await screen.findByText('Step 2 of 3')).toBeTruthy();
    expect(screen.getByText('Your saved answers are back: carry on where you stopped.')).toBeTruthy();
    press('Back');
    expect(await screen.findByText('Step 1 of 3')).toBeTruthy();
    expect((screen.getByLabelText('RC number') as HTMLInputElement).value).toBe('RC 1456789');
  });

  it('ignores a corrupt draft, and keeps every answer when the submission fails', async () => {
    const email = await newPartner('refused@swiftroute.ng');
    const id = partnerIds.get(email);
    expect(id).toBeGreaterThan(0);
    localStorage.setItem(onboardingDraftKey(id ?? 0), '{not json');
    await signInAt('/shipping-partner/onboarding', email);
    await screen.findByText('Step 1 of 3');
    fillCompany();
    press('Save and continue');
    await screen.findByText('Step 2 of 3');
    fillBank();
    press('Save and continue');
    await screen.findByText('Step 3 of 3');
    ctx.sandbox.faults.set('onboardPartner', {
      status: 500,
      message: 'Onboarding is closed today',
      times: 1,
    });
    type('Your name', 'Tunde Bakare');
    type('Your designation', 'Managing Director');
    fireEvent.click(screen.getAllByRole('radio', { name: 'Type your name' })[0] as HTMLElement);
    type('Your signature: type your full name', 'Tunde Bakare');
    press('Submit onboarding');
    expect(await screen.findByText('Onboarding is closed today')).toBeTruthy();
    // Nothing was lost: the values are still there, and the next try goes through.
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Tunde Bakare');
    press('Submit onboarding');
    expect(await screen.findByRole('heading', { name: 'Onboarding submitted' })).toBeTruthy();
  });

  it('a rejected partner reads the reason on its dashboard and onboarding, fixes the filled-in details and resends', async () => {
    const db = ctx.sandbox.db as unknown as {
      table(name: string): {
        find(p: (u: { email: string }) => boolean): { id: number; profile?: Record<string, unknown> };
        update(id: number, patch: object): unknown;
      };
    };
    const users = db.table('users');
    const row = users.find((u) => u.email === 'partner@demo.test');
    const reason = 'The account name must match the company: send the bank details of Kwik Dispatch Ltd.';
    users.update(row.id, {
      profile: { ...row.profile, onboarded: false, onboardingStatus: 'rejected', rejectionReason: reason },
    });
    await signInAt('/shipping-partner', 'partner@demo.test');
    const prompt = await screen.findByRole('region', { name: 'Your onboarding was not approved' });
    expect(within(prompt).getByText(reason)).toBeTruthy();
    fireEvent.click(within(prompt).getByRole('link', { name: 'Fix and resubmit' }));
    expect(await screen.findByText('Step 1 of 3')).toBeTruthy();
    const notice = screen.getByRole('region', { name: 'Your onboarding was not approved' });
    expect(within(notice).getByText(reason)).toBeTruthy();
    // What was sent is filled in: the company's name and the bank's, to fix rather than retype.
    expect((screen.getByLabelText(/^Company name/) as HTMLInputElement).value).toBe('Kwik Dispatch Ltd');
    press('Save and continue');
    expect(await screen.findByText('Step 2 of 3')).toBeTruthy();
    expect((screen.getByLabelText(/^Account name/) as HTMLInputElement).value).not.toBe('');
    type('Account name', 'Kwik Dispatch Ltd');
    press('Save and continue');
    expect(await screen.findByText('Step 3 of 3')).toBeTruthy();
    press('Submit onboarding');
    expect(await screen.findByRole('heading', { name: 'Onboarding submitted' })).toBeTruthy();
    const sent = ctx.requests.find((r) => r.path.endsWith('/partner/partner/onboard'));
    expect(sent?.body).toMatchObject({ bankDetails: { accountName: 'Kwik Dispatch Ltd' } });
    await waitFor(() =>
      expect(users.find((u) => u.email === 'partner@demo.test').profile).toMatchObject({
        onboardingStatus: 'submitted',
        onboarded: false,
      }),
    );
  });

  it('tells an onboarded partner that onboarding is complete', async () => {
    await signInAt('/shipping-partner/onboarding', 'partner@demo.test');
    expect(await screen.findByRole('heading', { name: 'Your onboarding is complete' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See assigned orders' })).toBeTruthy();
    press('Update your details');
    expect(await screen.findByText('Step 1 of 3')).toBeTruthy();
  });
});
