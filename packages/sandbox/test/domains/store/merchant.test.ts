import {
  addMerchantBankAccount,
  addMerchantPolicy,
  applyToHub,
  approveHub,
  createMerchantTestimonial,
  getAllSubscriptions,
  getMerchantOnboardingInfo,
  getMerchantOnboardingStats,
  getMerchantPolicies,
  getMerchantPricingPlan,
  getMerchantSubscription,
  getMerchantTestimonials,
  getPricingPlans,
  getStorePolicies,
  getStoreTestimonials,
  ONBOARDING_START_PERCENT,
  onboardingCompletion,
  onboardMerchant,
  startPlanPayment,
  updateMerchantBankAccount,
  updateMerchantPolicy,
  updateMerchantPricing,
  updateMerchantTestimonial,
  verifyProductPayment,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxFixture, TEST_NOW } from '../../support/sandboxTest';
import { ACCOUNTS, failure, storeOf, userOf } from './support';

const ctx = sandboxFixture();

const policy = (title: string) => ({
  title,
  policyType: 'Return policy',
  description: 'Unused items can be returned within 14 days.',
});

const testimonial = (message: string, rating = 5) => ({
  name: 'Kelechi Nnamdi',
  designation: 'Customer, Enugu',
  message,
  rating,
});

const bank = {
  bankName: 'Access Bank',
  bankCode: '044',
  accountNumber: '0690001234',
  accountName: 'ZUMA FOODSTUFF',
};

describe('merchant policies', () => {
  it('lists, adds and updates the merchant’s own policies', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const before = (await getMerchantPolicies(merchant)).data;
    expect(before).toHaveLength(2);
    const created = await addMerchantPolicy(merchant, { body: policy('Returns within 14 days') });
    expect(created.status).toBe(201);
    expect(created.data.merchantId).toBe(userOf(ctx, ACCOUNTS.merchant).id);

    const updated = await updateMerchantPolicy(merchant, {
      path: { id: created.data.id },
      body: policy('Returns within 30 days'),
    });
    expect(updated.data.title).toBe('Returns within 30 days');
    const after = (await getMerchantPolicies(merchant)).data;
    expect(after).toHaveLength(3);
    expect(after[2]).toMatchObject({ id: created.data.id, title: 'Returns within 30 days' });
  });

  it("cannot see or update another merchant's policy (404)", async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const other = await ctx.login(ACCOUNTS.otherMerchant, 'merchant');
    const [mine] = (await getMerchantPolicies(merchant)).data;
    expect((await getMerchantPolicies(other)).data).toEqual([]);
    const error = await failure(
      updateMerchantPolicy(other, { path: { id: mine!.id }, body: policy('Mine now') }),
    );
    expect(error.status).toBe(404);
    expect((await getMerchantPolicies(merchant)).data[0]?.title).toBe(mine!.title);
  });
});

describe('merchant testimonials', () => {
  it('lists (newest first), creates and updates the merchant’s own testimonials', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    expect((await getMerchantTestimonials(merchant)).data).toHaveLength(3);
    const created = await createMerchantTestimonial(merchant, { body: testimonial('Lovely fabric.') });
    expect(created.status).toBe(201);
    const updated = await updateMerchantTestimonial(merchant, {
      path: { id: created.data.id },
      body: testimonial('Lovely fabric, fast delivery.', 4),
    });
    expect(updated.data).toMatchObject({ message: 'Lovely fabric, fast delivery.', rating: 4 });
    const list = (await getMerchantTestimonials(merchant)).data;
    expect(list).toHaveLength(4);
    expect(list[0]).toMatchObject({ id: created.data.id, rating: 4 });
  });

  it("another merchant's testimonial is not found (404); a rating above 5 is invalid (422)", async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const other = await ctx.login(ACCOUNTS.otherMerchant, 'merchant');
    const [mine] = (await getMerchantTestimonials(merchant)).data;
    expect(
      (await failure(updateMerchantTestimonial(other, { path: { id: mine!.id }, body: testimonial('x') })))
        .status,
    ).toBe(404);
    expect((await failure(createMerchantTestimonial(merchant, { body: testimonial('x', 6) }))).status).toBe(
      422,
    );
  });
});

