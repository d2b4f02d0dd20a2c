// The access hooks against the sandbox: each seeded kind of account logs in and is asked about its rights.
import { DEMO_PASSWORD } from '@marketplace/sandbox/node';
import { createMemoryTokenStore, type UserType } from '@marketplace/sdk';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PermissionAction, PermissionResource } from '../../src/access/PermissionResource';
import { useAllowed } from '../../src/access/useAllowed';
import { useCan } from '../../src/access/useCan';
import { usePermissionSet } from '../../src/access/usePermissionSet';
import { useSession } from '../../src/session/useSession';
import { memoryStore, renderWithSession } from '../session/withClientState';
import { sandboxFixture } from '../support/renderWithSandbox';

const ctx = sandboxFixture();

type Right = [PermissionResource, PermissionAction];

/** Logs `email` into `role` and renders the permission set of that role. */
async function permissionsOf(role: UserType, email: string) {
  const client = ctx.client({ role });
  const { result } = renderWithSession(
    () => ({ session: useSession(role), set: usePermissionSet(role) }),
    client,
    memoryStore(),
  );
  await act(async () => {
    await result.current.session.login({ email, password: DEMO_PASSWORD });
  });
  await waitFor(() => expect(result.current.set.status).toBe('succeeded'));
  return result.current.set;
}

const ACCOUNTS: { name: string; role: UserType; email: string; allowed: Right[]; denied: Right[] }[] = [
  {
    name: 'a super admin',
    role: 'admin',
    email: 'superadmin@demo.test',
    allowed: [
      ['admins', 'read'],
      ['roles', 'create'],
      ['staff', 'delete'],
      ['orders', 'update'],
    ],
    denied: [],
  },
  {
    name: 'an admin',
    role: 'admin',
    email: 'admin@demo.test',
    allowed: [
      ['stores', 'update'],
      ['products', 'delete'],
      ['orders', 'read'],
    ],
    denied: [
      ['admins', 'read'],
      ['roles', 'read'],
      ['staff', 'read'],
      ['orders', 'delete'],
      ['categories', 'create'],
    ],
  },
  {
    name: 'a dispatcher',
    role: 'admin',
    email: 'dispatcher@demo.test',
    allowed: [
      ['orders', 'read'],
      ['orders', 'update'],
    ],
    denied: [
      ['products', 'read'],
      ['stores', 'read'],
      ['admins', 'read'],
      ['orders', 'delete'],
    ],
  },
  {
    name: 'a scheduler',
    role: 'admin',
    email: 'scheduler@demo.test',
    allowed: [['orders', 'read']],
    denied: [
      ['products', 'read'],
      ['reports', 'read'],
    ],
  },
  {
    name: 'a merchant',
    role: 'merchant',
    email: 'merchant@demo.test',
    allowed: [
      ['products', 'create'],
      ['coupons', 'delete'],
      ['reports', 'read'],
      ['onboarding', 'update'],
    ],
    denied: [
      ['admins', 'read'],
      ['categories', 'create'],
      ['orders', 'delete'],
    ],
  },
  {
    name: 'a shipping partner',
    role: 'shipping-partner',
    email: 'partner@demo.test',
    allowed: [
      ['orders', 'read'],
      ['onboarding', 'update'],
    ],
    denied: [
      ['products', 'read'],
      ['stores', 'read'],
      ['orders', 'delete'],
    ],
  },
];

