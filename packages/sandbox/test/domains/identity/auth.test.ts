// Sign-up, confirmation, login, password flows, token checks and permissions of the identity domain.
import {
  changePassword,
  confirmCustomerAccount,
  confirmMerchantAccount,
  forgotPassword,
  getAllShippingPartners,
  getMerchantProfile,
  getPermissions,
  getUserData,
  loginAdmin,
  loginCustomer,
  loginMerchant,
  loginPartner,
  resendConfirmation,
  resetPassword,
  signupCustomer,
  signupMerchant,
  signupPartner,
  verifyToken,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { lastEmail } from '../../../src/domains/identity/outbox';
import { sandboxFixture, TEST_NOW } from '../../support/sandboxTest';
import { failure, loginWith } from './support';

const ctx = sandboxFixture();

const PASSWORD = 'Lekki2026!';
const chiamaka = {
  firstName: 'Amara',
  lastName: 'Okoye',
  email: 'amara.okoye@example.com',
  password: PASSWORD,
};

describe('customer sign-up and confirmation', () => {
  it('creates an unconfirmed customer who may log in only after opening the confirmation link, once', async () => {
    const { data, status } = await signupCustomer(ctx.client(), {
      body: { ...chiamaka, phoneNumber: '+2348129876500' },
    });
    expect(status).toBe(201);
    expect(data).toMatchObject({
      firstName: 'Amara',
      email: chiamaka.email,
      accountType: 'customer',
      role: 'customer',
    });
    expect(ctx.sandbox.db.table('users').get(data.id)?.confirmed).toBe(false);

    const refused = await failure(
      loginCustomer(ctx.client(), { body: { email: chiamaka.email, password: PASSWORD } }),
    );
    expect([refused.status, refused.message]).toEqual([400, 'Please confirm your email before logging in']);

    const email = lastEmail(ctx.sandbox.db, chiamaka.email, 'confirmation');
    // The reference app's route; the outbox puts the app's URL in front.
    expect(email?.link).toBe(`/customer/confirm/${email?.token}`);
    const token = email?.token ?? '';
    const confirmed = await confirmCustomerAccount(ctx.client(), { path: { token } });
    expect(confirmed.data.id).toBe(data.id);

    const client = await loginWith(ctx, 'customer', chiamaka.email, PASSWORD);
    expect((await getUserData(client)).data).toMatchObject({ id: data.id, email: chiamaka.email });

    // Opened again, the link says the account is confirmed already (not "confirmed" again, not "invalid").
    const reused = await confirmCustomerAccount(ctx.client(), { path: { token } });
    expect([reused.status, reused.message, reused.data.id]).toEqual([
      200,
      'Account already confirmed',
      data.id,
    ]);
    const unknown = await failure(confirmCustomerAccount(ctx.client(), { path: { token: 'confirm_nope' } }));
    expect([unknown.status, unknown.message]).toEqual([404, 'This confirmation link is invalid']);
  });

  it('refuses an email already used by any account, whatever its case', async () => {
    const error = await failure(
      signupCustomer(ctx.client(), { body: { ...chiamaka, email: 'Merchant@Demo.test' } }),
    );
    expect([error.status, error.message]).toEqual([400, 'Email already exists']);
  });

  it('answers 404 for an unknown confirmation token', async () => {
    const error = await failure(confirmCustomerAccount(ctx.client(), { path: { token: 'confirm_nope' } }));
    expect(error.status).toBe(404);
  });
});

describe('merchant sign-up', () => {
  const body = {
    firstName: 'Tunde',
    lastName: 'Adeyemi',
    email: 'tunde.adeyemi@example.com',
    phoneNumber: '+2348031234500',
    password: 'Adire2026!',
    storeName: 'Adire Lagos',
    isRegisteredBusiness: true,
    category: 'Fashion',
  };

  it('creates the merchant with a store waiting for approval; the merchant confirms, logs in and sees it', async () => {
    const { data } = await signupMerchant(ctx.client(), { body });
    expect(data).toMatchObject({
      accountType: 'merchant',
      storeName: 'Adire Lagos',
      category: 'Fashion',
      isRegisteredBusiness: true,
    });
    const store = ctx.sandbox.db.table('stores').get(data.storeId);
    expect(store).toMatchObject({
      merchantId: data.id,
      storeUrl: 'adire-lagos',
      firstApproval: false,
      followers: [],
    });

    const token = lastEmail(ctx.sandbox.db, body.email, 'confirmation')?.token ?? '';
    // A merchant's link is not a customer's.
    expect((await failure(confirmCustomerAccount(ctx.client(), { path: { token } }))).status).toBe(404);
    await confirmMerchantAccount(ctx.client(), { path: { token } });

    const merchant = await loginWith(ctx, 'merchant', body.email, body.password);
    const profile = (await getMerchantProfile(merchant)).data;
    expect(profile).toMatchObject({ id: data.id, confirm: true, isVerified: false, category: 'Fashion' });
    expect(profile.store).toMatchObject({
      id: data.storeId,
      storeName: 'Adire Lagos',
      products: [],
      storeFollowers: [],
    });
  });

  it('refuses a store name another store already has', async () => {
    const error = await failure(
      signupMerchant(ctx.client(), { body: { ...body, storeName: 'adaeze styles' } }),
    );
    expect([error.status, error.message]).toEqual([400, 'A store with this name already exists']);
    expect(ctx.sandbox.db.table('users').find((u) => u.email === body.email)).toBeUndefined();
  });

  it('answers 422 for a store name of spaces only', async () => {
    const error = await failure(signupMerchant(ctx.client(), { body: { ...body, storeName: '   ' } }));
    expect([error.status, error.fieldErrors[0]?.field]).toEqual([422, 'storeName']);
  });

  it('refuses an unconfirmed merchant at login', async () => {
    await signupMerchant(ctx.client(), { body });
    const error = await failure(
      loginMerchant(ctx.client(), { body: { email: body.email, password: body.password } }),
    );
    expect(error.message).toBe('Please confirm your email before logging in');
  });

  it('resends the confirmation to an unconfirmed account only, answering every address alike', async () => {
    await signupMerchant(ctx.client(), { body });
    const first = lastEmail(ctx.sandbox.db, body.email, 'confirmation')?.token;
    const resend = (userType: 'customer' | 'merchant', email: string) =>
      resendConfirmation(ctx.client(), { path: { userType }, body: { email } });
    const sent = await resend('merchant', body.email);
    const others = [
      await resend('merchant', 'nobody@example.com'),
      await resend('customer', body.email),
      await resend('merchant', 'merchant@demo.test'),
    ];
    for (const other of others) expect(other.serverMessage).toBe(sent.serverMessage);
    const second = lastEmail(ctx.sandbox.db, body.email, 'confirmation')?.token;
    expect(second).not.toBe(first);
    expect(ctx.sandbox.emails('merchant@demo.test')).toEqual([]);
    // The new link confirms; the account then logs in.
    await confirmMerchantAccount(ctx.client(), { path: { token: second ?? '' } });
    const login = await loginMerchant(ctx.client(), { body: { email: body.email, password: body.password } });
    expect(login.data.token).toBeTruthy();
  });
});

describe('shipping partner sign-up', () => {
  it('creates a partner that logs in at once and is listed as not onboarded', async () => {
    const body = {
      name: 'Ogun Haulage',
      email: 'ops@ogunhaulage.example.com',
      phoneNumber: '+2349011122233',
      shippingCompany: 'Ogun Haulage Ltd',
      password: 'Abeokuta2026!',
    };
    const { data, status } = await signupPartner(ctx.client(), { body });
    expect(status).toBe(201);
    expect(data).toMatchObject({
      name: 'Ogun Haulage',
      onboarded: false,
      shippingCompany: 'Ogun Haulage Ltd',
    });

    const partner = await loginWith(ctx, 'shipping-partner', body.email, body.password);
    expect((await getUserData(partner)).data).toMatchObject({ id: data.id, name: 'Ogun Haulage' });

    const admin = await ctx.login('admin@demo.test', 'admin');
    const pending = (await getAllShippingPartners(admin, { query: { onboarded: false } })).data;
    expect(pending.map((p) => p.email)).toContain(body.email);
  });

  it('refuses a taken email', async () => {
    const error = await failure(
      signupPartner(ctx.client(), {
        body: { name: 'X', email: 'partner@demo.test', password: 'Password1!' },
      }),
    );
    expect(error.message).toBe('Email already exists');
  });
});

describe('login', () => {
  it('gives each role a token and its user, and records the login time', async () => {
    const customer = await loginCustomer(ctx.client(), {
      body: { email: 'customer@demo.test', password: 'demo1234' },
    });
    expect(customer.data.token).toMatch(/^tok_/);
    expect(customer.data.user).toMatchObject({
      id: 1,
      accountType: 'customer',
      lastLogin: TEST_NOW.toISOString(),
    });

    const merchant = await loginMerchant(ctx.client(), {
      body: { email: 'merchant@demo.test', password: 'demo1234' },
    });
    expect(merchant.data.user).toMatchObject({
      accountType: 'merchant',
      storeName: 'Adaeze Styles',
      category: 'Fashion',
    });

    const partner = await loginPartner(ctx.client(), {
      body: { email: 'partner@demo.test', password: 'demo1234' },
    });
    expect(partner.data.user).toMatchObject({ name: 'Kwik Dispatch Lagos', onboarded: true });

    const session = ctx.sandbox.db.table('sessions').find((s) => s.token === customer.data.token);
    expect(session).toMatchObject({ userId: 1, role: 'customer' });
  });

  it('lets admin, super admin, dispatcher and scheduler accounts into the admin session', async () => {
    for (const accountType of ['admin', 'superadmin', 'dispatcher', 'scheduler'] as const) {
      const { data } = await loginAdmin(ctx.client(), {
        body: { email: `${accountType}@demo.test`, password: 'demo1234' },
      });
      expect(data.user).toMatchObject({ accountType, isActive: true });
      const session = ctx.sandbox.db.table('sessions').find((s) => s.token === data.token);
      expect(session?.role).toBe('admin');
    }
  });

  it('refuses a wrong password, an unknown email and another role with the same message', async () => {
    const attempts = [
      loginCustomer(ctx.client(), { body: { email: 'customer@demo.test', password: 'wrong-password' } }),
      loginCustomer(ctx.client(), { body: { email: 'nobody@example.com', password: 'demo1234' } }),
      loginAdmin(ctx.client(), { body: { email: 'customer@demo.test', password: 'demo1234' } }),
      loginCustomer(ctx.client(), { body: { email: 'admin@demo.test', password: 'demo1234' } }),
      loginPartner(ctx.client(), { body: { email: 'merchant@demo.test', password: 'demo1234' } }),
    ];
    for (const attempt of attempts) {
      const error = await failure(attempt);
      expect([error.status, error.message]).toEqual([400, 'Invalid email or password']);
    }
  });

  it('refuses a deactivated admin', async () => {
    const error = await failure(
      loginAdmin(ctx.client(), { body: { email: 'bisi.adeleke@example.com', password: 'demo1234' } }),
    );
    expect([error.status, error.message]).toEqual([400, 'This account has been deactivated']);
  });
});

describe('forgotten password', () => {
  it('emails a reset link; the new password works, the old one and the open sessions end, the link works once', async () => {
    const before = await ctx.login('customer@demo.test', 'customer');
    const sent = await forgotPassword(ctx.client(), {
      path: { userType: 'customer' },
      body: { email: 'customer@demo.test' },
    });
    expect(sent.serverMessage).toBe('If an account uses this email, a password reset link is on its way');
    const token = lastEmail(ctx.sandbox.db, 'customer@demo.test', 'password-reset')?.token ?? '';
    expect(token).toMatch(/^reset_/);

    await resetPassword(ctx.client(), {
      path: { userType: 'customer', token },
      body: { password: 'NewLekki2026!', confirmPassword: 'NewLekki2026!' },
    });
    expect((await failure(getUserData(before))).status).toBe(401);
    const old = await failure(
      loginCustomer(ctx.client(), { body: { email: 'customer@demo.test', password: 'demo1234' } }),
    );
    expect(old.message).toBe('Invalid email or password');
    await loginWith(ctx, 'customer', 'customer@demo.test', 'NewLekki2026!');

    const reused = await failure(
      resetPassword(ctx.client(), {
        path: { userType: 'customer', token },
        body: { password: 'Another2026!' },
      }),
    );
    expect([reused.status, reused.message]).toEqual([
      404,
      'This password reset link is invalid or has already been used',
    ]);
  });

  it('works for the admin session and shipping partners through their path', async () => {
    await forgotPassword(ctx.client(), {
      path: { userType: 'admin' },
      body: { email: 'dispatcher@demo.test' },
    });
    await forgotPassword(ctx.client(), {
      path: { userType: 'partner' },
      body: { email: 'partner@demo.test' },
    });
    const adminToken = lastEmail(ctx.sandbox.db, 'dispatcher@demo.test', 'password-reset')?.token ?? '';
    const partnerToken = lastEmail(ctx.sandbox.db, 'partner@demo.test', 'password-reset')?.token ?? '';
    // A token used on another role's path is unknown there.
    const crossed = await failure(
      resetPassword(ctx.client(), {
        path: { userType: 'customer', token: adminToken },
        body: { password: 'Dispatch2026!' },
      }),
    );
    expect(crossed.status).toBe(404);
    await resetPassword(ctx.client(), {
      path: { userType: 'admin', token: adminToken },
      body: { password: 'Dispatch2026!' },
    });
    await resetPassword(ctx.client(), {
      path: { userType: 'partner', token: partnerToken },
      body: { password: 'Partner2026!' },
    });
    await loginWith(ctx, 'admin', 'dispatcher@demo.test', 'Dispatch2026!');
    await loginWith(ctx, 'shipping-partner', 'partner@demo.test', 'Partner2026!');
  });

  it('answers the same for an unknown address, another role and a suspended account, and emails none of them', async () => {
    const ask = (userType: 'customer' | 'merchant' | 'admin', email: string) =>
      forgotPassword(ctx.client(), { path: { userType }, body: { email } });
    const known = await ask('customer', 'customer@demo.test');
    const answers = [
      await ask('customer', 'nobody@example.com'),
      await ask('merchant', 'customer@demo.test'),
      // Bisi Adeleke's admin account is deactivated.
      await ask('admin', 'bisi.adeleke@example.com'),
    ];
    for (const answer of answers) {
      expect([answer.status, answer.serverMessage]).toEqual([known.status, known.serverMessage]);
    }
    expect(ctx.sandbox.emails('nobody@example.com')).toEqual([]);
    expect(ctx.sandbox.emails('bisi.adeleke@example.com')).toEqual([]);
    expect(ctx.sandbox.emails('customer@demo.test').map((e) => e.kind)).toEqual(['password-reset']);
  });

  it('answers 422 when the confirmation differs from the new password', async () => {
    await forgotPassword(ctx.client(), {
      path: { userType: 'merchant' },
      body: { email: 'merchant@demo.test' },
    });
    const token = lastEmail(ctx.sandbox.db, 'merchant@demo.test', 'password-reset')?.token ?? '';
    const error = await failure(
      resetPassword(ctx.client(), {
        path: { userType: 'merchant', token },
        body: { password: 'Adire2026!', confirmPassword: 'Adire2027!' },
      }),
    );
    expect([error.status, error.fieldErrors[0]?.field]).toEqual([422, 'confirmPassword']);
    // The link still works after the failed attempt.
    await resetPassword(ctx.client(), {
      path: { userType: 'merchant', token },
      body: { password: 'Adire2026!' },
    });
  });
});

describe('password change', () => {
  it('checks the old password and sets the new one', async () => {
    const merchant = await ctx.login('merchant@demo.test', 'merchant');
    const wrong = await failure(
      changePassword(merchant, { body: { oldPassword: 'not-my-password', newPassword: 'Adire2026-Ikeja!' } }),
    );
    expect([wrong.status, wrong.message]).toEqual([400, 'Old password is incorrect']);
    const same = await failure(
      changePassword(merchant, { body: { oldPassword: 'demo1234', newPassword: 'demo1234' } }),
    );
    expect(same.message).toBe('The new password must be different from the old password');

    const { serverMessage } = await changePassword(merchant, {
      body: { oldPassword: 'demo1234', newPassword: 'Adire2026-Ikeja!' },
    });
    expect(serverMessage).toBe('Password changed successfully');
    // The session that changed it stays open; the new password logs in.
    await getUserData(merchant);
    await loginWith(ctx, 'merchant', 'merchant@demo.test', 'Adire2026-Ikeja!');
  });

  it('needs a token', async () => {
    const error = await failure(
      changePassword(ctx.client('customer'), { body: { oldPassword: 'a', newPassword: 'abcdefgh' } }),
    );
    expect(error.status).toBe(401);
  });
});

describe('token check', () => {
  it("tells the session, account type, user and expiry of the caller's token", async () => {
    const dispatcher = await ctx.login('dispatcher@demo.test', 'admin');
    const { data } = await verifyToken(dispatcher);
    expect(data).toEqual({
      valid: true,
      userType: 'admin',
      accountType: 'dispatcher',
      userId: 5,
      expiresAt: new Date(TEST_NOW.getTime() + 7 * 86_400_000).toISOString(),
    });
    const partner = await ctx.login('partner@demo.test', 'shipping-partner');
    const partnerToken = (await verifyToken(partner)).data;
    expect(partnerToken).toMatchObject({ userType: 'partner', userId: 7 });
    expect(partnerToken.accountType).toBeUndefined();
  });

  it('answers 401 for an unknown token', async () => {
    const client = ctx.client('merchant');
    client.session.setSession('merchant', 'tok_forged');
    expect((await failure(verifyToken(client))).status).toBe(401);
  });
});

describe('permissions', () => {
  it('grants a super admin every action on every resource', async () => {
    const { data } = await getPermissions(await ctx.login('superadmin@demo.test', 'admin'));
    // The 30 resources, `second-approvals` (the second store approval) and `audit-log`.
    expect(data.length).toBe(32);
    expect(data.every((p) => p.actions.length === 4 && p.roleId === 1)).toBe(true);
    expect(data.map((p) => p.resource)).toContain('admins');
  });

  it('limits a dispatcher to orders and what assignment needs', async () => {
    const { data } = await getPermissions(await ctx.login('dispatcher@demo.test', 'admin'));
    expect(data.find((p) => p.resource === 'orders')).toMatchObject({
      roleId: 4,
      resourceId: 1,
      actions: ['read', 'update'],
    });
    expect(data.map((p) => p.resource)).not.toContain('admins');
    expect(data.map((p) => p.resource)).not.toContain('stores');
  });

  it("gives customers their own resources and merchants their store's", async () => {
    const customer = (await getPermissions(await ctx.login('customer@demo.test', 'customer'))).data;
    expect(customer.find((p) => p.resource === 'cart')?.actions).toEqual([
      'create',
      'read',
      'update',
      'delete',
    ]);
    expect(customer.find((p) => p.resource === 'products')?.actions).toEqual(['read']);
    const merchant = (await getPermissions(await ctx.login('merchant@demo.test', 'merchant'))).data;
    expect(merchant.find((p) => p.resource === 'products')?.actions).toEqual([
      'create',
      'read',
      'update',
      'delete',
    ]);
    expect(merchant.map((p) => p.resource)).not.toContain('admins');
  });
});
