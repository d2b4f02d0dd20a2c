// Admin-session accounts managed by super admins, and shipping partners added by admins.
import {
  createAdmin,
  createShippingPartner,
  deactivateAdmin,
  deleteAdmin,
  getAllAdmins,
  getAllShippingPartners,
  getPermissions,
  getUserData,
  loginAdmin,
  resetPassword,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../../src/domains/identity/findUserByEmail';
import { lastEmail } from '../../../src/domains/identity/outbox';
import { sandboxFixture, TEST_NOW } from '../../support/sandboxTest';
import { failure, loginWith } from './support';

const ctx = sandboxFixture();
const idOf = (email: string) => findUserByEmail(ctx.sandbox.db, email)?.id ?? 0;

const emeka = {
  firstName: 'Kola',
  lastName: 'Ajayi',
  email: 'kola.ajayi@example.com',
  phoneNumber: '+2348023456700',
};

describe('creating admins', () => {
  it('lets a super admin create an account of any admin kind; it is listed and logs in', async () => {
    const superadmin = await ctx.login('superadmin@demo.test', 'admin');
    const { data, status } = await createAdmin(superadmin, {
      body: { ...emeka, accountType: 'scheduler', password: 'Schedule2026!' },
    });
    expect(status).toBe(201);
    expect(data).toMatchObject({ accountType: 'scheduler', role: 'Scheduler', roleId: 5, isActive: true });
    expect(data.createdAt).toBe(TEST_NOW.toISOString());

    const listed = (await getAllAdmins(superadmin)).data;
    expect(listed.map((a) => a.email)).toContain(emeka.email);
    const scheduler = await loginWith(ctx, 'admin', emeka.email, 'Schedule2026!');
    expect((await getUserData(scheduler)).data).toMatchObject({ accountType: 'scheduler' });
  });

  it('emails a link to set the password when none is given; the account cannot log in before', async () => {
    const superadmin = await ctx.login('superadmin@demo.test', 'admin');
    await createAdmin(superadmin, { body: { ...emeka, accountType: 'admin', roleId: 4 } });
    const error = await failure(
      loginAdmin(ctx.client(), { body: { email: emeka.email, password: 'anything' } }),
    );
    expect(error.message).toBe('Invalid email or password');

    const invitation = lastEmail(ctx.sandbox.db, emeka.email, 'invitation');
    expect(invitation?.link).toBe(`/admin/reset-password/${invitation?.token}`);
    await resetPassword(ctx.client(), {
      path: { userType: 'admin', token: invitation?.token ?? '' },
      body: { password: 'Welcome2026!' },
    });
    const admin = await loginWith(ctx, 'admin', emeka.email, 'Welcome2026!');
    expect((await getUserData(admin)).data).toMatchObject({ accountType: 'admin', roleId: 4 });
  });

  it('grants a platform role: its name shows, and permissions narrow to its resources', async () => {
    const superadmin = await ctx.login('superadmin@demo.test', 'admin');
    const finance = ctx.sandbox.db.table('roles').find((r) => r.name === 'Finance officer');
    const { data } = await createAdmin(superadmin, {
      body: { ...emeka, accountType: 'admin', roleId: finance?.id ?? 0, password: 'Finance2026!' },
    });
    expect(data).toMatchObject({ role: 'Finance officer', roleId: finance?.id });
    const officer = await loginWith(ctx, 'admin', emeka.email, 'Finance2026!');
    const rights = (await getPermissions(officer)).data;
    expect(rights.map((p) => p.resource).sort()).toEqual(['merchant-payments', 'reports', 'transactions']);
    expect(rights.every((p) => p.roleId === finance?.id)).toBe(true);
  });

  it('answers 422 for an unknown role and for a store role', async () => {
    const superadmin = await ctx.login('superadmin@demo.test', 'admin');
    const unknown = await failure(
      createAdmin(superadmin, { body: { ...emeka, accountType: 'admin', roleId: 999 } }),
    );
    expect([unknown.status, unknown.message]).toEqual([422, 'Role does not exist']);
    const storeRole = ctx.sandbox.db.table('roles').find((r) => r.scope === 'store');
    const store = await failure(
      createAdmin(superadmin, { body: { ...emeka, accountType: 'admin', roleId: storeRole?.id ?? 0 } }),
    );
    expect(store.message).toBe('Role is not an admin role');
  });

  it('refuses a taken email', async () => {
    const superadmin = await ctx.login('superadmin@demo.test', 'admin');
    const error = await failure(
      createAdmin(superadmin, { body: { ...emeka, email: 'customer@demo.test', accountType: 'admin' } }),
    );
    expect([error.status, error.message]).toEqual([400, 'Email already exists']);
  });

  it('is for super admins: admin, dispatcher and scheduler accounts get 403, other roles too', async () => {
    for (const email of ['admin@demo.test', 'dispatcher@demo.test', 'scheduler@demo.test']) {
      const caller = await ctx.login(email, 'admin');
      const error = await failure(createAdmin(caller, { body: { ...emeka, accountType: 'admin' } }));
      expect([error.status, error.message]).toEqual([403, 'Only a super admin can manage admin accounts']);
      expect((await failure(getAllAdmins(caller))).status).toBe(403);
    }
    const merchant = await ctx.login('merchant@demo.test', 'merchant');
    expect((await failure(createAdmin(merchant, { body: { ...emeka, accountType: 'admin' } }))).status).toBe(
      403,
    );
    expect(findUserByEmail(ctx.sandbox.db, emeka.email)).toBeUndefined();
  });
});

describe('listing admins', () => {
  it('lists every admin-session account, deactivated ones included', async () => {
    const { data } = await getAllAdmins(await ctx.login('superadmin@demo.test', 'admin'));
    expect(data.map((a) => a.accountType).sort()).toEqual([
      'admin',
      'admin',
      'admin',
      'dispatcher',
      'dispatcher',
      'dispatcher',
      'scheduler',
      'superadmin',
    ]);
    expect(data.find((a) => a.email === 'bisi.adeleke@example.com')?.isActive).toBe(false);
  });
});

describe('deactivating admins', () => {
  it('ends the account: its open session gets 401, it cannot log in, the list shows it inactive', async () => {
    const superadmin = await ctx.login('superadmin@demo.test', 'admin');
    const dispatcher = await ctx.login('dispatcher@demo.test', 'admin');
    const { data } = await deactivateAdmin(superadmin, { body: { adminId: idOf('dispatcher@demo.test') } });
    expect(data).toMatchObject({ email: 'dispatcher@demo.test', isActive: false });

    expect((await failure(getUserData(dispatcher))).status).toBe(401);
    const login = await failure(
      loginAdmin(ctx.client(), { body: { email: 'dispatcher@demo.test', password: 'demo1234' } }),
    );
    expect(login.message).toBe('This account has been deactivated');
    const listed = (await getAllAdmins(superadmin)).data.find((a) => a.email === 'dispatcher@demo.test');
    expect(listed?.isActive).toBe(false);

    const again = await failure(
      deactivateAdmin(superadmin, { body: { adminId: idOf('dispatcher@demo.test') } }),
    );
    expect(again.message).toBe('This admin is already deactivated');
  });

  it('refuses the own account, answers 404 for unknown ids and non-admin users, 403 for an admin', async () => {
    const superadmin = await ctx.login('superadmin@demo.test', 'admin');
    const self = await failure(
      deactivateAdmin(superadmin, { body: { adminId: idOf('superadmin@demo.test') } }),
    );
    expect([self.status, self.message]).toEqual([400, 'You cannot deactivate your own account']);
    expect((await failure(deactivateAdmin(superadmin, { body: { adminId: 9999 } }))).status).toBe(404);
    expect(
      (await failure(deactivateAdmin(superadmin, { body: { adminId: idOf('customer@demo.test') } }))).status,
    ).toBe(404);
    const admin = await ctx.login('admin@demo.test', 'admin');
    expect(
      (await failure(deactivateAdmin(admin, { body: { adminId: idOf('scheduler@demo.test') } }))).status,
    ).toBe(403);
    expect(findUserByEmail(ctx.sandbox.db, 'scheduler@demo.test')?.active).toBe(true);
  });
});

describe('deleting admins', () => {
  it('removes the account: gone from the list, its login and session refused', async () => {
    const superadmin = await ctx.login('superadmin@demo.test', 'admin');
    const scheduler = await ctx.login('scheduler@demo.test', 'admin');
    const { data } = await deleteAdmin(superadmin, { body: { adminId: idOf('scheduler@demo.test') } });
    expect(data).toMatchObject({ email: 'scheduler@demo.test', isActive: false });

    expect((await getAllAdmins(superadmin)).data.map((a) => a.email)).not.toContain('scheduler@demo.test');
    expect((await failure(getUserData(scheduler))).status).toBe(401);
    const login = await failure(
      loginAdmin(ctx.client(), { body: { email: 'scheduler@demo.test', password: 'demo1234' } }),
    );
    expect(login.message).toBe('Invalid email or password');
    expect((await failure(deleteAdmin(superadmin, { body: { adminId: data.id } }))).status).toBe(404);
  });

  it('refuses a dispatcher with orders in progress until they are closed', async () => {
    const superadmin = await ctx.login('superadmin@demo.test', 'admin');
    const musa = idOf('musa.garba@example.com');
    const db = ctx.sandbox.db;
    const pending = db.table('orderStatuses').find((s) => s.code_name === 'pending');
    const delivered = db.table('orderStatuses').find((s) => s.code_name === 'delivered');
    // Musa's seeded orders are closed; then one seeded order is given to him, pending.
    const closeAll = () => {
      for (const o of db.table('orders').where((o) => o.dispatcherId === musa)) {
        db.table('orders').update(o.id, { orderStatusId: delivered?.id ?? 6, status: 'delivered' });
      }
    };
    closeAll();
    const order = db.table('orders').all()[0];
    if (!order) throw new Error('the seed has no orders');
    db.table('orders').update(order.id, {
      dispatcherId: musa,
      orderStatusId: pending?.id ?? 1,
      status: 'pending',
    });
    const error = await failure(deleteAdmin(superadmin, { body: { adminId: musa } }));
    expect([error.status, error.message]).toEqual([
      400,
      'This dispatcher has 1 order in progress; reassign them first',
    ]);
    expect(findUserByEmail(db, 'musa.garba@example.com')).toBeDefined();

    closeAll();
    await deleteAdmin(superadmin, { body: { adminId: musa } });
    expect(findUserByEmail(db, 'musa.garba@example.com')).toBeUndefined();
  });

  it('refuses the own account and non-super admins', async () => {
    const superadmin = await ctx.login('superadmin@demo.test', 'admin');
    const self = await failure(deleteAdmin(superadmin, { body: { adminId: idOf('superadmin@demo.test') } }));
    expect(self.message).toBe('You cannot delete your own account');
    const admin = await ctx.login('admin@demo.test', 'admin');
    expect(
      (await failure(deleteAdmin(admin, { body: { adminId: idOf('dispatcher@demo.test') } }))).status,
    ).toBe(403);
  });
});

describe('adding shipping partners', () => {
  const partner = {
    name: 'Arewa Cargo',
    email: 'hello@arewacargo.example.com',
    phoneNumber: '+2348091122300',
    shippingCompany: 'Arewa Cargo Logistics',
  };

  it('lets an admin add a partner that sets its password through the emailed link', async () => {
    const admin = await ctx.login('admin@demo.test', 'admin');
    const { data, status, message } = await createShippingPartner(admin, { body: partner });
    expect([status, message]).toEqual([201, 'Partner has been added successfully.']);
    expect(data).toMatchObject({
      name: 'Arewa Cargo',
      onboarded: false,
      shippingCompany: 'Arewa Cargo Logistics',
    });
    expect((await getAllShippingPartners(admin)).data.map((p) => p.email)).toContain(partner.email);

    const token = lastEmail(ctx.sandbox.db, partner.email, 'invitation')?.token ?? '';
    await resetPassword(ctx.client(), {
      path: { userType: 'partner', token },
      body: { password: 'Kaduna2026!' },
    });
    const session = await loginWith(ctx, 'shipping-partner', partner.email, 'Kaduna2026!');
    expect((await getUserData(session)).data).toMatchObject({ id: data.id, name: 'Arewa Cargo' });
  });

  it('is for admins and super admins: dispatchers and schedulers get 403; a taken email is refused', async () => {
    const dispatcher = await ctx.login('dispatcher@demo.test', 'admin');
    expect((await failure(createShippingPartner(dispatcher, { body: partner }))).status).toBe(403);
    const scheduler = await ctx.login('scheduler@demo.test', 'admin');
    expect((await failure(createShippingPartner(scheduler, { body: partner }))).status).toBe(403);
    const superadmin = await ctx.login('superadmin@demo.test', 'admin');
    const taken = await failure(
      createShippingPartner(superadmin, { body: { ...partner, email: 'partner@demo.test' } }),
    );
    expect([taken.status, taken.message]).toEqual([400, 'Email already exists']);
  });
});
