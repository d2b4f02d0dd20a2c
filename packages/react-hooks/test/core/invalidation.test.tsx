// Invalidation after mutations: a successful mutation revalidates the cached queries it changes (declared
// once in invalidations.mjs, compiled into the generated hooks), so screens that show them refresh by
// themselves. Each case renders the queries and the mutation under one provider, as a screen would.
import {
  createCouponForm,
  getAdminProducts,
  getCustomerAddresses,
  getPendingHubApplications,
  type MarketplaceClient,
} from '@marketplace/sdk';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useGetCustomerAddresses, useMakeDefaultAddress } from '../../src/generated/hooks/addresses';
import {
  useApproveProduct,
  useGetAdminProduct,
  useGetAdminProducts,
} from '../../src/generated/hooks/adminProducts';
import { useGetRecordTimeline } from '../../src/generated/hooks/auditLog';
import { useCreateCoupon, useGetAllCoupons } from '../../src/generated/hooks/coupons';
import {
  useApproveHub,
  useGetPendingHubApplications,
  useRejectHubApplication,
} from '../../src/generated/hooks/hubs';
import { sandboxFixture } from '../support/renderWithSandbox';
import { countRequests, logIn, providerWith } from './coreTestKit';

const ctx = sandboxFixture();
// No vitest globals here, so Testing Library cannot unmount by itself: unmount after each test.
afterEach(cleanup);

async function loggedIn(role: 'customer' | 'merchant' | 'admin'): Promise<MarketplaceClient> {
  const client = ctx.client({ role });
  await logIn(client, role);
  return client;
}

/** Renders hooks under one provider with the default deduplication window (as an app would). */
function renderScreen<T>(hook: () => T, client: MarketplaceClient) {
  return renderHook(hook, { wrapper: providerWith(client) });
}

