import { DEFAULT_ACTIVE_THEME_ID } from '@marketplace/sdk';
import '../../db/core';
import type { Database } from '../../db/Database';
import '../../db/identity';
import type { SandboxEnv } from '../../http/HandlerContext';
import { PROVIDER_BANKS, THEME_CATALOG } from './data';
import { addZoneLocations } from './shipping';
import './tables';
import { ensureCustomization, ensureMerchantThemes } from './themes';

const DAY = 24 * 60 * 60 * 1000;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Seed data of the reports domain and the other hosts (runs last, after the orders): the shipping
 * service's vehicles, zones, places, pricing and discounts; the theme catalogue and every merchant's
 * themes (the demo merchant's customized, with testimonials); the provider's banks; and the transfer
 * references of merchant payments already processed. Reports themselves are computed, never seeded.
 */
export function seedReports(db: Database, env: SandboxEnv): void {
  const now = env.now();
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  seedShipping(db, now, at);
  seedThemes(db, env, at);
  seedProvider(db);
  seedPaymentRecords(db, now);
}

function seedShipping(db: Database, now: Date, at: (daysAgo: number) => string): void {
  const vehicles = [
    {
      name: 'Dispatch motorbike',
      type: 'bike',
      maxWeight: 20,
      basePrice: 1500,
      pricePerKm: 100,
      isActive: true,
    },
    { name: 'Hatchback car', type: 'car', maxWeight: 120, basePrice: 3000, pricePerKm: 180, isActive: true },
    { name: 'Mini van', type: 'van', maxWeight: 500, basePrice: 6000, pricePerKm: 350, isActive: true },
    { name: 'Box truck', type: 'truck', maxWeight: 3000, basePrice: 15000, pricePerKm: 800, isActive: true },
    {
      name: 'Pickup truck',
      type: 'truck',
      maxWeight: 1500,
      basePrice: 12000,
      pricePerKm: 600,
      isActive: false,
    },
  ] as const;
  for (const [i, v] of vehicles.entries()) {
    db.table('vehicles').insert({ ...v, createdAt: at(300), updatedAt: at(120 - i * 10) });
  }

  const zones = [
    {
      name: 'Within Lagos',
      description: 'Pickup and delivery inside Lagos State',
      states: ['Lagos'],
      withinLagos: true,
    },
    {
      name: 'South-West',
      description: 'From Lagos to the other South-West states',
      states: ['Ogun', 'Oyo', 'Osun', 'Ondo', 'Ekiti'],
      withinLagos: false,
    },
    {
      name: 'South-South',
      description: 'The Niger Delta and the South-South states',
      states: ['Rivers', 'Delta', 'Edo', 'Akwa Ibom', 'Cross River', 'Bayelsa'],
      withinLagos: false,
    },
    {
      name: 'South-East',
      description: 'The South-East states',
      states: ['Anambra', 'Enugu', 'Imo', 'Abia', 'Ebonyi'],
      withinLagos: false,
    },
    { name: 'Abuja', description: 'The Federal Capital Territory', states: ['FCT'], withinLagos: false },
  ];
  for (const z of zones) {
    const zone = db.table('shippingZones').insert({ ...z, createdAt: at(300), updatedAt: at(300) });
    addZoneLocations(db, zone);
  }

  // [zoneId, vehicleId, minWeight, maxWeight, price]
  const bands: [number, number, number, number, number][] = [
    [1, 1, 0, 5, 2500],
    [1, 1, 5, 20, 4000],
    [1, 2, 0, 50, 6500],
    [1, 3, 0, 500, 12000],
    [1, 4, 0, 3000, 35000],
    [2, 2, 0, 50, 8500],
    [2, 3, 0, 500, 18000],
    [2, 4, 0, 3000, 60000],
    [3, 2, 0, 50, 12000],
    [3, 3, 0, 500, 24000],
    [3, 4, 0, 3000, 85000],
    [4, 2, 0, 50, 11500],
    [4, 3, 0, 500, 22000],
    [4, 4, 0, 3000, 80000],
    [5, 2, 0, 50, 10000],
    [5, 3, 0, 500, 20000],
    [5, 4, 0, 3000, 75000],
  ];
  for (const [zoneId, vehicleId, minWeight, maxWeight, price] of bands) {
    db.table('shippingPrices').insert({ zoneId, vehicleId, minWeight, maxWeight, price });
  }

  const month = now.toISOString().slice(0, 7);
  const nextMonthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0))
    .toISOString()
    .slice(0, 10);
  db.table('shippingDiscounts').insert({
    name: 'Lagos weekend saver',
    description: '20% off delivery within Lagos on carts of 15,000 naira or more',
    discountType: 'Percent',
    discountValue: 20,
    minOrderAmount: 15000,
    zoneId: 1,
    startDate: `${month}-01`,
    endDate: nextMonthEnd,
    isActive: true,
    createdAt: at(20),
    updatedAt: at(20),
  });
  db.table('shippingDiscounts').insert({
    name: 'Abuja launch promo',
    description: '1,500 naira off every delivery to Abuja',
    discountType: 'Fixed',
    discountValue: 1500,
    zoneId: 5,
    startDate: at(90).slice(0, 10),
    endDate: at(60).slice(0, 10),
    isActive: false,
    createdAt: at(95),
    updatedAt: at(59),
  });
}

