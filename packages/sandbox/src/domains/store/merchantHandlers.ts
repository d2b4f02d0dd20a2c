// A merchant's settings: policies, testimonials, bank account, subscriptions and pricing plans, onboarding.
import { isBusinessDetailsComplete, onboardingCompletion } from '@marketplace/sdk';
import type { StoreRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { defineHandlers, type SandboxEnv } from '../../http/HandlerContext';
import { forbidden, notFound, ok, refuse } from '../../http/replies';
import { isPlatformAdmin } from '../../shared/isPlatformAdmin';
import { newestFirstBy } from '../../shared/newestFirst';
import { page } from '../../shared/page';
import { isStoreApproved } from '../catalog/isVisible';
import { startPayment } from '../commerce/payments';
import { merchantDetailView } from '../identity/merchantDetailView';
import { merchantProfile } from '../identity/merchantProfile';
import { hubApplicationView } from './hubApplicationView';
import { merchantStore } from './merchantStore';
import { currentSubscription, merchantPlan } from './subscriptions';
import { subscriptionView } from './subscriptionView';
import type { BankAccountRow, PolicyRow, PricingPlanRow, TestimonialRow } from './tables';
import type { BankAccountData, Location, PolicyData, PricingPlanData, TestimonialData } from './types';

const policyView = (policy: PolicyRow): PolicyData => ({ ...policy });
const testimonialView = (testimonial: TestimonialRow): TestimonialData => ({ ...testimonial });
const bankView = (account: BankAccountRow): BankAccountData => ({ ...account });
const planView = (plan: PricingPlanRow): PricingPlanData => ({ ...plan, features: [...plan.features] });

/** A home or pickup address of the merchant's profile as a location (the LGA stands for the city). */
function toLocation(value: unknown): Location | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const address = value as { LGA?: unknown; street?: unknown; state?: unknown; country?: unknown };
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const street = text(address.street);
  const state = text(address.state);
  const country = text(address.country);
  const city = text(address.LGA) ?? state;
  return street && state && country && city ? { street, city, state, country } : undefined;
}

/** The merchant's locations: the store's shipping location, the pickup locations, and the home address
 * when it is used as the business address. Duplicates are dropped. */
function merchantLocations(user: UserRow, store: StoreRow | undefined): Location[] {
  const profile = merchantProfile(user);
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  const candidates: (Location | undefined)[] = [
    store?.shippingLocation ? { ...store.shippingLocation } : undefined,
    ...list(profile.pickupLocation).map(toLocation),
    ...(profile.useHomeAddress === true ? list(profile.homeAddress).map(toLocation) : []),
  ];
  const seen = new Set<string>();
  const out: Location[] = [];
  for (const location of candidates) {
    if (!location) continue;
    const key = [location.street, location.city, location.state, location.country].join('|').toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(location);
  }
  return out;
}

/** The onboarding steps after sign-up, each done or not, computed from the state. */
export function onboardingSteps(
  db: Database,
  env: SandboxEnv,
  user: UserRow,
): { name: string; completed: boolean }[] {
  const store = merchantStore(db, user);
  return [
    // Every part the business details form asks for, by the rule its checklist shows: a saved empty form is not a step done.
    {
      name: 'Business details',
      completed: isBusinessDetailsComplete(merchantDetailView(db, user, 'private')),
    },
    {
      name: 'Store profile',
      completed: Boolean(store && db.table('storeProfiles').find((p) => p.storeId === store.id)),
    },
    {
      name: 'Bank account',
      completed: Boolean(db.table('bankAccounts').find((b) => b.merchantId === user.id)),
    },
    { name: 'Pricing plan', completed: Boolean(merchantPlan(db, env, user.id)) },
    {
      name: 'First product',
      completed: Boolean(db.table('products').find((p) => p.merchantId === user.id && !p.deleted)),
    },
    { name: 'Hub', completed: Boolean(store?.hubId) },
  ];
}

