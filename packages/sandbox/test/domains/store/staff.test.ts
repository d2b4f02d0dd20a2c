import {
  type CallInit,
  createStoreStaff,
  deleteStoreStaff,
  getAdminOrders,
  getAdminProducts,
  getAllAdmins,
  getAllResources,
  getAllRoles,
  getAllStoreStaff,
  getMerchantOrders,
  getMerchantProducts,
  getPermissions,
  getStoreStaff,
  getUserData,
  loginAdmin,
  loginMerchant,
  resetPassword,
  updateStoreStaff,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../src/demoAccounts';
import { sandboxFixture } from '../../support/sandboxTest';
import { ACCOUNTS, failure, storeOf, userOf } from './support';

const ctx = sandboxFixture();

const roleId = (name: string) => ctx.sandbox.db.table('roles').find((r) => r.name === name)!.id;

type StaffBody = CallInit<'createStoreStaff'>['body'];

const newStaff = (overrides: Partial<StaffBody> = {}): StaffBody => ({
  firstName: 'Emeka',
  lastName: 'Nwachukwu',
  email: 'emeka.nwachukwu@example.com',
  phoneNumber: '+2348034445500',
  roleId: roleId('Store manager'),
  ...overrides,
});

describe('roles and resources', () => {
  it('super admins list roles with their resources, and resources', async () => {
    const superAdmin = await ctx.login(ACCOUNTS.superAdmin, 'admin');
    const resources = (await getAllResources(superAdmin)).data;
    expect(resources.map((r) => r.name)).toEqual(
      expect.arrayContaining(['orders', 'products', 'stores', 'staff']),
    );
    const roles = (await getAllRoles(superAdmin)).data;
    expect(roles.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Super Admin', 'Admin', 'Dispatcher', 'Store manager', 'Inventory clerk']),
    );
    const clerk = roles.find((r) => r.name === 'Inventory clerk');
    expect(clerk?.resources?.map((r) => r.name)).toEqual(['products']);
  });

  it('a merchant gets the store roles only, to give their staff', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const names = (await getAllRoles(merchant)).data.map((r) => r.name);
    expect(names).toEqual(['Store manager', 'Inventory clerk', 'Sales associate', 'Store accountant']);
  });

  it('other admin accounts get 403', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    expect((await failure(getAllRoles(admin))).status).toBe(403);
    expect((await failure(getAllResources(admin))).status).toBe(403);
  });
});

describe("a merchant's staff", () => {
  it("lists the store's staff; a new member joins the list with their role's name", async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const store = storeOf(ctx, ACCOUNTS.merchant);
    const before = (await getAllStoreStaff(merchant)).data;
    expect(before).toHaveLength(3);
    expect(before.every((s) => s.storeId === store.id)).toBe(true);

    const created = await createStoreStaff(merchant, { body: newStaff() });
    expect(created.status).toBe(201);
    expect(created.message).toBe('Store staff successfully created');
    expect(created.data).toMatchObject({ storeId: store.id, role: 'Store manager', isActive: true });

    const after = (await getAllStoreStaff(merchant)).data;
    expect(after).toHaveLength(4);
    expect((await getStoreStaff(merchant, { path: { id: created.data.id } })).data.email).toBe(
      'emeka.nwachukwu@example.com',
    );
  });

  it('answers 422 with an errors list: a taken email, a role that is not a store role', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const taken = await failure(
      createStoreStaff(merchant, { body: newStaff({ email: 'Kayode.Ojo@staff.demo.test' }) }),
    );
    expect(taken.status).toBe(422);
    expect(taken.kind).toBe('validation');
    expect(taken.fieldErrors).toEqual([{ field: 'email', message: 'Email is already taken' }]);

    const account = await failure(
      createStoreStaff(merchant, { body: newStaff({ email: ACCOUNTS.customer }) }),
    );
    expect(account.fieldErrors[0]?.message).toBe('Email is already taken');

    const platformRole = await failure(
      createStoreStaff(merchant, { body: newStaff({ roleId: roleId('Admin') }) }),
    );
    expect(platformRole.fieldErrors).toEqual([{ field: 'roleId', message: 'Role is not a store role' }]);
    const noRole = await failure(createStoreStaff(merchant, { body: newStaff({ roleId: 999 }) }));
    expect(noRole.fieldErrors).toEqual([{ field: 'roleId', message: 'Role does not exist' }]);
    expect((await getAllStoreStaff(merchant)).data).toHaveLength(3);
  });

  it('updates and deletes their own staff', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const [first] = (await getAllStoreStaff(merchant)).data;
    const updated = await updateStoreStaff(merchant, {
      path: { id: first!.id },
      body: newStaff({
        firstName: 'Kayode',
        lastName: 'Ojo',
        email: first!.email,
        roleId: roleId('Inventory clerk'),
        isActive: false,
      }),
    });
    expect(updated.data).toMatchObject({ role: 'Inventory clerk', isActive: false });
    expect((await getStoreStaff(merchant, { path: { id: first!.id } })).data).toMatchObject({
      roleId: roleId('Inventory clerk'),
      isActive: false,
    });

    const deleted = await deleteStoreStaff(merchant, { path: { id: first!.id } });
    expect(deleted.data).toEqual({ id: first!.id });
    expect((await failure(getStoreStaff(merchant, { path: { id: first!.id } }))).status).toBe(404);
  });

  it("cannot see or change another store's staff (404)", async () => {
    const other = await ctx.login(ACCOUNTS.otherMerchant, 'merchant');
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const [mine] = (await getAllStoreStaff(merchant)).data;
    expect((await getAllStoreStaff(other)).data).toEqual([]);
    expect((await failure(getStoreStaff(other, { path: { id: mine!.id } }))).status).toBe(404);
    expect(
      (
        await failure(
          updateStoreStaff(other, { path: { id: mine!.id }, body: newStaff({ email: mine!.email }) }),
        )
      ).status,
    ).toBe(404);
    expect((await failure(deleteStoreStaff(other, { path: { id: mine!.id } }))).status).toBe(404);
    expect((await getAllStoreStaff(merchant)).data).toHaveLength(3);
  });
});

