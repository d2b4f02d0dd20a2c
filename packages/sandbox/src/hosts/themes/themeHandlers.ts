// The themes host: the theme catalogue, the merchant's themes (default 45, take a free theme, activate
// one), the customization of each merchant theme (header, body, colors, socials) and its testimonials.
import { DEFAULT_ACTIVE_THEME_ID, DEFAULT_THEME_COLORS } from '@marketplace/sdk';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { isStoreApproved } from '../../domains/catalog/isVisible';
import { keepMedia, mediaUrl } from '../../domains/media/keepMedia';
import { defineHandlers, type SandboxEnv } from '../../http/HandlerContext';
import { forbidden, invalid, notFound, ok, type Reply, refuse } from '../../http/replies';
import { emailOrUndefined } from '../../shared/emailOrUndefined';
import { merchantIdOf } from '../../shared/merchantIdOf';
import type { MerchantThemeRow, ThemeCatalogRow, ThemeCustomizationRow, ThemeTestimonialRow } from './tables';
import type { MerchantTheme, Theme, ThemeBody, ThemeHeader, ThemeSocials, ThemeTestimonial } from './types';

const SOCIAL_NETWORKS = [
  'twitter',
  'facebook',
  'pinterest',
  'instagram',
  'tumblr',
  'snapchat',
  'youtube',
  'whatsapp',
  'tiktok',
  'vimeo',
] as const;

/** Largest image a theme upload takes. */

/** The social links of `source` that are set (non-empty strings). */
function socialsOf(source: Partial<Record<string, unknown>> | undefined): ThemeSocials {
  const socials: ThemeSocials = {};
  for (const network of SOCIAL_NETWORKS) {
    const value = source?.[network];
    if (typeof value === 'string' && value.trim() !== '') socials[network] = value.trim();
  }
  return socials;
}

/**
 * The merchant's themes, with the default theme 45 taken (free) and active when the merchant has no
 * active theme yet.
 */
export function ensureMerchantThemes(db: Database, env: SandboxEnv, merchantId: number): MerchantThemeRow[] {
  const table = db.table('merchantThemes');
  const own = () => table.where((t) => t.merchantId === merchantId).sort((a, b) => a.id - b.id);
  if (!own().some((t) => t.isActive)) {
    const now = env.now().toISOString();
    const fallback = own().find((t) => t.themeId === DEFAULT_ACTIVE_THEME_ID);
    if (fallback) table.update(fallback.id, { isActive: true, updatedAt: now });
    else
      table.insert({
        merchantId,
        themeId: DEFAULT_ACTIVE_THEME_ID,
        type: 'free',
        isActive: true,
        createdAt: now,
        updatedAt: now,
      });
  }
  return own();
}

/** The customization of a merchant theme, created from the store's details on first use. */
export function ensureCustomization(
  db: Database,
  env: SandboxEnv,
  mt: MerchantThemeRow,
): ThemeCustomizationRow {
  const table = db.table('themeCustomizations');
  const found = table.get(mt.id);
  if (found) return found;
  const store = db.table('stores').find((s) => s.merchantId === mt.merchantId);
  const merchant = db.table('users').get(mt.merchantId);
  const phoneNumber = store?.storePhoneNumber ?? merchant?.phoneNumber;
  const email = emailOrUndefined(merchant?.email);
  return table.insert({
    id: mt.id,
    merchantId: mt.merchantId,
    header: {
      logo: store?.logo ?? null,
      ...(phoneNumber ? { phoneNumber } : {}),
      ...(email ? { email } : {}),
    },
    body: {
      bannerMainText: store ? `Welcome to ${store.storeName}` : 'Welcome to our store',
      bannerSubText: 'Quality products, delivered across Nigeria',
      bannerImage: null,
      promoImage: null,
    },
    colors: { ...DEFAULT_THEME_COLORS },
    socials: socialsOf(store?.socials),
    uploads: 0,
    updatedAt: env.now().toISOString(),
  });
}

function catalogView(theme: ThemeCatalogRow): Theme {
  return { ...theme };
}

function merchantThemeView(db: Database, mt: MerchantThemeRow): MerchantTheme {
  const theme = db.table('themeCatalog').get(mt.themeId);
  return { ...mt, ...(theme ? { theme: catalogView(theme) } : {}) };
}