describe("customers read a store's policies and testimonials", () => {
  it('lists them for anyone, as the merchant has them; a store customers cannot see is 404', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const store = storeOf(ctx, ACCOUNTS.merchant);
    const guest = ctx.client();
    const policies = (await getStorePolicies(guest, { path: { id: store.id } })).data;
    expect(policies).toEqual((await getMerchantPolicies(merchant)).data);
    expect(policies.length).toBeGreaterThan(0);
    const testimonials = (await getStoreTestimonials(guest, { path: { id: store.id } })).data;
    expect(testimonials).toEqual((await getMerchantTestimonials(merchant)).data);
    expect(testimonials.length).toBeGreaterThan(0);
    const other = storeOf(ctx, ACCOUNTS.otherMerchant);
    expect((await getStorePolicies(guest, { path: { id: other.id } })).data).toEqual([]);
    ctx.sandbox.db.table('stores').update(store.id, { firstApproval: false });
    expect((await failure(getStorePolicies(guest, { path: { id: store.id } }))).status).toBe(404);
    expect((await failure(getStoreTestimonials(guest, { path: { id: store.id } }))).status).toBe(404);
    expect((await failure(getStoreTestimonials(guest, { path: { id: 9999 } }))).status).toBe(404);
  });
});

describe('bank account', () => {
  it('adds the account once, then updates it', async () => {
    const merchant = await ctx.login(ACCOUNTS.freeMerchant, 'merchant');
    const missing = await failure(updateMerchantBankAccount(merchant, { body: bank }));
    expect(missing.status).toBe(404);

    const added = await addMerchantBankAccount(merchant, { body: bank });
    expect(added.status).toBe(201);
    expect(added.data).toMatchObject({ ...bank, merchantId: userOf(ctx, ACCOUNTS.freeMerchant).id });

    const twice = await failure(addMerchantBankAccount(merchant, { body: bank }));
    expect(twice.status).toBe(400);
    expect(twice.message).toBe('You already have a bank account; update it instead');

    const updated = await updateMerchantBankAccount(merchant, {
      body: { ...bank, bankName: 'Zenith Bank', bankCode: '057', accountNumber: '2087654321' },
    });
    expect(updated.data).toMatchObject({
      id: added.data.id,
      bankName: 'Zenith Bank',
      accountNumber: '2087654321',
    });
    const rows = ctx.sandbox.db.table('bankAccounts').where((b) => b.merchantId === added.data.merchantId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.bankCode).toBe('057');
  });

  it('refuses an account number that is not 10 digits (422)', async () => {
    const merchant = await ctx.login(ACCOUNTS.freeMerchant, 'merchant');
    expect(
      (await failure(addMerchantBankAccount(merchant, { body: { ...bank, accountNumber: '12345' } }))).status,
    ).toBe(422);
  });
});