describe('platform staff', () => {
  it('a super admin manages platform staff with platform roles', async () => {
    const superAdmin = await ctx.login(ACCOUNTS.superAdmin, 'admin');
    const before = (await getAllStoreStaff(superAdmin)).data;
    expect(before.length).toBeGreaterThanOrEqual(2);
    expect(before.every((s) => s.storeId === undefined)).toBe(true);

    const created = await createStoreStaff(superAdmin, {
      body: newStaff({ roleId: roleId('Finance officer'), email: 'finance.two@example.com' }),
    });
    expect(created.data).toMatchObject({ role: 'Finance officer' });
    expect((await getAllStoreStaff(superAdmin)).data).toHaveLength(before.length + 1);

    const storeRole = await failure(
      createStoreStaff(superAdmin, {
        body: newStaff({ email: 'x.y@example.com', roleId: roleId('Store manager') }),
      }),
    );
    expect(storeRole.fieldErrors).toEqual([{ field: 'roleId', message: 'Role is not a platform role' }]);

    // A merchant cannot reach platform staff.
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    expect((await failure(getStoreStaff(merchant, { path: { id: created.data.id } }))).status).toBe(404);
  });

  it('other admin accounts get 403', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    expect((await failure(getAllStoreStaff(admin))).status).toBe(403);
    expect(
      (await failure(createStoreStaff(admin, { body: newStaff({ roleId: roleId('Admin') }) }))).status,
    ).toBe(403);
  });
});

