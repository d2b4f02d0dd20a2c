// The signed-in user's data, the admin's lists of merchants, dispatchers and shipping partners, and the
// merchant's onboarding answers and pricing plan.

import { type FieldError, formatMoney, type MainComponents, SORT_FIELDS } from '@marketplace/sdk';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { defineHandlers } from '../../http/HandlerContext';
import { forbidden, invalid, notFound, ok, refuse, unauthorized } from '../../http/replies';
import { lagosDay } from '../../lagosDay';
import { isStaffAccount } from '../../shared/isStaffAccount';
import { page } from '../../shared/page';
import { sortRows } from '../../shared/sortRows';
import { strip } from '../../shared/strip';
import { openOrdersOf } from '../orders/openOrdersOf';
import { isAdminAccount } from './accountRoles';
import { MESSAGES } from './auth';
import { dispatcherView } from './dispatcherView';
import { merchantDetailView } from './merchantDetailView';
import { type MerchantProfile, merchantProfile } from './merchantProfile';
import { partnerProfile } from './partnerProfile';
import { pricingPlanExists } from './pricingPlans';
import { partnerView, sessionUserView } from './sessionUserView';

type OnboardingRequest = MainComponents['schemas']['MerchantOnboardingRequest'];

/** Merchants must be adults to sell (onboarding refuses a younger date of birth). */
export const MERCHANT_MIN_AGE = 18;

const STORE_URL = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const fullName = (u: UserRow) => `${u.firstName} ${u.lastName}`.trim();
const byName = (a: UserRow, b: UserRow) => fullName(a).localeCompare(fullName(b)) || a.id - b.id;

/** Whether the merchant matches an admin's free-text search (name, email, phone, category, store). */
function merchantMatches(db: Database, merchant: UserRow, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  const store = merchant.storeId !== undefined ? db.table('stores').get(merchant.storeId) : undefined;
  return [
    fullName(merchant),
    merchant.email,
    merchant.phoneNumber,
    merchantProfile(merchant).category,
    store?.storeName,
    store?.storeUrl,
  ]
    .filter((v): v is string => typeof v === 'string')
    .some((v) => v.toLowerCase().includes(term));
}

/** Full years between a YYYY-MM-DD birth date and `now`'s day in Lagos. */
function ageOn(dateOfBirth: string, now: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = lagosDay(now).split('-').map(Number) as [number, number, number];
  let age = ty - y;
  if (tm < m || (tm === m && td < d)) age--;
  return age;
}

/** Input rules of onboarding the schema cannot express. */
function onboardingErrors(db: Database, body: OnboardingRequest, now: Date): FieldError[] {
  const errors: FieldError[] = [];
  body.subCategoryIds?.forEach((id, i) => {
    if (!db.table('subCategories').get(id)) {
      errors.push({ field: `subCategoryIds.${i}`, message: `Sub-category ${id} does not exist` });
    }
  });
  if (body.dateOfBirth !== undefined) {
    if (ageOn(body.dateOfBirth, now) < MERCHANT_MIN_AGE) {
      errors.push({ field: 'dateOfBirth', message: `You must be at least ${MERCHANT_MIN_AGE} years old` });
    }
  }
  if (body.store?.storeName !== undefined && !body.store.storeName.trim()) {
    errors.push({ field: 'store.storeName', message: 'Store name is required' });
  }
  if (body.store?.storeUrl !== undefined && !STORE_URL.test(body.store.storeUrl)) {
    errors.push({
      field: 'store.storeUrl',
      message: 'Store url may only hold lower-case letters, digits and single dashes',
    });
  }
  return errors;
}