describe('subscriptions and pricing plans', () => {
  it('lists the plans, and the merchant’s plan and current subscription', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const plans = (await getPricingPlans(merchant)).data;
    expect(plans.map((p) => [p.name, p.amount])).toEqual([
      ['Free', 0],
      ['Basic', 5000],
      ['Pro', 15000],
    ]);
    const plan = (await getMerchantPricingPlan(merchant)).data;
    expect(plan.name).toBe('Basic');
    const subscription = (await getMerchantSubscription(merchant)).data;
    expect(subscription).toMatchObject({
      planName: 'Basic',
      amount: 5000,
      status: 'active',
      storeName: 'Adaeze Styles',
    });
    const today = TEST_NOW.toISOString().slice(0, 10);
    expect(subscription.startDate! <= today && today <= subscription.endDate!).toBe(true);
  });

  it('a merchant lists their own history; an admin lists every merchant’s', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const own = (await getAllSubscriptions(merchant)).data;
    expect(own.count).toBe(3);
    expect(own.rows.map((s) => s.status)).toEqual(['active', 'expired', 'expired']);
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const all = (await getAllSubscriptions(admin, { query: { limit: 2 } })).data;
    expect(all.count).toBeGreaterThan(own.count);
    expect(all.rows).toHaveLength(2);
    const dispatcher = await ctx.login(ACCOUNTS.dispatcher, 'admin');
    expect((await failure(getAllSubscriptions(dispatcher))).status).toBe(403);
  });

  it('a paid plan starts only once paid on the provider’s page, and the history shows it at once', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const old = (await getMerchantSubscription(merchant)).data;
    const refused = await failure(updateMerchantPricing(merchant, { body: { pricingPlanId: 3 } }));
    expect([refused.status, refused.serverMessage]).toEqual([
      400,
      "Pro costs ₦15,000.00: pay for it on the card provider's page to start it",
    ]);
    const start = () =>
      startPlanPayment(merchant, {
        body: { pricingPlanId: 3, callbackUrl: 'http://shop.test/merchant/plan' },
      });
    const { data: declined } = await start();
    expect(declined).toMatchObject({ amount: 15000, status: 'pending', kind: 'plan', pricingPlanId: 3 });
    ctx.sandbox.decidePayment(declined.reference, 'decline');
    expect((await getMerchantSubscription(merchant)).data.id).toBe(old.id);
    expect(
      (await verifyProductPayment(merchant, { path: { reference: declined.reference } })).data.status,
    ).toBe('failed');

    const { data: payment } = await start();
    // Not active while the page is open.
    expect((await getMerchantSubscription(merchant)).data.id).toBe(old.id);
    const back = ctx.sandbox.decidePayment(payment.reference, 'approve');
    expect(back?.location).toBe(
      `http://shop.test/merchant/plan?reference=${payment.reference}&trxref=${payment.reference}`,
    );
    const current = (await getMerchantSubscription(merchant)).data;
    expect(current).toMatchObject({ pricingPlanId: 3, planName: 'Pro', amount: 15000, status: 'active' });
    expect((await getMerchantPricingPlan(merchant)).data.name).toBe('Pro');
    const history = (await getAllSubscriptions(merchant)).data.rows;
    expect(history[0]).toMatchObject({ id: current.id, planName: 'Pro' });
    expect(history.find((s) => s.id === old.id)?.status).toBe('cancelled');
    expect(
      (await verifyProductPayment(merchant, { path: { reference: payment.reference } })).data,
    ).toMatchObject({ status: 'success', kind: 'plan', recorded: true });
    expect((await failure(start())).serverMessage).toBe('You are already on Pro');
  });

  it('a merchant without a plan gets 404 for their plan and subscription', async () => {
    const merchant = await ctx.login(ACCOUNTS.newMerchant, 'merchant');
    expect((await failure(getMerchantPricingPlan(merchant))).status).toBe(404);
    expect((await failure(getMerchantSubscription(merchant))).status).toBe(404);
    expect((await getAllSubscriptions(merchant)).data).toEqual({ count: 0, rows: [] });
  });
});

