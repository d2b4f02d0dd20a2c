import { DEMO_PASSWORD } from '@marketplace/sandbox/node';
import { createMemoryTokenStore } from '@marketplace/sdk';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePermissions } from '../../src/session/usePermissions';
import { useSession } from '../../src/session/useSession';
import { sandboxFixture } from '../support/renderWithSandbox';
import { memoryStore, renderWithSession } from './withClientState';

const ctx = sandboxFixture();

describe('usePermissions', () => {
  it("fetches nothing while the page's role is logged out", async () => {
    const client = ctx.client({ role: 'merchant' });
    const { result } = renderWithSession(() => usePermissions(), client, memoryStore());
    expect(result.current.status).toBe('idle');
    expect(result.current.key).toBeNull();
    await new Promise((r) => setTimeout(r, 30));
    expect(ctx.requests).toEqual([]);
  });

  it('fetches nothing on a page of no role', () => {
    const session = createMemoryTokenStore({ merchant: { token: 'x' } });
    const client = ctx.client({ session, pathname: () => '/about' });
    const { result } = renderWithSession(() => usePermissions(), client, memoryStore());
    expect(result.current.key).toBeNull();
  });

  it("loads the page role's permissions after login, with that role's token", async () => {
    const client = ctx.client({ role: 'admin' });
    const { result } = renderWithSession(
      () => ({ session: useSession('admin'), permissions: usePermissions() }),
      client,
      memoryStore(),
    );
    await act(async () => {
      await result.current.session.login({ email: 'dispatcher@demo.test', password: DEMO_PASSWORD });
    });
    await waitFor(() => expect(result.current.permissions.status).toBe('succeeded'));
    const resources = result.current.permissions.data?.map((p) => p.resource);
    expect(resources).toContain('orders');
    expect(resources).not.toContain('admins');
    expect(result.current.permissions.key).toEqual([
      'getPermissions',
      { as: 'admin', session: expect.any(String) },
    ]);
    const request = ctx.requests.find((r) => r.url.endsWith('/auth/permissions'));
    expect(request?.headers.get('authorization')).toBe(`Bearer ${result.current.session.token}`);
  });

  it('takes the role explicitly, whatever the page', async () => {
    const session = createMemoryTokenStore();
    const client = ctx.client({ session, pathname: () => '/customer/cart' });
    const { result } = renderWithSession(
      () => ({ merchant: useSession('merchant'), permissions: usePermissions('merchant') }),
      client,
      memoryStore(),
    );
    await act(async () => {
      await result.current.merchant.login({ email: 'merchant@demo.test', password: DEMO_PASSWORD });
    });
    await waitFor(() => expect(result.current.permissions.status).toBe('succeeded'));
    expect(result.current.permissions.data?.map((p) => p.resource)).toContain('products');
  });
});