/** A merchant's policies, oldest first (as they list them, and customers read them). */
const policiesOf = (db: Database, merchantId: number | undefined) =>
  db
    .table('policies')
    .where((p) => p.merchantId === merchantId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
    .map(policyView);

/** A merchant's testimonials, newest first. */
const testimonialsOf = (db: Database, merchantId: number | undefined) =>
  db
    .table('testimonials')
    .where((t) => t.merchantId === merchantId)
    .sort(newestFirstBy((t) => t.createdAt))
    .map(testimonialView);

export const merchantHandlers = defineHandlers({
  getMerchantPolicies: ({ db, user }) => ok(policiesOf(db, user?.id), 'Policies fetched'),

  getStorePolicies: ({ db, path }) => {
    const store = db.table('stores').get(path.id);
    if (!isStoreApproved(store)) return notFound('Store not found');
    return ok(policiesOf(db, store.merchantId), 'Policies fetched');
  },

  getStoreTestimonials: ({ db, path }) => {
    const store = db.table('stores').get(path.id);
    if (!isStoreApproved(store)) return notFound('Store not found');
    return ok(testimonialsOf(db, store.merchantId), 'Testimonials fetched');
  },

  addMerchantPolicy: ({ db, env, user, body }) => {
    if (!user) return notFound('Merchant not found');
    const at = env.now().toISOString();
    const policy = db.table('policies').insert({
      merchantId: user.id,
      title: body.title.trim(),
      ...(body.policyType ? { policyType: body.policyType } : {}),
      description: body.description,
      createdAt: at,
      updatedAt: at,
    });
    return ok(policyView(policy), 'Policy created', 201);
  },

  updateMerchantPolicy: ({ db, env, user, path, body }) => {
    const policies = db.table('policies');
    const policy = policies.get(path.id);
    if (!policy || policy.merchantId !== user?.id) return notFound('Policy not found');
    const updated = policies.update(policy.id, {
      title: body.title.trim(),
      policyType: body.policyType,
      description: body.description,
      updatedAt: env.now().toISOString(),
    });
    return ok(policyView(updated ?? policy), 'Policy updated');
  },

  getMerchantTestimonials: ({ db, user }) => ok(testimonialsOf(db, user?.id), 'Testimonials fetched'),

  createMerchantTestimonial: ({ db, env, user, body }) => {
    if (!user) return notFound('Merchant not found');
    const at = env.now().toISOString();
    const testimonial = db.table('testimonials').insert({
      merchantId: user.id,
      name: body.name.trim(),
      ...(body.designation ? { designation: body.designation } : {}),
      message: body.message,
      ...(body.image ? { image: body.image } : {}),
      ...(body.rating !== undefined ? { rating: body.rating } : {}),
      createdAt: at,
      updatedAt: at,
    });
    return ok(testimonialView(testimonial), 'Testimonial created', 201);
  },

  updateMerchantTestimonial: ({ db, env, user, path, body }) => {
    const testimonials = db.table('testimonials');
    const testimonial = testimonials.get(path.id);
    if (!testimonial || testimonial.merchantId !== user?.id) return notFound('Testimonial not found');
    const updated = testimonials.update(testimonial.id, {
      name: body.name.trim(),
      designation: body.designation,
      message: body.message,
      image: body.image,
      rating: body.rating,
      updatedAt: env.now().toISOString(),
    });
    return ok(testimonialView(updated ?? testimonial), 'Testimonial updated');
  },

  addMerchantBankAccount: ({ db, env, user, body }) => {
    if (!user) return notFound('Merchant not found');
    const accounts = db.table('bankAccounts');
    if (accounts.find((a) => a.merchantId === user.id)) {
      return refuse('You already have a bank account; update it instead');
    }
    const at = env.now().toISOString();
    const account = accounts.insert({
      merchantId: user.id,
      bankName: body.bankName.trim(),
      bankCode: body.bankCode.trim(),
      accountNumber: body.accountNumber,
      accountName: body.accountName.trim(),
      createdAt: at,
      updatedAt: at,
    });
    return ok(bankView(account), 'Bank account added', 201);
  },

  updateMerchantBankAccount: ({ db, env, user, body }) => {
    const accounts = db.table('bankAccounts');
    const account = accounts.find((a) => a.merchantId === user?.id);
    if (!account) return notFound('No bank account to update; add one first');
    const updated = accounts.update(account.id, {
      bankName: body.bankName.trim(),
      bankCode: body.bankCode.trim(),
      accountNumber: body.accountNumber,
      accountName: body.accountName.trim(),
      updatedAt: env.now().toISOString(),
    });
    return ok(bankView(updated ?? account), 'Bank account updated');
  },

  getAllSubscriptions: ({ db, env, user, role, query }) => {
    if (role === 'admin' && !isPlatformAdmin(user))
      return forbidden('Only platform admins can view subscriptions');
    const merchantId = role === 'merchant' ? user?.id : undefined;
    // Bring the merchants' subscriptions up to date (renewals, newly chosen plans) before listing.
    const merchantIds =
      merchantId !== undefined
        ? [merchantId]
        : [
            ...new Set(
              db
                .table('subscriptions')
                .all()
                .map((s) => s.merchantId),
            ),
          ];
    for (const id of merchantIds) currentSubscription(db, env, id);
    const rows = db
      .table('subscriptions')
      .where((s) => merchantId === undefined || s.merchantId === merchantId)
      .sort(newestFirstBy((s) => s.createdAt))
      .map((s) => subscriptionView(db, s));
    return ok(page(rows, query), 'Subscriptions fetched');
  },

  startPlanPayment: ({ db, env, body, user, request }) => {
    if (user?.accountType !== 'merchant') return forbidden('Only the store owner can pay for a plan');
    const plan = db.table('pricingPlans').get(body.pricingPlanId);
    if (!plan?.isActive) return notFound('Pricing plan not found');
    if (plan.amount <= 0) return refuse(`${plan.name} is free: choose it without a payment`);
    if (currentSubscription(db, env, user.id)?.pricingPlanId === plan.id) {
      return refuse(`You are already on ${plan.name}`);
    }
    const payment = startPayment(db, env, request, {
      prefix: `PLAN-${plan.id}`,
      kind: 'plan',
      customerId: user.id,
      amount: plan.amount,
      orderIds: [],
      email: user.email,
      pricingPlanId: plan.id,
      ...(body.callbackUrl ? { callbackUrl: body.callbackUrl } : {}),
    });
    return ok(
      {
        reference: payment.reference,
        amount: payment.amount,
        authorizationUrl: payment.authorizationUrl,
        accessCode: payment.accessCode,
        status: payment.status,
        kind: 'plan' as const,
        pricingPlanId: plan.id,
      },
      'Payment initialized',
      201,
    );
  },

  getMerchantSubscription: ({ db, env, user }) => {
    const subscription = user ? currentSubscription(db, env, user.id) : undefined;
    if (!subscription) return notFound('You have no subscription yet; choose a pricing plan');
    return ok(subscriptionView(db, subscription), 'Subscription fetched');
  },

  getPricingPlans: ({ db, role }) => {
    const rows = db
      .table('pricingPlans')
      .where((p) => role === 'admin' || p.isActive)
      .sort((a, b) => a.amount - b.amount || a.id - b.id)
      .map(planView);
    return ok(rows, 'Pricing plans fetched');
  },

  getMerchantPricingPlan: ({ db, env, user }) => {
    const plan = user ? merchantPlan(db, env, user.id) : undefined;
    if (!plan) return notFound('You have not chosen a pricing plan yet');
    return ok(planView(plan), 'Pricing plan fetched');
  },

  getMerchantOnboardingInfo: ({ db, env, user }) => {
    if (!user) return notFound('Merchant not found');
    const store = merchantStore(db, user);
    const steps = onboardingSteps(db, env, user);
    const done = (name: string) => steps.find((s) => s.name === name)?.completed ?? false;
    const bankAccount = db.table('bankAccounts').find((b) => b.merchantId === user.id);
    // The store's latest hub application, so the merchant sees where it stands.
    const hubApplication = store
      ? db
          .table('hubApplications')
          .where((a) => a.storeId === store.id)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)[0]
      : undefined;
    return ok(
      {
        merchantId: user.id,
        ...(store
          ? {
              storeId: store.id,
              storeName: store.storeName,
              isRegisteredBusiness: store.isRegisteredBusiness ?? false,
            }
          : {}),
        // As the merchant detail says (identity): the platform verifies a merchant by approving their store.
        isVerified: store?.firstApproval === true,
        hasStoreProfile: done('Store profile'),
        hasBankAccount: done('Bank account'),
        hasPricingPlan: done('Pricing plan'),
        ...(bankAccount ? { bankAccount: bankView(bankAccount) } : {}),
        ...(hubApplication ? { hubApplication: hubApplicationView(db, hubApplication) } : {}),
        locations: merchantLocations(user, store),
      },
      'Onboarding info fetched',
    );
  },

  getMerchantOnboardingStats: ({ db, env, user }) => {
    if (!user) return notFound('Merchant not found');
    // The steps listed are the ones the percentage counts (signing up is its starting 25).
    const steps = onboardingSteps(db, env, user);
    return ok(
      {
        completionPercentage: onboardingCompletion(steps.map((s) => s.completed)),
        completedSteps: steps.filter((s) => s.completed).length,
        totalSteps: steps.length,
        steps,
      },
      'Onboarding stats fetched',
    );
  },
});
