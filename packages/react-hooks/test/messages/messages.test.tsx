import { getCustomerOrders, type MarketplaceClient } from '@marketplace/sdk';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MarketplaceMessage } from '../../src/core/MarketplaceContext';
import { useReturnOrder } from '../../src/generated/hooks/returns';
import { useMarketplaceMessages } from '../../src/messages/useMarketplaceMessages';
import { useToasts } from '../../src/messages/useToasts';
import { logInCustomer } from '../cart/cartTestKit';
import { sandboxFixture, wrapperFor } from '../support/renderWithSandbox';

const ctx = sandboxFixture();

/** A delivered order of the demo customer (only delivered orders can be returned), from the API. */
async function deliveredOrder(client: MarketplaceClient): Promise<{ id: number; productId: number }> {
  const { data } = await getCustomerOrders(client, { as: 'customer' });
  const order = data.rows.find((o) => o.status === 'delivered' && !o.orderReturnId);
  const productId = order?.orderItems?.[0]?.productId;
  if (!order || productId === undefined)
    throw new Error('the seed has no delivered order for the demo customer');
  return { id: order.id, productId };
}

/** The mutation and the message hooks under one provider. */
async function setup(listener: (m: MarketplaceMessage) => void, timeout = 0) {
  const client = ctx.client({ role: 'customer' });
  await logInCustomer(client);
  const order = await deliveredOrder(client);
  const view = renderHook(
    () => {
      useMarketplaceMessages(listener);
      return { returnOrder: useReturnOrder(), toasts: useToasts({ timeout }) };
    },
    { wrapper: wrapperFor(client) },
  );
  return { ...view, order };
}

describe('the message channel', () => {
  it("delivers a success message (returnOrder: 'Order return was successful')", async () => {
    const received: MarketplaceMessage[] = [];
    const { result, order } = await setup((m) => received.push(m));
    await act(() =>
      result.current.returnOrder.trigger({
        path: { id: order.id },
        body: { products: [{ productId: order.productId, quantity: 1 }], reason: 'Wrong colour' },
      }),
    );
    expect(received).toEqual([
      { type: 'success', message: 'Order return was successful', operationId: 'returnOrder' },
    ]);
    expect(result.current.toasts.toasts).toMatchObject([
      { type: 'success', message: 'Order return was successful', count: 1 },
    ]);
  });

  it("delivers a failing mutation's spec message (network failure: 'Check network connection')", async () => {
    const received: MarketplaceMessage[] = [];
    const { result, order } = await setup((m) => received.push(m));
    ctx.sandbox.faults.set('returnOrder', { network: true, times: 1 });
    await act(() =>
      expect(
        result.current.returnOrder.trigger({
          path: { id: order.id },
          body: { products: [{ productId: order.productId, quantity: 1 }] },
        }),
      ).rejects.toThrow('Check network connection'),
    );
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      type: 'error',
      message: 'Check network connection',
      operationId: 'returnOrder',
    });
    expect(received[0]?.error?.kind).toBe('network');
    expect(result.current.toasts.toasts.map((t) => [t.type, t.message])).toEqual([
      ['error', 'Check network connection'],
    ]);
  });

  it("delivers the server's refusal as shown (a second return of the same order)", async () => {
    const received: MarketplaceMessage[] = [];
    const { result, order } = await setup((m) => received.push(m));
    const init = {
      path: { id: order.id },
      body: { products: [{ productId: order.productId, quantity: 1 }] },
    };
    await act(() => result.current.returnOrder.trigger(init));
    await act(() => expect(result.current.returnOrder.trigger(init)).rejects.toThrow());
    expect(received.map((m) => [m.type, m.message])).toEqual([
      ['success', 'Order return was successful'],
      ['error', 'This order already has an open return request'],
    ]);
  });
});

describe('useToasts', () => {
  it('queues, collapses repeats, dismisses, and goes by itself after the timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const client = ctx.client();
      const { result } = renderHook(() => useToasts({ timeout: 1000, max: 2 }), {
        wrapper: wrapperFor(client),
      });
      const error = (message: string): MarketplaceMessage => ({ type: 'error', message, operationId: 'x' });
      act(() => {
        result.current.push(error('One'));
        result.current.push(error('One'));
        result.current.push({ type: 'success', message: 'Two', operationId: 'y' });
      });
      expect(result.current.toasts.map((t) => [t.message, t.count])).toEqual([
        ['One', 2],
        ['Two', 1],
      ]);
      act(() => result.current.push(error('Three')));
      // At most two: the oldest went.
      expect(result.current.toasts.map((t) => t.message)).toEqual(['Two', 'Three']);
      act(() => result.current.dismiss(result.current.toasts[0]?.id ?? -1));
      expect(result.current.toasts.map((t) => t.message)).toEqual(['Three']);
      act(() => vi.advanceTimersByTime(999));
      expect(result.current.toasts).toHaveLength(1);
      act(() => vi.advanceTimersByTime(1));
      expect(result.current.toasts).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows the provider channel and can filter; timeout 0 keeps toasts', async () => {
    const client = ctx.client();
    const { result } = renderHook(
      () => {
        const successes = useToasts({ timeout: 0, filter: (m) => m.type === 'success' });
        const all = useToasts({ timeout: 0 });
        return { successes, all };
      },
      { wrapper: wrapperFor(client) },
    );
    // A failing query-free mutation: the client has no session, the sandbox refuses.
    const { result: mutation } = renderHook(() => useReturnOrder(), { wrapper: wrapperFor(client) });
    await act(() =>
      expect(mutation.current.trigger({ path: { id: 1 }, body: { products: [] } })).rejects.toThrow(),
    );
    // Another provider's messages do not reach these toasts.
    expect(result.current.all.toasts).toEqual([]);
    await waitFor(() => expect(result.current.successes.toasts).toEqual([]));
    act(() => result.current.all.push({ type: 'error', message: 'Kept', operationId: 'z' }));
    act(() => result.current.successes.push({ type: 'error', message: 'Filtered', operationId: 'z' }));
    expect(result.current.all.toasts.map((t) => t.message)).toEqual(['Kept']);
    expect(result.current.successes.toasts).toEqual([]);
    act(() => result.current.all.clear());
    expect(result.current.all.toasts).toEqual([]);
  });
});