describe('staff accounts', () => {
  /** Follows the invitation in the outbox: sets a password through its reset link. */
  async function acceptInvitation(email: string, userType: 'merchant' | 'admin', password = 'Kano2026!') {
    const [invitation] = ctx.sandbox.emails(email);
    expect(invitation).toMatchObject({ kind: 'invitation', subject: 'Set your password' });
    expect(invitation?.link).toContain(`/${userType}/reset-password/`);
    await resetPassword(ctx.client(), {
      path: { userType, token: invitation?.token ?? '' },
      body: { password, confirmPassword: password },
    });
    return password;
  }

  it('a new store staff member is invited, sets a password and works within their role, for the store', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const created = await createStoreStaff(merchant, {
      body: newStaff({ email: 'ngozi.clerk@example.com', roleId: roleId('Inventory clerk') }),
    });
    expect(created.serverMessage).toBe(
      'Store staff successfully created. An invitation was sent to ngozi.clerk@example.com',
    );
    // No password yet: the login is refused like any wrong password.
    const early = await failure(
      loginMerchant(ctx.client(), { body: { email: 'ngozi.clerk@example.com', password: 'anything1' } }),
    );
    expect(early.message).toBe('Invalid email or password');

    const password = await acceptInvitation('ngozi.clerk@example.com', 'merchant');
    const clerk = ctx.client('merchant');
    const login = await loginMerchant(clerk, { body: { email: 'ngozi.clerk@example.com', password } });
    clerk.session.setSession('merchant', login.data.token, login.data.user);
    expect((await getUserData(clerk)).data).toMatchObject({
      firstName: 'Emeka',
      email: 'ngozi.clerk@example.com',
    });
    const rights = (await getPermissions(clerk)).data;
    expect(rights.map((p) => [p.resource, p.actions])).toEqual([
      ['products', ['create', 'read', 'update', 'delete']],
    ]);

    // Products are the store's (the owner's); orders are outside the role: 403 whatever the URL.
    const own = (await getMerchantProducts(merchant)).data;
    const seen = (await getMerchantProducts(clerk)).data;
    expect(seen.count).toBe(own.count);
    const refused = await failure(getMerchantOrders(clerk));
    expect([refused.status, refused.message]).toEqual([403, 'Your role does not allow this action']);
    expect((await failure(getAllStoreStaff(clerk))).status).toBe(403);
  });

  it('the seeded amaka.obi@staff.demo.test logs in with the demo password as an inventory clerk', async () => {
    const amaka = await ctx.login('amaka.obi@staff.demo.test', 'merchant');
    expect((await getPermissions(amaka)).data.map((p) => p.resource)).toEqual(['products']);
    const owner = userOf(ctx, ACCOUNTS.merchant);
    const [product] = (await getMerchantProducts(amaka)).data.rows;
    expect(ctx.sandbox.db.table('products').get(product?.id)?.merchantId).toBe(owner.id);
  });

  it('suspending a member ends their session and refuses their login; removing them closes the account', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const amaka = await ctx.login('amaka.obi@staff.demo.test', 'merchant');
    const member = (await getAllStoreStaff(merchant)).data.find(
      (s) => s.email === 'amaka.obi@staff.demo.test',
    )!;
    await updateStoreStaff(merchant, {
      path: { id: member.id },
      body: newStaff({
        firstName: 'Amaka',
        lastName: 'Obi',
        email: member.email,
        roleId: member.roleId,
        isActive: false,
      }),
    });
    expect((await failure(getUserData(amaka))).status).toBe(401);
    const refused = await failure(
      loginMerchant(ctx.client(), { body: { email: member.email, password: DEMO_PASSWORD } }),
    );
    expect(refused.message).toBe('This account has been deactivated');

    await deleteStoreStaff(merchant, { path: { id: member.id } });
    expect(ctx.sandbox.db.table('users').find((u) => u.email === member.email)).toBeUndefined();
  });

  it('platform staff: platform staff roles only, their own toast, an admin login within the role', async () => {
    const superAdmin = await ctx.login(ACCOUNTS.superAdmin, 'admin');
    const names = (await getAllRoles(superAdmin, { query: { scope: 'platform' } })).data.map((r) => r.name);
    expect(names).toEqual(['Finance officer', 'Customer support']);
    const superRole = await failure(
      createStoreStaff(superAdmin, {
        body: newStaff({ email: 'x.y@example.com', roleId: roleId('Super Admin') }),
      }),
    );
    expect(superRole.fieldErrors).toEqual([{ field: 'roleId', message: 'Role is not a platform role' }]);

    const created = await createStoreStaff(superAdmin, {
      body: newStaff({ email: 'support.two@example.com', roleId: roleId('Customer support') }),
    });
    expect(created.serverMessage).toBe(
      'Platform staff successfully created. An invitation was sent to support.two@example.com',
    );
    const password = await acceptInvitation('support.two@example.com', 'admin');
    const support = ctx.client('admin');
    const login = await loginAdmin(support, { body: { email: 'support.two@example.com', password } });
    support.session.setSession('admin', login.data.token, login.data.user);
    expect((await getPermissions(support)).data.map((p) => p.resource)).toEqual([
      'orders',
      'customers',
      'merchants',
      'returns',
    ]);
    expect((await getAdminOrders(support)).data.count).toBeGreaterThan(0);
    expect((await failure(getAdminProducts(support))).status).toBe(403);
    // Platform staff are managed as staff, not among the admins.
    const admins = (await getAllAdmins(superAdmin)).data.map((a) => a.email);
    expect(admins).not.toContain('support.two@example.com');
  });
});