describe('usePermissionSet', () => {
  for (const account of ACCOUNTS) {
    it(`answers ${account.name}'s rights from getPermissions`, async () => {
      const set = await permissionsOf(account.role, account.email);
      for (const [resource, action] of account.allowed)
        expect(set.can(resource, action), `${resource} ${action}`).toBe(true);
      for (const [resource, action] of account.denied)
        expect(set.can(resource, action), `${resource} ${action}`).toBe(false);
    });
  }

  it('grants nothing and fetches nothing while the role is logged out', async () => {
    const client = ctx.client({ role: 'admin' });
    const { result } = renderWithSession(() => usePermissionSet(), client, memoryStore());
    expect(result.current.status).toBe('idle');
    expect(result.current.can('orders', 'read')).toBe(false);
    await new Promise((r) => setTimeout(r, 30));
    expect(ctx.requests).toEqual([]);
  });

  it("reports a failed load with the spec's message", async () => {
    const session = createMemoryTokenStore({ merchant: { token: 'not-a-token' } });
    const client = ctx.client({ session, role: 'merchant' });
    const { result } = renderWithSession(() => usePermissionSet(), client, memoryStore());
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error?.message).toEqual(expect.any(String));
    expect(result.current.error?.message.length).toBeGreaterThan(0);
    expect(result.current.can('products', 'read')).toBe(false);
  });
});

describe('useCan', () => {
  it('is undefined while the permissions load, then the answer', async () => {
    const client = ctx.client({ role: 'admin' });
    const { result } = renderWithSession(
      () => ({
        session: useSession('admin'),
        staff: useCan('staff', 'read'),
        orders: useCan('orders', 'update', 'admin'),
      }),
      client,
      memoryStore(),
    );
    expect(result.current.orders).toMatchObject({ allowed: false, status: 'idle' });
    const seen: (boolean | undefined)[] = [];
    await act(async () => {
      await result.current.session.login({ email: 'dispatcher@demo.test', password: DEMO_PASSWORD });
    });
    seen.push(result.current.orders.allowed);
    await waitFor(() => expect(result.current.orders.status).toBe('succeeded'));
    expect(result.current.orders.allowed).toBe(true);
    expect(result.current.staff.allowed).toBe(false);
    // Right after login the list is on its way: "not yet", never a wrong "no".
    expect(seen.every((v) => v === undefined || v === true)).toBe(true);
  });

  it("asks the role it is given, whatever the page's role", async () => {
    const session = createMemoryTokenStore();
    const client = ctx.client({ session, pathname: () => '/customer/cart' });
    const { result } = renderWithSession(
      () => ({ login: useSession('shipping-partner'), can: useCan('orders', 'update', 'shipping-partner') }),
      client,
      memoryStore(),
    );
    await act(async () => {
      await result.current.login.login({ email: 'partner@demo.test', password: DEMO_PASSWORD });
    });
    await waitFor(() => expect(result.current.can.allowed).toBe(true));
  });
});

describe('useAllowed', () => {
  it('is false while the permissions load and when denied, true once granted', async () => {
    const client = ctx.client({ role: 'admin' });
    const { result } = renderWithSession(
      () => ({
        session: useSession('admin'),
        can: useCan('orders', 'update', 'admin'),
        orders: useAllowed('orders', 'update', 'admin'),
        staff: useAllowed('staff', 'read', 'admin'),
      }),
      client,
      memoryStore(),
    );
    expect(result.current.orders).toBe(false);
    const whileLoading: boolean[] = [];
    await act(async () => {
      await result.current.session.login({ email: 'dispatcher@demo.test', password: DEMO_PASSWORD });
    });
    if (result.current.can.allowed === undefined) whileLoading.push(result.current.orders);
    await waitFor(() => expect(result.current.orders).toBe(true));
    expect(result.current.staff).toBe(false);
    expect(whileLoading.every((v) => v === false)).toBe(true);
  });

  it('is false when the permissions failed to load', async () => {
    const session = createMemoryTokenStore({ merchant: { token: 'not-a-token' } });
    const client = ctx.client({ session, role: 'merchant' });
    const { result } = renderWithSession(
      () => ({ can: useCan('products', 'read'), allowed: useAllowed('products', 'read') }),
      client,
      memoryStore(),
    );
    await waitFor(() => expect(result.current.can.status).toBe('failed'));
    expect(result.current.allowed).toBe(false);
  });
});
