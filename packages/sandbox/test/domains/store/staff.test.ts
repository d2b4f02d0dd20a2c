import {
  type CallInit,
  createStoreStaff,
  deleteStoreStaff,
  getAllResources,
  getAllRoles,
  getAllStoreStaff,
  getStoreStaff,
  updateStoreStaff,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../../support/sandboxTest';
import { ACCOUNTS, failure, storeOf } from './support';

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