const testimonialView = (t: ThemeTestimonialRow): ThemeTestimonial => {
  const { merchantId: _merchant, ...api } = t;
  return { ...api };
};

const testimonialsOf = (db: Database, merchantThemeId: number) =>
  db
    .table('themeTestimonials')
    .where((t) => t.merchantThemeId === merchantThemeId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
    .map(testimonialView);

/** A merchant theme's customization as the API sends it (the merchant's own and the public store's). */
const customizationView = (db: Database, env: SandboxEnv, mt: MerchantThemeRow) => {
  const c = ensureCustomization(db, env, mt);
  return {
    activeThemeId: mt.themeId,
    merchantThemeId: mt.id,
    header: { ...c.header },
    body: { ...c.body },
    colors: { ...c.colors },
    socials: { ...c.socials },
    testimonials: testimonialsOf(db, mt.id),
  };
};

interface ThemeCaller {
  db: Database;
  env: SandboxEnv;
  user: UserRow | undefined;
}

/** The caller's merchant id and themes. */
function callerThemes(context: ThemeCaller): { merchantId: number; themes: MerchantThemeRow[] } {
  // The pipeline lets only merchant tokens through, so `user` is set.
  const merchantId = context.user ? merchantIdOf(context.db, context.user) : 0;
  return { merchantId, themes: ensureMerchantThemes(context.db, context.env, merchantId) };
}

/** The caller's merchant theme `merchantThemeId` (404 when missing or another merchant's). */
function ownMerchantTheme(context: ThemeCaller, merchantThemeId: unknown): MerchantThemeRow | Reply<never> {
  const id = Number(merchantThemeId);
  if (merchantThemeId === undefined || merchantThemeId === '' || !Number.isInteger(id) || id < 1) {
    return invalid([{ field: 'merchantThemeId', message: 'Merchant theme id is required' }]);
  }
  const { themes } = callerThemes(context);
  return themes.find((t) => t.id === id) ?? notFound('Merchant theme not found');
}

const isMerchantTheme = (value: MerchantThemeRow | Reply<never>): value is MerchantThemeRow =>
  !('ok' in value);

type FormValue = string | Blob | undefined;

/**
 * The URL to store for an uploaded image field: a file is kept as uploaded (its bytes, served like any
 * `uploadMedia` file), the URL itself when the client sends one back, null for an empty value (clears
 * it), undefined when the field is absent (kept). A file that is not an image by its bytes, or too
 * large, is refused on the field.
 */
async function uploadedImage(
  context: { db: Database; env: SandboxEnv; user: UserRow | undefined },
  value: FormValue,
  field: string,
  label: string,
): Promise<{ url: string | null | undefined } | { error: { field: string; message: string } }> {
  if (value === undefined) return { url: undefined };
  if (typeof value === 'string') {
    if (value.trim() === '') return { url: null };
    if (/^(https?:\/\/|\/)\S+$/.test(value.trim())) return { url: value.trim() };
    return { error: { field, message: `${label} must be an image file` } };
  }
  const kept = await keepMedia(context.db, context.env, value, {
    userId: context.user?.id ?? 0,
    purpose: field === 'logo' ? 'store-logo' : 'theme-image',
  });
  if ('problem' in kept) return { error: { field, message: `${label}: ${kept.problem}` } };
  return { url: mediaUrl(context.env, kept.row) };
}

/** Handlers of the themes host. */
export const themeHandlers = defineHandlers({
  getAvailableThemes: (context) => {
    const { themes } = callerThemes(context);
    const rows = context.db
      .table('themeCatalog')
      .all()
      .sort((a, b) => a.id - b.id)
      .map((theme) => {
        const mine = themes.find((t) => t.themeId === theme.id);
        return { ...catalogView(theme), isPurchased: Boolean(mine), isActive: mine?.isActive ?? false };
      });
    return ok(rows, 'Themes fetched successfully');
  },

  getActiveMerchantTheme: (context) => {
    const { themes } = callerThemes(context);
    const active = themes.find((t) => t.isActive);
    if (!active) return notFound('No active theme');
    return ok(merchantThemeView(context.db, active), 'Theme fetched successfully');
  },

  purchaseMerchantTheme: (context) => {
    const { db, env, body } = context;
    const theme = db.table('themeCatalog').get(body.themeId);
    if (!theme) return notFound('Theme not found');
    const { merchantId, themes } = callerThemes(context);
    if (themes.some((t) => t.themeId === theme.id)) return refuse('You already have this theme');
    if (theme.price > 0) {
      return refuse(`${theme.name} is a paid theme; only free themes can be taken (type 'free')`);
    }
    const now = env.now().toISOString();
    const mt = db.table('merchantThemes').insert({
      merchantId,
      themeId: theme.id,
      type: body.type,
      isActive: false,
      createdAt: now,
      updatedAt: now,
    });
    ensureCustomization(db, env, mt);
    return ok(merchantThemeView(db, mt), 'Theme purchased successfully', 201);
  },

  activateMerchantTheme: (context) => {
    const { db, env, body } = context;
    if (!db.table('themeCatalog').get(body.themeId)) return notFound('Theme not found');
    const { themes } = callerThemes(context);
    const target = themes.find((t) => t.themeId === body.themeId);
    if (!target) return refuse('Take this theme before activating it');
    const now = env.now().toISOString();
    for (const t of themes) {
      if (t.id !== target.id && t.isActive)
        db.table('merchantThemes').update(t.id, { isActive: false, updatedAt: now });
    }
    const active = target.isActive
      ? target
      : db.table('merchantThemes').update(target.id, { isActive: true, updatedAt: now });
    return ok(merchantThemeView(db, active ?? target), 'Theme activated successfully');
  },

  getThemeCustomization: (context) => {
    const { db, env, path } = context;
    const { themes } = callerThemes(context);
    const mt = themes.find((t) => t.themeId === path.activeThemeId);
    if (!mt) return notFound('You do not have this theme');
    return ok(customizationView(db, env, mt), 'Customization fetched successfully');
  },

  updateThemeBody: async (context) => {
    const { db, env } = context;
    // Multipart: the pipeline hands the form's entries over as they are (strings and files).
    const form = context.body as unknown as Record<string, FormValue>;
    const mt = ownMerchantTheme(context, form.merchantThemeId);
    if (!isMerchantTheme(mt)) return mt;
    const c = ensureCustomization(db, env, mt);
    const banner = await uploadedImage(context, form.bannerImage, 'bannerImage', 'Banner image');
    const promo = await uploadedImage(context, form.promoImage, 'promoImage', 'Promo image');
    const uploads = c.uploads + [form.bannerImage, form.promoImage].filter((v) => v instanceof Blob).length;
    const errors = [banner, promo].flatMap((r) => ('error' in r ? [r.error] : []));
    for (const field of ['bannerMainText', 'bannerSubText'] as const) {
      if (form[field] !== undefined && typeof form[field] !== 'string') {
        errors.push({
          field,
          message: `${field === 'bannerMainText' ? 'Banner main text' : 'Banner sub text'} must be text`,
        });
      }
    }
    if (errors.length) return invalid(errors);
    const next: ThemeBody = { ...c.body };
    if (typeof form.bannerMainText === 'string') next.bannerMainText = form.bannerMainText;
    if (typeof form.bannerSubText === 'string') next.bannerSubText = form.bannerSubText;
    if ('url' in banner && banner.url !== undefined) next.bannerImage = banner.url;
    if ('url' in promo && promo.url !== undefined) next.promoImage = promo.url;
    db.table('themeCustomizations').update(c.id, { body: next, uploads, updatedAt: env.now().toISOString() });
    return ok({ ...next }, 'Theme updated');
  },

  updateThemeHeader: async (context) => {
    const { db, env } = context;
    // Multipart: the pipeline hands the form's entries over as they are (strings and files).
    const form = context.body as unknown as Record<string, FormValue>;
    const mt = ownMerchantTheme(context, form.merchantThemeId);
    if (!isMerchantTheme(mt)) return mt;
    const c = ensureCustomization(db, env, mt);
    const logo = await uploadedImage(context, form.logo, 'logo', 'Logo');
    const uploads = c.uploads + (form.logo instanceof Blob ? 1 : 0);
    const errors = 'error' in logo ? [logo.error] : [];
    const { email, phoneNumber } = form;
    if (email !== undefined && (typeof email !== 'string' || (email !== '' && !emailOrUndefined(email)))) {
      errors.push({ field: 'email', message: 'Email must be a valid email address' });
    }
    if (
      phoneNumber !== undefined &&
      (typeof phoneNumber !== 'string' || !/^\+?[0-9 ()-]{0,20}$/.test(phoneNumber))
    ) {
      errors.push({ field: 'phoneNumber', message: 'Phone number must be a phone number' });
    }
    if (errors.length) return invalid(errors);
    const next: ThemeHeader = { ...c.header };
    if (typeof email === 'string') {
      if (email === '') delete next.email;
      else next.email = email;
    }
    if (typeof phoneNumber === 'string') {
      if (phoneNumber === '') delete next.phoneNumber;
      else next.phoneNumber = phoneNumber;
    }
    if ('url' in logo && logo.url !== undefined) next.logo = logo.url;
    db.table('themeCustomizations').update(c.id, {
      header: next,
      uploads,
      updatedAt: env.now().toISOString(),
    });
    return ok({ ...next }, 'Theme updated');
  },

  updateThemeSocials: (context) => {
    const { db, env, body } = context;
    const mt = ownMerchantTheme(context, body.merchantThemeId);
    if (!isMerchantTheme(mt)) return mt;
    const c = ensureCustomization(db, env, mt);
    const socials = socialsOf(body);
    db.table('themeCustomizations').update(c.id, { socials, updatedAt: env.now().toISOString() });
    return ok({ ...socials }, 'Theme updated');
  },

  updateThemeColors: (context) => {
    const { db, env, body } = context;
    const mt = ownMerchantTheme(context, body.merchantThemeId);
    if (!isMerchantTheme(mt)) return mt;
    const c = ensureCustomization(db, env, mt);
    const colors = { ...DEFAULT_THEME_COLORS };
    for (const key of Object.keys(colors) as (keyof typeof colors)[]) {
      const value = body[key];
      if (value !== undefined) colors[key] = value.toLowerCase();
    }
    db.table('themeCustomizations').update(c.id, { colors, updatedAt: env.now().toISOString() });
    return ok({ ...colors }, 'Theme updated');
  },

  getStoreTheme: ({ db, env, path }) => {
    // Public: only a store customers may browse (approved); its merchant's active theme, which is 45
    // until the merchant activates another (created on first use, as for the merchant's own calls).
    const store = db.table('stores').get(path.storeId);
    if (!isStoreApproved(store)) return notFound('Store not found');
    const active = ensureMerchantThemes(db, env, store.merchantId).find((t) => t.isActive);
    if (!active) return notFound('Store not found');
    return ok(customizationView(db, env, active), 'Store theme fetched successfully');
  },

  getThemeTestimonials: ({ db, query }) =>
    ok(
      typeof query.merchantThemeId === 'number' ? testimonialsOf(db, query.merchantThemeId) : [],
      'Testimonials fetched successfully',
    ),

  createThemeTestimonial: (context) => {
    const { db, env, body } = context;
    const mt = ownMerchantTheme(context, body.merchantThemeId);
    if (!isMerchantTheme(mt)) return mt;
    const errors: { field: string; message: string }[] = [];
    if (body.name.trim() === '') errors.push({ field: 'name', message: 'Name is required' });
    if (body.message.trim() === '') errors.push({ field: 'message', message: 'Message is required' });
    if (body.image !== undefined && !/^(https?:\/\/|\/)\S+$/.test(body.image)) {
      errors.push({ field: 'image', message: 'Image must be a URL' });
    }
    if (errors.length) return invalid(errors);
    const row = db.table('themeTestimonials').insert({
      merchantThemeId: mt.id,
      merchantId: mt.merchantId,
      name: body.name.trim(),
      ...(body.title ? { title: body.title.trim() } : {}),
      message: body.message.trim(),
      image: body.image ?? null,
      createdAt: env.now().toISOString(),
    });
    return ok(testimonialView(row), 'Testimonial added successfully', 201);
  },

  deleteThemeTestimonial: (context) => {
    const { db, path } = context;
    const row = db.table('themeTestimonials').get(path.id);
    if (!row) return notFound('Testimonial not found');
    const { merchantId } = callerThemes(context);
    if (row.merchantId !== merchantId) return forbidden('This testimonial belongs to another merchant');
    db.table('themeTestimonials').delete(row.id);
    return ok(testimonialView(row), 'Testimonial deleted successfully');
  },
});
