import { DEFAULT_ACTIVE_THEME_ID } from '@marketplace/sdk';
import type { Database } from '../../../db/Database';
import type { SandboxEnv } from '../../../http/HandlerContext';
import { daysAgo } from '../../../seed/daysAgo';
import { isStaffAccount } from '../../../shared/isStaffAccount';
import { slugify } from '../../../shared/slugify';
import { ensureCustomization, ensureMerchantThemes } from '../themeHandlers';
import { THEME_CATALOG } from './themeCatalog';

/**
 * Seed data of the themes host: the theme catalogue and every merchant's themes (the demo merchant's
 * customized, with testimonials). Dates are relative to the sandbox clock.
 */
export function seedThemes(db: Database, env: SandboxEnv): void {
  const now = env.now();
  const at = (days: number) => daysAgo(now, days);
  for (const t of THEME_CATALOG) {
    db.table('themeCatalog').insert({
      ...t,
      thumbnail: env.image(`themes/${slugify(t.name)}-thumbnail~1.svg`),
      previewUrl: env.image(`themes/${slugify(t.name)}-preview~2.svg`),
    });
  }

  const merchants = db
    .table('users')
    .where((u) => u.role === 'merchant' && u.accountType === 'merchant' && !isStaffAccount(u))
    .sort((a, b) => a.id - b.id);
  for (const merchant of merchants) {
    const [theme] = ensureMerchantThemes(db, env, merchant.id);
    if (theme) db.table('merchantThemes').update(theme.id, { createdAt: at(200), updatedAt: at(200) });
  }

  const demo = merchants.find((m) => m.email === 'merchant@demo.test') ?? merchants[0];
  if (demo) {
    const store = db.table('stores').find((s) => s.merchantId === demo.id);
    const name = slugify(store?.storeName ?? 'demo-store');
    const active = db
      .table('merchantThemes')
      .find((t) => t.merchantId === demo.id && t.themeId === DEFAULT_ACTIVE_THEME_ID);
    db.table('merchantThemes').insert({
      merchantId: demo.id,
      themeId: 46,
      type: 'free',
      isActive: false,
      createdAt: at(40),
      updatedAt: at(40),
    });
    if (active) {
      const c = ensureCustomization(db, env, active);
      db.table('themeCustomizations').update(c.id, {
        header: { ...c.header, logo: c.header.logo ?? env.image(`themes/${name}-logo~1.svg`) },
        body: {
          bannerMainText: store ? `New season at ${store.storeName}` : 'New season arrivals',
          bannerSubText: 'Hand-picked pieces, delivered across Lagos in 48 hours',
          bannerImage: env.image(`themes/${name}-banner~1.svg`),
          promoImage: env.image(`themes/${name}-promo~1.svg`),
        },
        socials: {
          ...c.socials,
          instagram: c.socials.instagram ?? `https://instagram.com/${name.replace(/-/g, '')}`,
          whatsapp: c.socials.whatsapp ?? 'https://wa.me/2348031234567',
        },
        uploads: 1,
        updatedAt: at(30),
      });
      const testimonials = [
        {
          name: 'Folake Adebayo',
          title: 'Customer, Ikeja',
          message: 'The quality is excellent and my order came in two days.',
          daysAgo: 45,
        },
        {
          name: 'Emeka Nwosu',
          title: 'Customer, Abuja',
          message: 'Lovely pieces and the delivery rider was very polite.',
          daysAgo: 12,
        },
      ];
      for (const t of testimonials) {
        db.table('themeTestimonials').insert({
          merchantThemeId: active.id,
          merchantId: demo.id,
          name: t.name,
          title: t.title,
          message: t.message,
          image: env.image(`themes/${slugify(t.name)}~1.svg`),
          createdAt: at(t.daysAgo),
        });
      }
    }
  }

  // A second merchant has moved to another free theme.
  const second = merchants.find((m) => m.id !== demo?.id);
  if (second) {
    const now = at(25);
    for (const t of db.table('merchantThemes').where((t) => t.merchantId === second.id)) {
      db.table('merchantThemes').update(t.id, { isActive: false, updatedAt: now });
    }
    db.table('merchantThemes').insert({
      merchantId: second.id,
      themeId: 48,
      type: 'free',
      isActive: true,
      createdAt: now,
      updatedAt: now,
    });
  }
}
