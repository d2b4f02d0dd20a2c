// The signed-in user's data, the admin lists of merchants, dispatchers and partners, and merchant onboarding.
import {
  createShippingPartner,
  deactivateAdmin,
  getAllDispatchers,
  getAllMerchants,
  getAllShippingPartners,
  getMerchantProfile,
  getMerchantStoreData,
  getUserData,
  onboardMerchant,
  updateMerchantPricing,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../../src/domains/identity/findUserByEmail';
import type { MerchantDetail } from '../../../src/domains/identity/types';
import { sandboxFixture } from '../../support/sandboxTest';
import { failure } from './support';

const ctx = sandboxFixture();

const merchantId = () => findUserByEmail(ctx.sandbox.db, 'merchant@demo.test')?.id ?? 0;

describe('user data', () => {
  it("answers each session with its user's shape", async () => {
    const customer = (await getUserData(await ctx.login('customer@demo.test', 'customer'))).data;
    expect(customer).toMatchObject({
      id: 1,
      firstName: 'Chiamaka',
      lastName: 'Okafor',
      accountType: 'customer',
    });
    const merchant = (await getUserData(await ctx.login('merchant@demo.test', 'merchant'))).data;
    expect(merchant).toMatchObject({
      accountType: 'merchant',
      storeName: 'Adaeze Styles',
      isRegisteredBusiness: true,
    });
    const admin = (await getUserData(await ctx.login('superadmin@demo.test', 'admin'))).data;
    expect(admin).toMatchObject({
      accountType: 'superadmin',
      role: 'Super Admin',
      roleId: 1,
      isActive: true,
    });
    const partner = (await getUserData(await ctx.login('partner@demo.test', 'shipping-partner'))).data;
    expect(partner).toMatchObject({
      name: 'Kwik Dispatch Lagos',
      shippingCompany: 'Kwik Dispatch Ltd',
      onboarded: true,
    });
  });

  it('answers 401 without a token', async () => {
    expect((await failure(getUserData(ctx.client('customer')))).status).toBe(401);
  });
});

describe('merchant profile and store data', () => {
  it("gives the merchant their full detail with the store's products and followers", async () => {
    const { data } = await getMerchantProfile(await ctx.login('merchant@demo.test', 'merchant'));
    expect(data).toMatchObject({
      email: 'merchant@demo.test',
      nationality: 'Nigerian',
      idDocumentType: 'NIN slip',
      confirm: true,
      isVerified: true,
      pricingPlanId: 2,
      role: 'merchant',
    });
    expect(data.store).toMatchObject({
      storeName: 'Adaeze Styles',
      storeUrl: 'adaeze-styles',
      merchantId: data.id,
    });
    const own = ctx.sandbox.db.table('products').where((p) => p.merchantId === data.id && !p.deleted);
    expect(data.store?.products?.length).toBe(own.length);
  });

  it('shows customers a public view without identity documents or pending products', async () => {
    const customer = await ctx.login('customer@demo.test', 'customer');
    const { data } = await getMerchantStoreData(customer, { path: { id: merchantId() } });
    expect(data.store?.storeName).toBe('Adaeze Styles');
    expect(data.idDocumentNumber).toBeUndefined();
    expect(data.dateOfBirth).toBeUndefined();
    expect(data.homeAddress).toBeUndefined();
    const approved = ctx.sandbox.db
      .table('products')
      .where((p) => p.merchantId === merchantId() && !p.deleted && p.approvalStatus === 'approved');
    expect(data.store?.products?.length).toBe(approved.length);

    const admin = await ctx.login('admin@demo.test', 'admin');
    expect(
      (await getMerchantStoreData(admin, { path: { id: merchantId() } })).data.idDocumentNumber,
    ).toBeDefined();
  });

  it('lists the customers following the store', async () => {
    const store = ctx.sandbox.db.table('stores').find((s) => s.storeName === 'Adaeze Styles');
    ctx.sandbox.db.table('stores').update(store?.id ?? 0, { followers: [1] });
    const customer = await ctx.login('customer@demo.test', 'customer');
    const { data } = await getMerchantStoreData(customer, { path: { id: merchantId() } });
    expect(data.store?.storeFollowers).toEqual([
      { id: 1, firstName: 'Chiamaka', lastName: 'Okafor', email: 'customer@demo.test', role: 'customer' },
    ]);
  });

  it('answers 404 for an unknown id and for a user who is not a merchant', async () => {
    const customer = await ctx.login('customer@demo.test', 'customer');
    expect((await failure(getMerchantStoreData(customer, { path: { id: 9999 } }))).status).toBe(404);
    expect((await failure(getMerchantStoreData(customer, { path: { id: 1 } }))).status).toBe(404);
  });
});

describe('merchant list', () => {
  it('pages all merchants with their stores, newest first, and searches names, emails and stores', async () => {
    const admin = await ctx.login('admin@demo.test', 'admin');
    const all = (await getAllMerchants(admin)).data;
    // `rows` is typed `unknown[] & MerchantDetail[]` (Paged's rows intersected); read it as the detail list.
    const rows: MerchantDetail[] = all.rows;
    expect(all.count).toBe(6);
    expect(rows.map((m) => m.store?.storeName)).toContain('Enugu Crafts Collective');
    const pending = rows.find((m) => m.store?.storeName === 'Enugu Crafts Collective');
    expect(pending?.isVerified).toBe(false);
    expect(rows[0]?.store?.storeName).toBe('Enugu Crafts Collective');

    const page = (await getAllMerchants(admin, { query: { limit: 2, offset: 2 } })).data;
    expect(page.count).toBe(6);
    const pageRows: MerchantDetail[] = page.rows;
    expect(pageRows.map((m) => m.id)).toEqual(rows.slice(2, 4).map((m) => m.id));

    const zuma = (await getAllMerchants(admin, { query: { search: 'ZUMA' } })).data;
    const zumaRows: MerchantDetail[] = zuma.rows;
    expect([zuma.count, zumaRows[0]?.firstName]).toEqual([1, 'Hauwa']);
    expect((await getAllMerchants(admin, { query: { search: 'merchant@demo' } })).data.count).toBe(1);
    expect((await getAllMerchants(admin, { query: { search: 'no such merchant' } })).data).toEqual({
      count: 0,
      rows: [],
    });
  });

  it('is for admins and super admins: a dispatcher gets 403', async () => {
    const dispatcher = await ctx.login('dispatcher@demo.test', 'admin');
    expect((await failure(getAllMerchants(dispatcher))).status).toBe(403);
    await getAllMerchants(await ctx.login('superadmin@demo.test', 'admin'));
    const customer = await ctx.login('customer@demo.test', 'customer');
    expect((await failure(getAllMerchants(customer))).status).toBe(403);
  });
});

describe('dispatchers and shipping partners', () => {
  it('lists the active dispatchers; a deactivated one leaves the list', async () => {
    const superadmin = await ctx.login('superadmin@demo.test', 'admin');
    const before = (await getAllDispatchers(superadmin)).data;
    expect(before.map((d) => d.email).sort()).toEqual([
      'chidi.okeke@example.com',
      'dispatcher@demo.test',
      'musa.garba@example.com',
    ]);
    const musa = before.find((d) => d.email === 'musa.garba@example.com');
    await deactivateAdmin(superadmin, { body: { adminId: musa?.id ?? 0 } });
    const after = (await getAllDispatchers(superadmin)).data;
    expect(after.map((d) => d.email)).not.toContain('musa.garba@example.com');
    expect(after.every((d) => d.accountType === 'dispatcher' && d.isActive)).toBe(true);
  });

  it('lists shipping partners, filtered by onboarding, with new ones added by admins', async () => {
    const admin = await ctx.login('scheduler@demo.test', 'admin');
    const all = (await getAllShippingPartners(admin)).data;
    expect(all.length).toBe(5);
    const onboarded = (await getAllShippingPartners(admin, { query: { onboarded: true } })).data;
    expect(onboarded.map((p) => p.name)).toEqual(['Arewa Express', 'Eko Riders', 'Kwik Dispatch Lagos']);
    const waiting = (await getAllShippingPartners(admin, { query: { onboarded: false } })).data;
    // Savannah Haulage sent its onboarding and waits for an admin's review.
    expect(waiting.map((p) => p.name)).toEqual(['Niger Delta Couriers', 'Savannah Haulage']);
    const review = (await getAllShippingPartners(admin, { query: { onboardingStatus: 'submitted' } })).data;
    expect(review.map((p) => p.name)).toEqual(['Savannah Haulage']);
    expect(review[0]).toMatchObject({ onboarded: false, onboardingStatus: 'submitted' });

    await createShippingPartner(await ctx.login('admin@demo.test', 'admin'), {
      body: { name: 'Benue Movers', email: 'hello@benuemovers.example.com', password: 'Makurdi2026!' },
    });
    const later = (await getAllShippingPartners(admin, { query: { onboarded: false } })).data;
    expect(later.map((p) => p.name)).toEqual(['Benue Movers', 'Niger Delta Couriers', 'Savannah Haulage']);
  });
});

describe('merchant onboarding', () => {
  const answers = {
    phoneNumber: '+2348031234599',
    dateOfBirth: '1988-04-17',
    nationality: 'Nigerian',
    idDocumentType: 'International passport',
    idDocumentNumber: 'A01234567',
    idDocumentUrl: 'https://cdn.example.com/kyc/passport.pdf',
    homeAddress: [{ LGA: 'Ikeja', state: 'Lagos', street: '14 Allen Avenue', country: 'Nigeria' }],
    useHomeAddress: true,
    staffSize: '1-5',
    category: 'Fashion',
    physicalLocation: true,
    store: {
      storeName: 'Adaeze Styles & Co',
      storeUrl: 'adaeze-styles-co',
      officeAddress: '14 Allen Avenue, Ikeja, Lagos',
      isRegisteredBusiness: false,
      proofOfAddress: 'https://cdn.example.com/kyc/cac.pdf',
    },
  };

  it('saves the answers and the store fields; the profile and the user data show them', async () => {
    const merchant = await ctx.login('merchant@demo.test', 'merchant');
    const subCategory = ctx.sandbox.db.table('subCategories').all()[0];
    const body = { ...answers, subCategoryIds: subCategory ? [subCategory.id] : [] };
    const { data } = await onboardMerchant(merchant, { body });
    expect(data).toMatchObject({ phoneNumber: '+2348031234599', idDocumentType: 'International passport' });
    // useHomeAddress without pickup locations picks up at home.
    expect(data.pickupLocation).toEqual(answers.homeAddress);

    const profile = (await getMerchantProfile(merchant)).data;
    expect(profile.store).toMatchObject({
      storeName: 'Adaeze Styles & Co',
      storeUrl: 'adaeze-styles-co',
      isRegisteredBusiness: false,
      proofOfAddress: 'https://cdn.example.com/kyc/cac.pdf',
    });
    expect(profile.subCategoryIds).toEqual(body.subCategoryIds);
    // PUT replaces: answers left out are cleared, the chosen plan stays.
    expect(profile.proofOfAddress).toBeUndefined();
    expect(profile.pricingPlanId).toBe(2);
    expect((await getUserData(merchant)).data).toMatchObject({ storeName: 'Adaeze Styles & Co' });
  });

  it("refuses another store's name or address", async () => {
    const merchant = await ctx.login('merchant@demo.test', 'merchant');
    const name = await failure(
      onboardMerchant(merchant, { body: { store: { storeName: 'Zuma Foodstuff Abuja' } } }),
    );
    expect([name.status, name.message]).toEqual([400, 'A store with this name already exists']);
    const url = await failure(
      onboardMerchant(merchant, { body: { store: { storeUrl: 'naija-gadgets-hub' } } }),
    );
    expect(url.message).toBe('This store URL is already taken');
    // Its own name is not a clash.
    await onboardMerchant(merchant, { body: { store: { storeName: 'Adaeze Styles' } } });
  });

  it('answers 422 for unknown sub-categories, an underage merchant and a malformed store URL', async () => {
    const merchant = await ctx.login('merchant@demo.test', 'merchant');
    const error = await failure(
      onboardMerchant(merchant, {
        body: { subCategoryIds: [987654], dateOfBirth: '2012-01-01', store: { storeUrl: 'Not A Url' } },
      }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldErrors.map((e) => e.field)).toEqual([
      'subCategoryIds.0',
      'dateOfBirth',
      'store.storeUrl',
    ]);
    expect(error.fieldErrors[1]?.message).toBe('You must be at least 18 years old');
  });

  it('saves the chosen pricing plan, and answers 404 for an unknown plan', async () => {
    const merchant = await ctx.login('merchant@demo.test', 'merchant');
    const { data } = await updateMerchantPricing(merchant, { body: { pricingPlanId: 1 } });
    expect(data.pricingPlanId).toBe(1);
    expect((await getMerchantProfile(merchant)).data.pricingPlanId).toBe(1);
    const error = await failure(updateMerchantPricing(merchant, { body: { pricingPlanId: 999 } }));
    expect([error.status, error.message]).toEqual([404, 'Pricing plan not found']);
  });

  it('is for merchants only', async () => {
    const customer = await ctx.login('customer@demo.test', 'customer');
    expect((await failure(onboardMerchant(customer, { body: answers }))).status).toBe(403);
  });
});
