// useStoreTheme against a fresh sandbox: a guest reads a store's active theme (typed values with the
// defaults filled in, colours as CSS variables) and sees the merchant's changes; storeThemeFrom's defaults.
import { DEMO_PASSWORD } from '@marketplace/sandbox/node';
import {
  type CallInit,
  DEFAULT_THEME_COLORS,
  DEFAULT_THEME_TEXT_COLOR,
  getActiveMerchantTheme,
  getMerchantStoreData,
  loginMerchant,
  updateThemeColors,
} from '@marketplace/sdk';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeThemeFrom, themeCssVariables } from '../../src/themes/storeTheme';
import { useStoreTheme } from '../../src/themes/useStoreTheme';
import { sandboxFixture, wrapperFor } from '../support/renderWithSandbox';

const ctx = sandboxFixture();

/** The demo merchant's store id and a client signed in as that merchant. */
async function demoStore() {
  const client = ctx.client({ role: 'merchant' });
  const { data } = await loginMerchant(client, {
    body: { email: 'merchant@demo.test', password: DEMO_PASSWORD },
  });
  client.session.setSession('merchant', data.token, data.user);
  const merchantId = data.user && 'id' in data.user ? data.user.id : 0;
  const storeData = await getMerchantStoreData(client, { path: { id: merchantId } });
  const storeId = storeData.data.store?.id;
  if (!storeId) throw new Error('the demo merchant has no store');
  return { storeId, client };
}

describe('useStoreTheme', () => {
  it("gives a guest the store's theme as typed values and CSS variables", async () => {
    const { storeId } = await demoStore();
    const { result } = renderHook(() => useStoreTheme(storeId), { wrapper: wrapperFor(ctx.client()) });
    // The defaults while it loads, so a page renders at once.
    expect(result.current.theme.colors).toEqual(DEFAULT_THEME_COLORS);
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    const { theme } = result.current;
    expect(theme.activeThemeId).toBe(45);
    expect(theme.body.bannerMainText).toBeTruthy();
    expect(theme.body.bannerImage).toMatch(/banner/);
    expect(theme.testimonials).toHaveLength(2);
    expect(theme.socials.length).toBeGreaterThan(0);
    expect(theme.socials.every((s) => s.href.startsWith('https://'))).toBe(true);
    expect(theme.cssVariables['--store-body-text']).toBe(theme.colors.bodyText);
  });

  it("follows the merchant's colour change", async () => {
    const { storeId, client } = await demoStore();
    const { result } = renderHook(() => useStoreTheme(storeId), { wrapper: wrapperFor(ctx.client()) });
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    const active = await getActiveMerchantTheme(client);
    await updateThemeColors(client, {
      body: {
        merchantThemeId: active.data.id,
        primaryButton: '#AA3300',
      } as CallInit<'updateThemeColors'>['body'],
    });
    result.current.retry();
    await waitFor(() => expect(result.current.theme.cssVariables['--store-primary-button']).toBe('#aa3300'));
    // Colours left out of the update went back to their defaults.
    expect(result.current.theme.colors.bodyText).toBe(DEFAULT_THEME_TEXT_COLOR);
  });

  it('fails with the message for an unknown store, keeping the default theme to render', async () => {
    const { result } = renderHook(() => useStoreTheme(999_999), { wrapper: wrapperFor(ctx.client()) });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error?.message).toBe('Store not found');
    expect(result.current.theme.colors).toEqual(DEFAULT_THEME_COLORS);
  });

  it('waits without a store id', () => {
    const { result } = renderHook(() => useStoreTheme(null), { wrapper: wrapperFor(ctx.client()) });
    expect(result.current.status).toBe('idle');
    expect(ctx.requests).toHaveLength(0);
  });
});

describe('storeThemeFrom', () => {
  it('fills in the spec defaults: text #f5b042, the rest black and white, theme 45', () => {
    const theme = storeThemeFrom();
    expect(theme.activeThemeId).toBe(45);
    expect(theme.colors.bodyText).toBe('#f5b042');
    expect(theme.colors.primaryLabel).toBe('#ffffff');
    expect(theme.colors.fieldBackground).toBe('#ffffff');
    expect(theme.colors.headingsAndLinks).toBe('#000000');
    expect(theme.header).toEqual({ logo: null, phoneNumber: null, email: null });
    expect(theme.socials).toEqual([]);
    expect(theme.testimonials).toEqual([]);
  });

  it('replaces a malformed colour by its default and keeps the good ones lowercase', () => {
    expect(themeCssVariables({ primaryButton: 'red', salePrice: '#C0FFEE' })).toMatchObject({
      '--store-primary-button': '#000000',
      '--store-sale-price': '#c0ffee',
    });
  });

  it('lists only the networks set, in order, as links that open', () => {
    const theme = storeThemeFrom({
      socials: { whatsapp: '+234 803 123 4567', instagram: 'instagram.com/ada', twitter: ' ' },
    });
    expect(theme.socials).toEqual([
      { network: 'instagram', label: 'Instagram', href: 'https://instagram.com/ada' },
      { network: 'whatsapp', label: 'WhatsApp', href: 'https://wa.me/2348031234567' },
    ]);
    // Handles become the network's profile address.
    const handles = storeThemeFrom({ socials: { tiktok: '@adaeze', twitter: 'adaeze_styles' } });
    expect(handles.socials.map((s) => s.href)).toEqual([
      'https://x.com/adaeze_styles',
      'https://tiktok.com/@adaeze',
    ]);
  });
});