export const userDataHandlers = defineHandlers({
  getUserData: ({ db, user }) => {
    if (!user) return unauthorized();
    return ok(sessionUserView(db, user), 'User data fetched');
  },

  getMerchantProfile: ({ db, user }) => {
    if (user?.accountType !== 'merchant') return notFound('Merchant not found');
    return ok(merchantDetailView(db, user, 'private'), 'Merchant profile fetched');
  },

  getMerchantStoreData: ({ db, user, path }) => {
    const merchant = db.table('users').get(path.id);
    if (merchant?.accountType !== 'merchant') return notFound('Merchant not found');
    // The merchant and admins see everything; other callers do not see identity documents or pending products.
    const audience = user && (user.id === merchant.id || isAdminAccount(user)) ? 'private' : 'public';
    return ok(merchantDetailView(db, merchant, audience), 'Merchant store data fetched');
  },

  getAllMerchants: ({ db, user, query }) => {
    if (!user || (user.accountType !== 'admin' && user.accountType !== 'superadmin')) {
      return forbidden('Only admins can list merchants');
    }
    const matches = db
      .table('users')
      .where(
        (u) =>
          u.accountType === 'merchant' && !isStaffAccount(u) && merchantMatches(db, u, query.search ?? ''),
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .map((m) => merchantDetailView(db, m, 'private'));
    const sorted = sortRows(matches, query.sort, (field) => SORT_FIELDS.MerchantDetail.includes(field));
    if (!Array.isArray(sorted)) return invalid([sorted]);
    return ok(page(sorted, query), 'Merchants fetched');
  },

  getAllDispatchers: ({ db, query }) => {
    // Only active dispatchers can take orders; the carriers page asks for suspended ones too, to reactivate them.
    const dispatchers = db
      .table('users')
      .where((u) => u.accountType === 'dispatcher' && (u.active || query.includeSuspended === true));
    return ok(
      dispatchers.sort(byName).map((d) => ({ ...dispatcherView(d), openOrders: openOrdersOf(db, d) })),
      'Dispatchers fetched',
    );
  },

  getAllShippingPartners: ({ db, query }) => {
    const partners = db
      .table('users')
      .where((u) => u.accountType === 'partner')
      .filter((u) => typeof query.onboarded !== 'boolean' || partnerProfile(u).onboarded === query.onboarded)
      .filter((u) => !query.onboardingStatus || partnerProfile(u).onboardingStatus === query.onboardingStatus)
      .sort((a, b) => partnerProfile(a).name.localeCompare(partnerProfile(b).name) || a.id - b.id);
    return ok(
      partners.map((p) => ({ ...partnerView(p), openOrders: openOrdersOf(db, p) })),
      'Shipping partners fetched',
    );
  },

  onboardMerchant: ({ db, env, user, body }) => {
    if (user?.accountType !== 'merchant') return notFound('Merchant not found');
    const errors = onboardingErrors(db, body, env.now());
    if (errors.length) return invalid(errors);
    const store = user.storeId !== undefined ? db.table('stores').get(user.storeId) : undefined;
    const storeInput = body.store ?? {};
    const storeName = storeInput.storeName?.trim();
    if (store && storeName) {
      const clash = db
        .table('stores')
        .find((s) => s.id !== store.id && s.storeName.toLowerCase() === storeName.toLowerCase());
      if (clash) return refuse(MESSAGES.storeNameTaken);
    }
    if (store && storeInput.storeUrl) {
      if (db.table('stores').find((s) => s.id !== store.id && s.storeUrl === storeInput.storeUrl)) {
        return refuse('This store URL is already taken');
      }
    }

    const previous = merchantProfile(user);
    // PUT replaces the onboarding answers; the sign-up's category and phone and the chosen plan stay when not sent.
    const profile: MerchantProfile = strip({
      category: body.category ?? previous.category,
      dateOfBirth: body.dateOfBirth,
      nationality: body.nationality,
      idDocumentType: body.idDocumentType,
      idDocumentNumber: body.idDocumentNumber,
      idDocumentUrl: body.idDocumentUrl,
      homeAddress: body.homeAddress ? structuredClone(body.homeAddress) : undefined,
      useHomeAddress: body.useHomeAddress,
      proofOfAddress: body.proofOfAddress,
      staffSize: body.staffSize,
      physicalLocation: body.physicalLocation,
      pickupLocation: structuredClone(
        body.pickupLocation ?? (body.useHomeAddress ? body.homeAddress : undefined),
      ),
      subCategoryIds: body.subCategoryIds ? [...new Set(body.subCategoryIds)] : undefined,
      pricingPlanId: previous.pricingPlanId,
      storeProofOfAddress: storeInput.proofOfAddress ?? previous.storeProofOfAddress,
      onboardedAt: env.now().toISOString(),
    });
    const updated = db.table('users').update(user.id, {
      phoneNumber: body.phoneNumber ?? user.phoneNumber,
      profile: { ...profile },
    }) as UserRow;
    if (store) {
      db.table('stores').update(
        store.id,
        strip({
          storeName: storeName || undefined,
          storeUrl: storeInput.storeUrl,
          logo: storeInput.logo,
          isRegisteredBusiness: storeInput.isRegisteredBusiness,
          officeAddress: storeInput.officeAddress,
          isPhysicalLocation: body.physicalLocation,
          updatedAt: env.now().toISOString(),
        }),
      );
    }
    return ok(merchantDetailView(db, updated, 'private'), 'Onboarding details saved');
  },

  updateMerchantPricing: ({ db, user, body }) => {
    if (user?.accountType !== 'merchant') return notFound('Merchant not found');
    if (!pricingPlanExists(db, body.pricingPlanId)) return notFound('Pricing plan not found');
    const plan = db.table('pricingPlans').get(body.pricingPlanId);
    // A paid plan starts only once paid (startPlanPayment and the provider's page).
    if (plan && plan.amount > 0) {
      return refuse(
        `${plan.name} costs ${formatMoney(plan.amount)}: pay for it on the card provider's page to start it`,
      );
    }
    const updated = db.table('users').update(user.id, {
      profile: { ...user.profile, pricingPlanId: body.pricingPlanId },
    }) as UserRow;
    return ok(merchantDetailView(db, updated, 'private'), 'Pricing plan updated');
  },
});
