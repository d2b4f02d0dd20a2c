// The mutation family (use<OperationId> of every changing operation): idle -> loading -> succeeded with
// the spec's success message, failed keeping the error, both messages sent to the provider's onMessage,
// and reset() back to idle. The customer's return request is the example (orders rules of the sandbox:
// only a delivered order of one's own, one open return per order).
import { getCustomerOrders, type MarketplaceClient, type OperationResult } from '@marketplace/sdk';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MarketplaceMessage } from '../../src/core/MarketplaceContext';
import { useReturnOrder } from '../../src/generated/hooks/returns';
import { renderWithClient, sandboxFixture } from '../support/renderWithSandbox';
import { logIn, trail } from './coreTestKit';

const ctx = sandboxFixture();
// No vitest globals here, so Testing Library cannot unmount by itself: unmount after each test.
afterEach(cleanup);

/** The demo customer, logged in, and one of their delivered orders without a return (with one line). */
async function customerWithDeliveredOrder() {
  const client = ctx.client({ role: 'customer' });
  await logIn(client, 'customer');
  const { data } = await getCustomerOrders(client);
  const order = data.rows.find((o) => o.status === 'delivered' && !o.orderReturnId);
  const line = order?.orderItems?.[0];
  if (!order || !line)
    throw new Error('the seed has no delivered order without a return for the demo customer');
  const init = { path: { id: order.id }, body: { products: [{ productId: line.productId, quantity: 1 }] } };
  return { client, init };
}

function renderReturnOrder(client: MarketplaceClient) {
  const messages: MarketplaceMessage[] = [];
  const statuses: string[] = [];
  const view = renderWithClient(
    () => {
      const mutation = useReturnOrder();
      statuses.push(mutation.status);
      return mutation;
    },
    client,
    { onMessage: (m) => messages.push(m) },
  );
  return { ...view, messages, statuses };
}

describe('mutation hooks: status and messages', () => {
  it('goes idle -> loading -> succeeded with the spec success message, sent to onMessage', async () => {
    const { client, init } = await customerWithDeliveredOrder();
    const { result, messages, statuses } = renderReturnOrder(client);
    expect(result.current).toMatchObject({
      status: 'idle',
      isMutating: false,
      data: undefined,
      message: undefined,
      error: undefined,
    });

    let pending: Promise<OperationResult<'returnOrder'>> | undefined;
    act(() => {
      pending = result.current.trigger(init);
    });
    expect(result.current).toMatchObject({ status: 'loading', isMutating: true });
    let outcome: OperationResult<'returnOrder'> | undefined;
    await act(async () => {
      outcome = await pending;
    });

    expect(outcome).toMatchObject({ message: 'Order return was successful', status: 201 });
    expect(result.current).toMatchObject({
      status: 'succeeded',
      isMutating: false,
      message: 'Order return was successful',
      error: undefined,
    });
    expect(result.current.data).toMatchObject({ orderId: init.path.id, type: 'return', status: 'pending' });
    expect(trail(statuses)).toEqual(['idle', 'loading', 'succeeded']);
    expect(messages).toEqual([
      { type: 'success', message: 'Order return was successful', operationId: 'returnOrder' },
    ]);
  });

  it("fails keeping the error (the server's message), sends it to onMessage, and reset() goes back to idle", async () => {
    const { client, init } = await customerWithDeliveredOrder();
    const { result, messages } = renderReturnOrder(client);
    await act(() => result.current.trigger(init));
    expect(result.current.status).toBe('succeeded');

    // The same order again: the sandbox allows one open return per order.
    let failure: unknown;
    await act(async () => {
      await result.current.trigger(init).catch((e: unknown) => {
        failure = e;
      });
    });
    expect(failure).toMatchObject({ name: 'MarketplaceError', status: 400 });
    expect(result.current).toMatchObject({
      status: 'failed',
      isMutating: false,
      data: undefined,
      message: undefined,
    });
    expect(result.current.error).toBe(failure);
    expect(result.current.error?.message).toBe('This order already has an open return request');
    expect(messages.map((m) => [m.type, m.message])).toEqual([
      ['success', 'Order return was successful'],
      ['error', 'This order already has an open return request'],
    ]);
    expect(messages[1]?.error).toBe(failure);

    act(() => result.current.reset());
    expect(result.current).toMatchObject({
      status: 'idle',
      isMutating: false,
      data: undefined,
      message: undefined,
      error: undefined,
    });
  });

  it("uses the spec's fallback and network messages when the server gives no message", async () => {
    const { client, init } = await customerWithDeliveredOrder();
    const { result, messages } = renderReturnOrder(client);

    ctx.sandbox.faults.set('returnOrder', { status: 500, message: '', times: 1 });
    await act(() => result.current.trigger(init).catch(() => undefined));
    expect(result.current.error).toMatchObject({ kind: 'http', message: 'Something went wrong' });

    ctx.sandbox.faults.set('returnOrder', { network: true, times: 1 });
    await act(() => result.current.trigger(init).catch(() => undefined));
    expect(result.current.error).toMatchObject({ kind: 'network', message: 'Check network connection' });
    expect(messages.map((m) => m.message)).toEqual(['Something went wrong', 'Check network connection']);
  });

  it('keeps quiet with notify: false, and still calls its own callbacks', async () => {
    const { client, init } = await customerWithDeliveredOrder();
    const messages: MarketplaceMessage[] = [];
    const succeeded: string[] = [];
    const { result } = renderWithClient(
      () => useReturnOrder({ notify: false, onSuccess: (r) => succeeded.push(r.message) }),
      client,
      { onMessage: (m) => messages.push(m) },
    );
    await act(() => result.current.trigger(init));
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    expect(succeeded).toEqual(['Order return was successful']);
    expect(messages).toEqual([]);
  });
});

describe("mutation hooks: a screen's own success message", () => {
  it('sends successMessage(result) instead of the spec message; errors keep theirs', async () => {
    const { client, init } = await customerWithDeliveredOrder();
    const messages: MarketplaceMessage[] = [];
    const { result } = renderWithClient(
      () => useReturnOrder({ successMessage: (r) => `Server said: ${r.serverMessage}` }),
      client,
      { onMessage: (m) => messages.push(m) },
    );
    const done = await act(() => result.current.trigger(init));
    expect(messages.map((m) => [m.type, m.message])).toEqual([
      ['success', `Server said: ${done.serverMessage}`],
    ]);
    // The same order again is refused: the error's own message goes out.
    await act(() => result.current.trigger(init).catch(() => undefined));
    expect(messages[1]?.type).toBe('error');
    expect(messages[1]?.message).not.toContain('Server said');
  });
});

describe('mutation hooks: trigger identity', () => {
  it('trigger and reset keep their identity across renders, and use the latest callbacks', async () => {
    const { client, init } = await customerWithDeliveredOrder();
    const calls: string[] = [];
    const { result, rerender } = renderWithClient(
      ({ label }: { label: string }) =>
        // A fresh config object (and, in the generated hook, a fresh invalidation list) every render.
        useReturnOrder({ notify: false, onSuccess: () => calls.push(label) }),
      client,
      { initialProps: { label: 'first' } },
    );
    const { trigger, reset } = result.current;
    rerender({ label: 'second' });
    rerender({ label: 'third' });
    expect(result.current.trigger).toBe(trigger);
    expect(result.current.reset).toBe(reset);

    await act(() => trigger(init));
    expect(result.current.status).toBe('succeeded');
    expect(result.current.trigger).toBe(trigger);
    expect(calls).toEqual(['third']);
  });
});
