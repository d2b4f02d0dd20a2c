import {
  activateMerchantTheme,
  type CallInit,
  createThemeTestimonial,
  DEFAULT_ACTIVE_THEME_ID,
  DEFAULT_THEME_TEXT_COLOR,
  deleteThemeTestimonial,
  getActiveMerchantTheme,
  getAvailableThemes,
  getStoreTheme,
  getThemeCustomization,
  getThemeTestimonials,
  purchaseMerchantTheme,
  THEME_PURCHASE_TYPE,
  updateThemeBody,
  updateThemeColors,
  updateThemeHeader,
  updateThemeSocials,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { account, guest, refusal, signIn } from '../domains/reports/support';
import { PNG_1PX } from '../support/pngBytes';
import { sandboxFixture } from '../support/sandboxTest';

const ctx = sandboxFixture();

type HeaderForm = CallInit<'updateThemeHeader'>['body'];

/** An uploaded file of a multipart field. */
const upload = (name: string, type: string, bytes: BlobPart = PNG_1PX) => new File([bytes], name, { type });

type ColorsBody = CallInit<'updateThemeColors'>['body'];

/**
 * A colors update with only some colors. The SDK types the colors as required because the contract gives
 * them defaults; the server takes any subset (a color left out goes back to its default).
 */
const colors = (body: Partial<ColorsBody> & { merchantThemeId: number }) => body as ColorsBody;

/** A new merchant, its client, and the id of its default merchant theme. */
async function merchant(storeName = 'Ankara Palace') {
  const m = account(ctx, 'merchant', { storeName });
  const active = await getActiveMerchantTheme(m.client);
  return { ...m, merchantThemeId: active.data.id };
}

describe('merchant themes', () => {
  it('gives every merchant the default theme 45, taken for free and active', async () => {
    const { client, user } = await merchant();
    const { data } = await getAvailableThemes(client);
    expect(data.map((t) => t.id)).toEqual([45, 46, 47, 48, 49, 50]);
    expect(data.filter((t) => t.isPurchased).map((t) => [t.id, t.isActive])).toEqual([
      [DEFAULT_ACTIVE_THEME_ID, true],
    ]);
    const active = await getActiveMerchantTheme(client);
    expect(active.data).toMatchObject({
      merchantId: user.id,
      themeId: DEFAULT_ACTIVE_THEME_ID,
      type: 'free',
      isActive: true,
      theme: { id: 45, name: 'Lagos Classic', price: 0 },
    });
  });

  it("takes a free theme, which the catalogue then marks as the merchant's", async () => {
    const { client } = await merchant();
    const bought = await purchaseMerchantTheme(client, { body: { themeId: 46, type: THEME_PURCHASE_TYPE } });
    expect(bought.status).toBe(201);
    expect(bought.data).toMatchObject({ themeId: 46, isActive: false, type: 'free' });
    const { data } = await getAvailableThemes(client);
    expect(data.find((t) => t.id === 46)).toMatchObject({ isPurchased: true, isActive: false });
  });

  it('refuses a theme already taken or a paid one (400), and an unknown one (404)', async () => {
    const { client } = await merchant();
    expect(await refusal(purchaseMerchantTheme(client, { body: { themeId: 45, type: 'free' } }))).toEqual([
      400,
      'You already have this theme',
    ]);
    expect((await refusal(purchaseMerchantTheme(client, { body: { themeId: 49, type: 'free' } })))[0]).toBe(
      400,
    );
    expect((await refusal(purchaseMerchantTheme(client, { body: { themeId: 999, type: 'free' } })))[0]).toBe(
      404,
    );
  });

  it('activates a theme the merchant has; the previous one becomes inactive', async () => {
    const { client } = await merchant();
    await purchaseMerchantTheme(client, { body: { themeId: 46, type: 'free' } });
    const activated = await activateMerchantTheme(client, { body: { themeId: 46 } });
    expect(activated.data).toMatchObject({ themeId: 46, isActive: true, theme: { name: 'Ankara Bold' } });
    expect((await getActiveMerchantTheme(client)).data.themeId).toBe(46);
    const { data } = await getAvailableThemes(client);
    expect(data.filter((t) => t.isActive).map((t) => t.id)).toEqual([46]);
  });

  it('refuses to activate a theme not taken (400) or unknown (404)', async () => {
    const { client } = await merchant();
    expect(await refusal(activateMerchantTheme(client, { body: { themeId: 47 } }))).toEqual([
      400,
      'Take this theme before activating it',
    ]);
    expect((await refusal(activateMerchantTheme(client, { body: { themeId: 999 } })))[0]).toBe(404);
  });

  it('is for merchants: an admin token is refused (401 without a merchant token)', async () => {
    const { client } = account(ctx, 'admin');
    expect((await refusal(getAvailableThemes(client)))[0]).toBe(401);
  });
});

describe('theme customization', () => {
  it('starts from the store and the default colors (text #f5b042, the rest black and white)', async () => {
    const { client, user, merchantThemeId } = await merchant('Ankara Palace');
    const { data } = await getThemeCustomization(client, { path: { activeThemeId: 45 } });
    expect(data).toEqual({
      activeThemeId: 45,
      merchantThemeId,
      header: { logo: null, email: user.email },
      body: {
        bannerMainText: 'Welcome to Ankara Palace',
        bannerSubText: 'Quality products, delivered across Nigeria',
        bannerImage: null,
        promoImage: null,
      },
      colors: {
        headingsAndLinks: '#000000',
        bodyText: DEFAULT_THEME_TEXT_COLOR,
        salePrice: '#000000',
        primaryButton: '#000000',
        primaryLabel: '#ffffff',
        fieldText: '#000000',
        fieldBorder: '#000000',
        fieldBackground: '#ffffff',
      },
      socials: {},
      testimonials: [],
    });
    expect((await refusal(getThemeCustomization(client, { path: { activeThemeId: 47 } })))[0]).toBe(404);
  });

  it('keeps an uploaded banner as uploaded (its bytes served at its URL), keeps the fields left out', async () => {
    const { client, merchantThemeId } = await merchant('Ankara Palace');
    const { data, message } = await updateThemeBody(client, {
      body: {
        bannerMainText: 'New Ankara collection',
        bannerImage: upload('banner.png', 'image/png'),
        merchantThemeId,
      },
    });
    expect(message).toBe('Theme updated');
    expect(data).toEqual({
      bannerMainText: 'New Ankara collection',
      bannerSubText: 'Quality products, delivered across Nigeria',
      bannerImage: expect.stringMatching(/^http:\/\/sandbox\.test\/sandbox-assets\/media\/\d+\/banner\.png$/),
      promoImage: null,
    });
    const served = await fetch(data.bannerImage as string);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_1PX);
    await updateThemeBody(client, {
      body: { promoImage: upload('promo.jpg', 'image/jpeg'), merchantThemeId },
    });
    const saved = await getThemeCustomization(client, { path: { activeThemeId: 45 } });
    expect(saved.data.body).toMatchObject({
      bannerMainText: 'New Ankara collection',
      bannerImage: data.bannerImage,
      promoImage: expect.stringMatching(/\/media\/\d+\/promo\.jpg$/),
    });
  });

  it("refuses a file that is not an image or no merchantThemeId (422), another merchant's theme (404)", async () => {
    const { client, merchantThemeId } = await merchant();
    // Named and typed as a PNG, but its bytes are text.
    expect(
      (
        await refusal(
          updateThemeBody(client, {
            body: { bannerImage: upload('banner.png', 'image/png', 'hello'), merchantThemeId },
          }),
        )
      )[0],
    ).toBe(422);
    const other = await merchant('Other Store');
    expect(
      (
        await refusal(
          updateThemeBody(client, {
            body: { bannerImage: upload('notes.txt', 'text/plain', 'hello'), merchantThemeId },
          }),
        )
      )[0],
    ).toBe(422);
    expect(
      (
        await refusal(
          updateThemeBody(client, { body: { bannerMainText: 'x', merchantThemeId: other.merchantThemeId } }),
        )
      )[0],
    ).toBe(404);
    expect(
      // A body without its required merchantThemeId, as a broken client would send it.
      (
        await refusal(
          updateThemeHeader(client, {
            body: { phoneNumber: '+2348031234567' } as Partial<HeaderForm> as HeaderForm,
          }),
        )
      )[0],
    ).toBe(422);
  });

  it('updates the header: contacts and an uploaded logo', async () => {
    const { client, merchantThemeId } = await merchant('Ankara Palace');
    const { data } = await updateThemeHeader(client, {
      body: {
        phoneNumber: '+2348031234567',
        email: 'hello@ankarapalace.ng',
        logo: upload('logo.png', 'image/png'),
        merchantThemeId,
      },
    });
    expect(data).toEqual({
      logo: expect.stringMatching(/\/sandbox-assets\/media\/\d+\/logo\.png$/),
      phoneNumber: '+2348031234567',
      email: 'hello@ankarapalace.ng',
    });
    expect((await getThemeCustomization(client, { path: { activeThemeId: 45 } })).data.header).toEqual(data);
    expect(
      (await refusal(updateThemeHeader(client, { body: { email: 'not-an-email', merchantThemeId } })))[0],
    ).toBe(422);
  });

  it('replaces the social links: a network left out is cleared', async () => {
    const { client, merchantThemeId } = await merchant();
    await updateThemeSocials(client, {
      body: { facebook: 'https://facebook.com/ankarapalace', merchantThemeId },
    });
    const { data } = await updateThemeSocials(client, {
      body: {
        instagram: 'https://instagram.com/ankarapalace',
        whatsapp: 'https://wa.me/2348031234567',
        merchantThemeId,
      },
    });
    expect(data).toEqual({
      instagram: 'https://instagram.com/ankarapalace',
      whatsapp: 'https://wa.me/2348031234567',
    });
    expect((await getThemeCustomization(client, { path: { activeThemeId: 45 } })).data.socials).toEqual(data);
  });

  it('sets the colors: a color left out goes back to its default', async () => {
    const { client, merchantThemeId } = await merchant();
    const { data } = await updateThemeColors(client, {
      body: colors({ bodyText: '#112233', primaryButton: '#AABBCC', merchantThemeId }),
    });
    expect(data).toMatchObject({ bodyText: '#112233', primaryButton: '#aabbcc', primaryLabel: '#ffffff' });
    const reset = await updateThemeColors(client, { body: colors({ merchantThemeId }) });
    expect(reset.data).toMatchObject({ bodyText: DEFAULT_THEME_TEXT_COLOR, primaryButton: '#000000' });
    expect((await getThemeCustomization(client, { path: { activeThemeId: 45 } })).data.colors).toEqual(
      reset.data,
    );
    expect(
      (await refusal(updateThemeColors(client, { body: colors({ bodyText: 'red', merchantThemeId }) })))[0],
    ).toBe(422);
  });

  it('keeps one customization per merchant theme', async () => {
    const { client } = await merchant();
    const bought = await purchaseMerchantTheme(client, { body: { themeId: 46, type: 'free' } });
    await updateThemeColors(client, {
      body: colors({ bodyText: '#123456', merchantThemeId: bought.data.id }),
    });
    expect((await getThemeCustomization(client, { path: { activeThemeId: 46 } })).data.colors.bodyText).toBe(
      '#123456',
    );
    expect((await getThemeCustomization(client, { path: { activeThemeId: 45 } })).data.colors.bodyText).toBe(
      DEFAULT_THEME_TEXT_COLOR,
    );
  });
});