describe('invalidation after mutations', () => {
  it("approving a product refreshes the admin's list and the product with the new approvalStatus", async () => {
    const client = await loggedIn('admin');
    const { data: page } = await getAdminProducts(client, { query: { limit: 100, offset: 0 } });
    const pending = page.rows.find((p) => p.approvalStatus.toLowerCase() === 'pending');
    if (!pending?.merchantId) throw new Error('the seed has no pending product with a merchant');
    const { id, merchantId } = pending;
    ctx.requests.length = 0;

    const { result } = renderScreen(
      () => ({
        list: useGetAdminProducts({ query: { merchantId } }),
        product: useGetAdminProduct({ path: { id } }),
        approve: useApproveProduct(),
      }),
      client,
    );
    await waitFor(() => expect(result.current.list.status).toBe('succeeded'));
    await waitFor(() => expect(result.current.product.status).toBe('succeeded'));
    expect(result.current.list.data?.rows.find((p) => p.id === id)?.approvalStatus).toBe('pending');
    expect(result.current.product.data?.approvalStatus).toBe('pending');

    await act(() =>
      result.current.approve.trigger({
        query: { productId: id, merchantId },
        body: { approvalStatus: 'approved' },
      }),
    );

    // The trigger resolves after the revalidation: the screen is already fresh.
    expect(result.current.approve.status).toBe('succeeded');
    expect(result.current.list.data?.rows.find((p) => p.id === id)?.approvalStatus).toBe('approved');
    expect(result.current.product.data?.approvalStatus).toBe('approved');
    expect(countRequests(ctx.requests, 'GET', '/products/admin/getallproducts')).toBe(2);
    expect(countRequests(ctx.requests, 'GET', `/products/admin-getone-product/${id}`)).toBe(2);
  });

  it('approving a hub application removes it from the pending list', async () => {
    const client = await loggedIn('admin');
    const { data: before } = await getPendingHubApplications(client);
    const application = before[0];
    if (!application) throw new Error('the seed has no pending hub application');
    ctx.requests.length = 0;

    const { result } = renderScreen(
      () => ({ pending: useGetPendingHubApplications(), approve: useApproveHub() }),
      client,
    );
    await waitFor(() => expect(result.current.pending.status).toBe('succeeded'));
    expect(result.current.pending.data?.map((a) => a.id)).toContain(application.id);

    await act(() => result.current.approve.trigger({ path: { id: application.id } }));

    expect(result.current.pending.data?.map((a) => a.id)).not.toContain(application.id);
    expect(result.current.pending.data).toHaveLength(before.length - 1);
    expect(countRequests(ctx.requests, 'GET', '/platformhub/hub-applications')).toBe(2);
  });

  it("rejecting a hub application adds the act, signed, to the application's own timeline", async () => {
    const client = await loggedIn('admin');
    const { data: pending } = await getPendingHubApplications(client);
    const application = pending[0];
    if (!application) throw new Error('the seed has no pending hub application');
    ctx.requests.length = 0;

    const { result } = renderScreen(
      () => ({
        timeline: useGetRecordTimeline({ path: { recordType: 'hub-application', id: application.id } }),
        reject: useRejectHubApplication(),
      }),
      client,
    );
    await waitFor(() => expect(result.current.timeline.status).toBe('succeeded'));
    const before = result.current.timeline.data?.count ?? 0;

    await act(() =>
      result.current.reject.trigger({
        path: { id: application.id },
        body: { reason: 'The hub is full this month' },
      }),
    );

    expect(result.current.timeline.data?.count).toBe(before + 1);
    expect(result.current.timeline.data?.rows[0]).toMatchObject({
      kind: 'rejection',
      action: expect.stringContaining('The hub is full this month'),
      actor: { name: expect.any(String), role: 'admin' },
    });
    expect(countRequests(ctx.requests, 'GET', `/record-timeline/hub-application/${application.id}`)).toBe(2);
  });

  it('setting a default address refreshes the addresses: exactly one default, the previous one not', async () => {
    const client = await loggedIn('customer');
    const { data: addresses } = await getCustomerAddresses(client);
    const previous = addresses.find((a) => a.default);
    const next = addresses.find((a) => !a.default);
    if (!previous || !next) throw new Error('the demo customer needs a default and another address');
    ctx.requests.length = 0;

    const { result } = renderScreen(
      () => ({ addresses: useGetCustomerAddresses(), makeDefault: useMakeDefaultAddress() }),
      client,
    );
    await waitFor(() => expect(result.current.addresses.status).toBe('succeeded'));

    let answer: Awaited<ReturnType<typeof result.current.makeDefault.trigger>> | undefined;
    await act(async () => {
      answer = await result.current.makeDefault.trigger({ path: { id: next.id } });
    });

    // The response names the previous default, now restored to not default.
    expect(answer?.data.default).toMatchObject({ id: next.id, default: true });
    expect(answer?.data.previousDefault).toMatchObject({ id: previous.id, default: false });
    const list = result.current.addresses.data ?? [];
    expect(list.filter((a) => a.default).map((a) => a.id)).toEqual([next.id]);
    expect(list.find((a) => a.id === previous.id)?.default).toBe(false);
    expect(list).toHaveLength(addresses.length);
    expect(countRequests(ctx.requests, 'GET', '/customershippingaddress')).toBe(2);
  });

  it('creating a coupon refreshes the coupon list (a mutation revalidates the queries of its own tag)', async () => {
    const client = await loggedIn('merchant');
    const { result } = renderScreen(
      () => ({ coupons: useGetAllCoupons(), create: useCreateCoupon() }),
      client,
    );
    await waitFor(() => expect(result.current.coupons.status).toBe('succeeded'));
    const countBefore = result.current.coupons.data?.count ?? 0;
    expect(result.current.coupons.data?.rows.map((c) => c.code)).not.toContain('HOOKS10');

    const body = createCouponForm({
      code: 'HOOKS10',
      discountMode: 'Code',
      description: '10% off, made by the hooks tests',
      discountValue: 10,
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      usageLimit: 100,
      usageLimitPerUser: 1,
    });
    await act(() => result.current.create.trigger({ body }));

    expect(result.current.create.message).toBe('Coupon created successfully');
    expect(result.current.coupons.data?.count).toBe(countBefore + 1);
    expect(result.current.coupons.data?.rows.map((c) => c.code)).toContain('HOOKS10');
  });

  it('a failed mutation revalidates nothing', async () => {
    const client = await loggedIn('merchant');
    const { result } = renderScreen(
      () => ({ coupons: useGetAllCoupons(), create: useCreateCoupon() }),
      client,
    );
    await waitFor(() => expect(result.current.coupons.status).toBe('succeeded'));
    const fetched = countRequests(ctx.requests, 'GET', '/coupon/getallcoupons');

    ctx.sandbox.faults.set('createCoupon', { status: 500, message: '' });
    await act(() =>
      result.current.create
        .trigger({ body: createCouponForm({ code: 'NEVER', discountValue: 5 }) })
        .catch(() => undefined),
    );
    expect(result.current.create.status).toBe('failed');
    expect(countRequests(ctx.requests, 'GET', '/coupon/getallcoupons')).toBe(fetched);
  });
});
