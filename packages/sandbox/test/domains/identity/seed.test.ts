// The identity seed: demo accounts first, a believable set of people and stores, the same every time.
import { loginAdmin, loginCustomer, loginMerchant, loginPartner } from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/createSandbox';
import { DEMO_ACCOUNTS } from '../../../src/demoAccounts';
import { sandboxFixture, TEST_NOW } from '../../support/sandboxTest';

const ctx = sandboxFixture();

describe('identity seed', () => {
  it('holds the demo accounts as ids 1..7 in DEMO_ACCOUNTS order, each able to log in with demo1234', async () => {
    const users = ctx.sandbox.db.table('users');
    DEMO_ACCOUNTS.forEach((account, index) => {
      expect(users.get(index + 1)).toMatchObject({
        email: account.email,
        accountType: account.accountType,
        role: account.role,
        confirmed: true,
        active: true,
      });
    });
    for (const { email, password, role } of DEMO_ACCOUNTS) {
      const body = { email, password };
      const login =
        role === 'customer'
          ? loginCustomer(ctx.client(), { body })
          : role === 'merchant'
            ? loginMerchant(ctx.client(), { body })
            : role === 'admin'
              ? loginAdmin(ctx.client(), { body })
              : loginPartner(ctx.client(), { body });
      expect((await login).data.token).toBeTruthy();
    }
  });

  it('has customers, merchants, dispatchers, admins and partners in believable numbers', () => {
    const users = ctx.sandbox.db.table('users').all();
    // Staff logins (merchant and admin accounts with a staff record) are counted apart.
    const count = (type: string) => users.filter((u) => u.accountType === type && !u.profile?.staffId).length;
    expect(users.filter((u) => u.profile?.staffId).map((u) => [u.email, u.accountType, u.active])).toEqual([
      ['kayode.ojo@staff.demo.test', 'merchant', true],
      ['amaka.obi@staff.demo.test', 'merchant', true],
      ['tobi.adewale@staff.demo.test', 'merchant', false],
      ['kemi.adeyemi@staff.demo.test', 'admin', true],
      ['danjuma.lawal@staff.demo.test', 'admin', true],
    ]);
    expect(count('customer')).toBe(12);
    expect(count('merchant')).toBe(6);
    expect(count('dispatcher')).toBe(3);
    expect(count('admin')).toBe(3);
    expect(count('partner')).toBe(5);
    expect(users.filter((u) => !u.confirmed).map((u) => u.email)).toEqual(['yetunde.ogunbiyi@example.com']);
    const partners = users.filter((u) => u.accountType === 'partner');
    expect(partners.filter((p) => p.profile?.onboarded === false).length).toBe(2);
    expect(new Set(users.map((u) => u.email)).size).toBe(users.length);
  });

  it('gives every merchant one store: five approved, one waiting, the demo merchant owning Adaeze Styles', () => {
    const db = ctx.sandbox.db;
    const stores = db.table('stores').all();
    expect(stores.length).toBe(6);
    expect(stores.filter((s) => s.firstApproval).length).toBe(5);
    expect(stores.filter((s) => !s.firstApproval).map((s) => s.storeName)).toEqual([
      'Enugu Crafts Collective',
    ]);
    const demo = db.table('users').find((u) => u.email === 'merchant@demo.test');
    expect(db.table('stores').get(demo?.storeId)).toMatchObject({
      storeName: 'Adaeze Styles',
      merchantId: demo?.id,
      firstApproval: true,
      shippingLocation: { city: 'Lagos Island', state: 'Lagos', country: 'Nigeria' },
    });
    for (const store of stores) {
      expect(db.table('users').get(store.merchantId)?.storeId).toBe(store.id);
      expect(store.logo).toContain(`stores/${store.storeUrl}~1.svg`);
    }
  });

  it('is deterministic', () => {
    const a = createSandbox({ seed: 1, now: TEST_NOW });
    const b = createSandbox({ seed: 1, now: TEST_NOW });
    expect(JSON.stringify(a.db.table('users').all())).toBe(JSON.stringify(b.db.table('users').all()));
    expect(JSON.stringify(a.db.table('stores').all())).toBe(JSON.stringify(b.db.table('stores').all()));
  });
});