describe('theme testimonials', () => {
  it('adds a testimonial that the storefront lists without a token, then deletes it', async () => {
    const { client, merchantThemeId } = await merchant();
    const created = await createThemeTestimonial(client, {
      body: { merchantThemeId, name: 'Emeka Nwosu', title: 'Customer, Abuja', message: 'Lovely prints.' },
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ merchantThemeId, name: 'Emeka Nwosu', image: null });
    const listed = await getThemeTestimonials(guest(), { query: { merchantThemeId } });
    expect(listed.data.map((t) => t.id)).toEqual([created.data.id]);
    expect((await getThemeCustomization(client, { path: { activeThemeId: 45 } })).data.testimonials).toEqual(
      listed.data,
    );

    const deleted = await deleteThemeTestimonial(client, { path: { id: created.data.id } });
    expect(deleted.data.id).toBe(created.data.id);
    expect((await getThemeTestimonials(client, { query: { merchantThemeId } })).data).toEqual([]);
    expect((await refusal(deleteThemeTestimonial(client, { path: { id: created.data.id } })))[0]).toBe(404);
  });

  it("refuses another merchant's testimonial (403) and theme (404)", async () => {
    const owner = await merchant();
    const other = await merchant('Other Store');
    const created = await createThemeTestimonial(owner.client, {
      body: { merchantThemeId: owner.merchantThemeId, name: 'Folake', message: 'Great.' },
    });
    expect((await refusal(deleteThemeTestimonial(other.client, { path: { id: created.data.id } })))[0]).toBe(
      403,
    );
    expect(
      (
        await refusal(
          createThemeTestimonial(other.client, {
            body: { merchantThemeId: owner.merchantThemeId, name: 'X', message: 'Y' },
          }),
        )
      )[0],
    ).toBe(404);
    expect(
      (
        await refusal(
          createThemeTestimonial(owner.client, {
            body: { merchantThemeId: owner.merchantThemeId, name: 'X', message: 'Y', image: 'nope' },
          }),
        )
      )[0],
    ).toBe(422);
  });
});

