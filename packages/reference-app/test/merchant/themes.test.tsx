// The merchant's themes through the app's routes, against a fresh sandbox per test: the catalogue (taking a
// free theme, activating one after a confirmation, the paid one refused), its error; the editor's live
// preview, saving the banner, colours and social links, the spec's failure messages with the values kept,
// a logo upload (multipart), and the store's testimonials shown in the editor and its preview.

import { getStoreTheme, getThemeCustomization } from '@marketplace/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldError, press, type } from '../support/forms';
import { installDialogPolyfill } from '../support/installDialogPolyfill';
import { pngFile } from '../support/pngFile';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

installDialogPolyfill();

const ctx = sandboxFixture();

/** The card of a theme of the catalogue, once listed. */
async function card(name: string): Promise<HTMLElement> {
  return screen.findByRole('article', { name });
}

/** The preview frame of the editor. */
function preview(): HTMLElement {
  return screen.getByTestId('theme-preview');
}

/** The demo merchant's store id, from the session the login left. */
function storeIdOf(app: Awaited<ReturnType<typeof signInAt>>): number {
  const user = app.client.session.getUser('merchant') as { storeId?: number } | null;
  if (!user?.storeId) throw new Error('the demo merchant has no store id');
  return user.storeId;
}

describe('ThemesScreen', () => {
  it('lists the themes with the active one, takes a free theme and activates a theme after a confirmation', async () => {
    await signInAt('/merchant/themes', 'merchant@demo.test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Themes' })).toBeTruthy();
    const classic = await card('Lagos Classic');
    expect(within(classic).getByText('Active on your store')).toBeTruthy();
    expect(await screen.findByText(/Your store page shows/)).toBeTruthy();
    const paid = await card('Harmattan');
    expect(within(paid).getByText('A paid theme: only free themes can be taken here.')).toBeTruthy();
    expect(within(paid).queryByRole('button')).toBeNull();

    // A free theme the merchant does not have yet: taken, it can then be activated.
    const free = (await screen.findAllByRole('button', { name: /^Get .+ for free$/ }))[0];
    const freeName = free?.getAttribute('aria-label')?.replace(/^Get (.+) for free$/, '$1') ?? '';
    if (!free) throw new Error('no free theme to take');
    fireEvent.click(free);
    const taken = await card(freeName);
    expect(await within(taken).findByText('In your themes')).toBeTruthy();
    // The button pressed is gone: the focus moves to the theme's next step, Activate.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(taken).getByRole('button', { name: `Activate ${freeName}` }),
      ),
    );
    const purchase = ctx.requests.find((r) => r.path.endsWith('/api/merchant/theme/purchase'));
    await waitFor(() => expect(purchase?.body).toMatchObject({ type: 'free' }));

    // Activating asks first; cancelling changes nothing.
    fireEvent.click(within(taken).getByRole('button', { name: `Activate ${freeName}` }));
    const dialog = await screen.findByRole('dialog', { name: `Activate ${freeName}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ctx.requests.some((r) => r.path.endsWith('/theme/activate'))).toBe(false);

    fireEvent.click(within(taken).getByRole('button', { name: `Activate ${freeName}` }));
    const again = await screen.findByRole('dialog', { name: `Activate ${freeName}?` });
    fireEvent.click(within(again).getByRole('button', { name: 'Activate theme' }));
    expect(await within(await card(freeName)).findByText('Active on your store')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(taken).getByRole('link', { name: `Customize ${freeName}` })),
    );
    expect(await within(await card('Lagos Classic')).findByText('In your themes')).toBeTruthy();
  });

  it('shows the error with a way to try again when the themes cannot be loaded', async () => {
    await signInAt('/merchant', 'merchant@demo.test');
    ctx.sandbox.faults.set('getAvailableThemes', { status: 500, message: 'Themes are resting', times: 1 });
    fireEvent.click(await screen.findByRole('link', { name: 'Themes' }));
    expect(await screen.findByText('Themes are resting')).toBeTruthy();
    press('Try again');
    expect(await card('Lagos Classic')).toBeTruthy();
  });
});

describe('ThemeCustomizeScreen', () => {
  it('previews the banner as it is typed, saves it, and the public store theme shows it', async () => {
    const app = await signInAt('/merchant/themes/customize', 'merchant@demo.test');
    const main = (await screen.findByLabelText('Banner main text')) as HTMLInputElement;
    expect(main.value).toMatch(/^New season at /);
    type('Banner main text', 'Harmattan sale: 20% off');
    await waitFor(() =>
      expect(within(preview()).getByRole('heading', { name: 'Harmattan sale: 20% off' })).toBeTruthy(),
    );
    press('Save banner and promotion');
    await waitFor(async () => {
      const shown = await getStoreTheme(app.client, { path: { storeId: storeIdOf(app) } });
      expect(shown.data.body.bannerMainText).toBe('Harmattan sale: 20% off');
    });
    // The images not replaced were kept.
    const saved = await getStoreTheme(app.client, { path: { storeId: storeIdOf(app) } });
    expect(saved.data.body.bannerImage).toMatch(/banner/);
  });

  it('refuses an empty main text without sending, and keeps the values with the spec message on failure', async () => {
    await signInAt('/merchant/themes/customize', 'merchant@demo.test');
    await screen.findByLabelText('Banner main text');
    type('Banner main text', '   ');
    press('Save banner and promotion');
    await waitFor(() => expect(fieldError('Banner main text')).toBe('Enter the banner’s main text'));
    expect(ctx.requests.some((r) => r.path.endsWith('/theme/body'))).toBe(false);

    // No message from the server: the spec's fallback for the call shows.
    ctx.sandbox.faults.set('updateThemeBody', { status: 500, message: '' });
    type('Banner main text', 'Kept after a failure');
    press('Save banner and promotion');
    // The error summary says the spec's fallback for the upload calls.
    expect(await screen.findByText('Theme updated failed')).toBeTruthy();
    expect((screen.getByLabelText('Banner main text') as HTMLInputElement).value).toBe(
      'Kept after a failure',
    );
  });

  it('checks the header contacts, and uploads a new logo as a file', async () => {
    const app = await signInAt('/merchant/themes/customize', 'merchant@demo.test');
    await screen.findByLabelText('Email address');
    type('Email address', 'not-an-email');
    press('Save header');
    await waitFor(() =>
      expect(fieldError('Email address')).toBe('Enter an email address like name@example.com'),
    );
    expect(ctx.requests.some((r) => r.path.endsWith('/theme/header'))).toBe(false);

    type('Email address', 'hello@adaeze.ng');
    type('Phone number', '+234 803 000 1111');
    // The saved logo is replaced by removing it and choosing another.
    const headerForm = screen.getByRole('form', { name: 'Header' });
    fireEvent.click(within(headerForm).getByRole('button', { name: 'Remove image 1' }));
    const picker = screen.getByLabelText('Logo') as HTMLInputElement;
    fireEvent.change(picker, { target: { files: [pngFile('logo.png')] } });
    await waitFor(() =>
      expect(preview().querySelector('.themed-header__logo')?.getAttribute('src')).toMatch(
        /\/sandbox-assets\/media\/\d+\/logo\.png$/,
      ),
    );
    press('Save header');
    await waitFor(async () => {
      const shown = await getStoreTheme(app.client, { path: { storeId: storeIdOf(app) } });
      expect(shown.data.header).toMatchObject({ email: 'hello@adaeze.ng', phoneNumber: '+234 803 000 1111' });
      // Kept as uploaded: the same hosted URL the preview showed.
      expect(shown.data.header.logo).toMatch(/\/sandbox-assets\/media\/\d+\/logo\.png$/);
    });
  });

  it('previews and saves a colour, says when a text colour is hard to read, and says "Update failed" on failure', async () => {
    const app = await signInAt('/merchant/themes/customize', 'merchant@demo.test');
    const button = (await screen.findByLabelText('Primary button')) as HTMLInputElement;
    fireEvent.input(button, { target: { value: '#aa3300' } });
    fireEvent.change(button, { target: { value: '#aa3300' } });
    await waitFor(() => expect(preview().style.getPropertyValue('--store-primary-button')).toBe('#aa3300'));
    // The default body text #f5b042 is too light on white: the note says what the store shows instead.
    expect(screen.getByText(/Hard to read on the white page/)).toBeTruthy();

    press('Save colours');
    await waitFor(async () => {
      const { data } = await getThemeCustomization(app.client, { path: { activeThemeId: 45 } });
      expect(data.colors.primaryButton).toBe('#aa3300');
    });

    ctx.sandbox.faults.set('updateThemeColors', { status: 500, message: '' });
    fireEvent.change(screen.getByLabelText('Sale price'), { target: { value: '#117711' } });
    press('Save colours');
    expect(await screen.findByText('Update failed')).toBeTruthy();
    expect((screen.getByLabelText('Sale price') as HTMLInputElement).value).toBe('#117711');
  });

  it('saves the social links, a cleared one leaving the store page', async () => {
    const app = await signInAt('/merchant/themes/customize', 'merchant@demo.test');
    const instagram = (await screen.findByLabelText('Instagram')) as HTMLInputElement;
    expect(instagram.value).not.toBe('');
    type('Instagram', '');
    type('TikTok', 'https://tiktok.com/@adaeze');
    await waitFor(() =>
      expect(within(preview()).getByRole('link', { name: /TikTok/, hidden: true })).toBeTruthy(),
    );
    press('Save social links');
    await waitFor(async () => {
      const shown = await getStoreTheme(app.client, { path: { storeId: storeIdOf(app) } });
      expect(shown.data.socials.tiktok).toBe('https://tiktok.com/@adaeze');
      expect(shown.data.socials.instagram).toBeUndefined();
    });
  });

  it("shows the store's testimonials (not a list of the theme's) in the editor and its preview", async () => {
    await signInAt('/merchant/themes/customize', 'merchant@demo.test');
    const section = await screen.findByRole('region', { name: 'Testimonials' });
    expect(await within(section).findByText(/exactly as pictured/)).toBeTruthy();
    expect(
      within(section).getByRole('link', { name: 'Add or change testimonials' }).getAttribute('href'),
    ).toBe('/merchant/store/testimonials');
    const preview = screen.getByRole('region', { name: 'Live preview' });
    await waitFor(() => expect(within(preview).getByText('Zainab Abubakar')).toBeTruthy());
  });
});