describe('onboarding', () => {
  it('the info lists the merchant’s locations and which steps are done', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const store = storeOf(ctx, ACCOUNTS.merchant);
    const { data } = await getMerchantOnboardingInfo(merchant);
    expect(data).toMatchObject({
      merchantId: userOf(ctx, ACCOUNTS.merchant).id,
      storeId: store.id,
      storeName: 'Adaeze Styles',
      isVerified: true,
      hasStoreProfile: true,
      hasBankAccount: true,
      hasPricingPlan: true,
    });
    expect(data.locations).toContainEqual(store.shippingLocation);
    const account = ctx.sandbox.db
      .table('bankAccounts')
      .find((b) => b.merchantId === userOf(ctx, ACCOUNTS.merchant).id);
    expect(data.bankAccount).toEqual(account);
  });

  it('completion starts at 25 and moves as the merchant completes steps', async () => {
    const merchant = await ctx.login(ACCOUNTS.newMerchant, 'merchant');
    const first = (await getMerchantOnboardingStats(merchant)).data;
    expect(first.completionPercentage).toBeGreaterThanOrEqual(ONBOARDING_START_PERCENT);
    // The steps listed are the ones counted: the percentage and the count follow them.
    expect(first.steps?.map((s) => s.name)).toEqual([
      'Business details',
      'Store profile',
      'Bank account',
      'Pricing plan',
      'First product',
      'Hub',
    ]);
    const done = (stats: typeof first) => stats.steps!.map((s) => s.completed);
    expect(first.completionPercentage).toBe(onboardingCompletion(done(first)));
    expect([first.completedSteps, first.totalSteps]).toEqual([done(first).filter(Boolean).length, 6]);
    const info = (await getMerchantOnboardingInfo(merchant)).data;
    expect(info).toMatchObject({
      hasBankAccount: false,
      hasPricingPlan: false,
      hasStoreProfile: false,
      isVerified: false,
    });

    await addMerchantBankAccount(merchant, { body: { ...bank, accountName: 'ENUGU CRAFTS COLLECTIVE' } });
    await updateMerchantPricing(merchant, { body: { pricingPlanId: 1 } });
    await applyToHub(merchant, { body: { hubId: 4 } });
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const application = ctx.sandbox.db
      .table('hubApplications')
      .find(
        (a) => a.hubId === 4 && a.status === 'pending' && a.storeId === storeOf(ctx, ACCOUNTS.newMerchant).id,
      );
    await approveHub(admin, { path: { id: application!.id } });

    const later = (await getMerchantOnboardingStats(merchant)).data;
    expect(later.completedSteps).toBe(first.completedSteps! + 3);
    expect(later.completionPercentage).toBe(onboardingCompletion(done(later)));
    expect(later.completionPercentage).toBeGreaterThan(first.completionPercentage);
    expect(
      later.steps
        ?.filter((s) => ['Bank account', 'Pricing plan', 'Hub'].includes(s.name))
        .every((s) => s.completed),
    ).toBe(true);
  });

  it('an empty business details form ticks no step; every part given ticks it', async () => {
    const merchant = await ctx.login(ACCOUNTS.newMerchant, 'merchant');
    const business = async () => {
      const { data } = await getMerchantOnboardingStats(merchant);
      return [data.steps?.find((s) => s.name === 'Business details')?.completed, data.completionPercentage];
    };
    const [, before] = await business();
    await onboardMerchant(merchant, { body: {} });
    expect(await business()).toEqual([false, before]);
    const subCategory = ctx.sandbox.db.table('subCategories').all()[0];
    await onboardMerchant(merchant, {
      body: {
        phoneNumber: '+2348031234599',
        dateOfBirth: '1988-04-17',
        nationality: 'Nigerian',
        idDocumentType: 'International passport',
        idDocumentNumber: 'A01234567',
        idDocumentUrl: 'https://cdn.example.com/kyc/passport.pdf',
        homeAddress: [{ LGA: 'Enugu East', state: 'Enugu', street: '3 Ogui Road', country: 'Nigeria' }],
        useHomeAddress: true,
        proofOfAddress: 'https://cdn.example.com/kyc/bill.pdf',
        staffSize: '1-5',
        category: 'Fashion',
        physicalLocation: false,
        subCategoryIds: subCategory ? [subCategory.id] : [],
      },
    });
    const [completed, after] = await business();
    expect(completed).toBe(true);
    expect(after).toBeGreaterThan(before as number);
  });

  it("the info carries the store's latest hub application, pending then approved", async () => {
    const merchant = await ctx.login(ACCOUNTS.newMerchant, 'merchant');
    const before = (await getMerchantOnboardingInfo(merchant)).data;
    const store = storeOf(ctx, ACCOUNTS.newMerchant);
    const earlier = ctx.sandbox.db.table('hubApplications').where((a) => a.storeId === store.id);
    if (earlier.length === 0) expect(before.hubApplication).toBeUndefined();
    const { data: applied } = await applyToHub(merchant, { body: { hubId: 4 } });
    const pending = (await getMerchantOnboardingInfo(merchant)).data.hubApplication;
    expect(pending).toEqual(applied);
    expect(pending?.status).toBe('pending');
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    await approveHub(admin, { path: { id: applied.id } });
    const approved = (await getMerchantOnboardingInfo(merchant)).data.hubApplication;
    expect(approved).toMatchObject({ id: applied.id, hubId: 4, status: 'approved' });
  });
});