describe('seeded themes', () => {
  it('gives the demo merchant a customized default theme with testimonials, and a second theme', async () => {
    const demo = ctx.sandbox.db.table('users').find((u) => u.email === 'merchant@demo.test');
    if (!demo) return expect.fail('no demo merchant in the seed');
    const client = signIn(ctx, demo);
    const { data } = await getThemeCustomization(client, { path: { activeThemeId: 45 } });
    expect(data.body.bannerImage).toMatch(
      /^http:\/\/sandbox\.test\/sandbox-assets\/images\/themes\/.+-banner~1\.svg$/,
    );
    expect(data.testimonials.length).toBe(2);
    const themes = await getAvailableThemes(client);
    expect(themes.data.filter((t) => t.isPurchased).map((t) => t.id)).toEqual([45, 46]);
  });
});

describe("a store's public theme", () => {
  it("answers the active theme's customization without a token, and follows activation and updates", async () => {
    const demo = ctx.sandbox.db.table('users').find((u) => u.email === 'merchant@demo.test');
    const store = demo && ctx.sandbox.db.table('stores').find((s) => s.merchantId === demo.id);
    if (!demo || !store) return expect.fail('no demo merchant or store in the seed');
    const client = signIn(ctx, demo);
    const own = await getThemeCustomization(client, { path: { activeThemeId: 45 } });
    const shown = await getStoreTheme(guest(), { path: { storeId: store.id } });
    expect(shown.data).toEqual(own.data);

    await activateMerchantTheme(client, { body: { themeId: 46 } });
    const mine46 = await getThemeCustomization(client, { path: { activeThemeId: 46 } });
    await updateThemeColors(client, {
      body: colors({ merchantThemeId: mine46.data.merchantThemeId ?? 0, primaryButton: '#AA3300' }),
    });
    const after = await getStoreTheme(guest(), { path: { storeId: store.id } });
    expect(after.data).toMatchObject({ activeThemeId: 46, merchantThemeId: mine46.data.merchantThemeId });
    expect(after.data.colors.primaryButton).toBe('#aa3300');
  });

  it('is 404 for an unknown store and for a store customers may not browse yet', async () => {
    expect((await refusal(getStoreTheme(guest(), { path: { storeId: 999_999 } })))[0]).toBe(404);
    const { user } = account(ctx, 'merchant', { storeName: 'Not Approved Yet' });
    const store = ctx.sandbox.db.table('stores').find((s) => s.merchantId === user.id);
    if (!store) return expect.fail('no store for the new merchant');
    ctx.sandbox.db.table('stores').update(store.id, { firstApproval: false });
    expect((await refusal(getStoreTheme(guest(), { path: { storeId: store.id } })))[0]).toBe(404);
  });
});