function seedThemes(db: Database, env: SandboxEnv, at: (daysAgo: number) => string): void {
  for (const t of THEME_CATALOG) {
    db.table('themeCatalog').insert({
      ...t,
      thumbnail: env.image(`themes/${slug(t.name)}-thumbnail~1.svg`),
      previewUrl: env.image(`themes/${slug(t.name)}-preview~2.svg`),
    });
  }

  const merchants = db
    .table('users')
    .where((u) => u.role === 'merchant' && u.accountType === 'merchant')
    .sort((a, b) => a.id - b.id);
  for (const merchant of merchants) {
    const [theme] = ensureMerchantThemes(db, env, merchant.id);
    if (theme) db.table('merchantThemes').update(theme.id, { createdAt: at(200), updatedAt: at(200) });
  }

  const demo = merchants.find((m) => m.email === 'merchant@demo.test') ?? merchants[0];
  if (demo) {
    const store = db.table('stores').find((s) => s.merchantId === demo.id);
    const name = slug(store?.storeName ?? 'demo-store');
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
          image: env.image(`themes/${slug(t.name)}~1.svg`),
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

function seedProvider(db: Database): void {
  for (const bank of PROVIDER_BANKS) {
    db.table('providerBanks').insert({
      ...bank,
      slug: slug(bank.name),
      country: 'Nigeria',
      currency: 'NGN',
      type: 'nuban',
      active: true,
    });
  }
  const gtb = PROVIDER_BANKS.find((b) => b.name === 'Guaranty Trust Bank');
  if (gtb) {
    db.table('providerAccounts').insert({
      accountNumber: '0123456789',
      bankCode: gtb.code,
      accountName: 'ADAEZE CHIOMA OKONKWO',
    });
  }
}

/** Transfer references of the merchant payments the orders seed marked processed. */
function seedPaymentRecords(db: Database, now: Date): void {
  for (const order of db.table('orders').where((o) => o.paymentStatus === 'processed')) {
    const paidAt = new Date(
      Math.min(now.getTime(), Date.parse(order.updatedAt ?? order.createdAt) + 2 * DAY),
    ).toISOString();
    db.table('merchantPaymentRecords').insert({
      id: order.id,
      reference: `TRF-${paidAt.slice(0, 10).replace(/-/g, '')}-${String(order.id).padStart(4, '0')}`,
      note: null,
      paidAt,
      updatedAt: paidAt,
    });
  }
}
