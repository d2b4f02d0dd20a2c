// The card provider's page in jsdom tests: the checkout's redirect is watched (never made), the decision
// is taken through the sandbox's control, and the app is opened where the provider sends the shopper back.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest';
import { providerRedirect } from '../../src/components/providerRedirect';
import { type RenderedApp, renderApp, type setupCustomerSandbox } from './support';

type Ctx = ReturnType<typeof setupCustomerSandbox>;

/** A payment row of the sandbox, as the tests read it. */
export interface PaymentRowView {
  reference: string;
  status: 'pending' | 'success' | 'failed';
  orderIds: number[];
  authorizationUrl: string;
  callbackUrl?: string;
  transactionId?: number;
}

/**
 * The sandbox's payment with that reference (its table's type is not among the sandbox dist's types).
 *
 * @example
 * expect(paymentOf(ctx, reference)?.transactionId).toBeDefined();
 */
export function paymentOf(ctx: Ctx, reference: string): PaymentRowView | undefined {
  const db = ctx.sandbox.db as unknown as {
    table(name: 'payments'): { find(match: (row: PaymentRowView) => boolean): PaymentRowView | undefined };
  };
  return db.table('payments').find((row) => row.reference === reference);
}

/**
 * Watches `providerRedirect.go` for the file's tests; returns helpers to follow the shopper.
 *
 * @example
 * const provider = watchProviderRedirect(ctx);
 * const { reference } = await provider.page();
 * await provider.decideAndReturn(reference, 'decline');
 */
export function watchProviderRedirect(ctx: Ctx) {
  let redirect: MockInstance<(url: string) => void> | undefined;
  beforeEach(() => {
    redirect = vi.spyOn(providerRedirect, 'go').mockImplementation(() => {});
  });
  afterEach(() => redirect?.mockRestore());
  return {
    get redirect(): MockInstance<(url: string) => void> {
      if (!redirect) throw new Error('outside a test');
      return redirect;
    },
    /** The provider's page the app sent the shopper to (waits for the redirect). */
    async page(): Promise<{ url: URL; reference: string }> {
      await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
      const url = new URL(String(redirect?.mock.calls[0]?.[0]));
      return { url, reference: decodeURIComponent(url.pathname.split('/sandbox/pay/')[1] ?? '') };
    },
    /** Decides on the provider's page, then opens the app where the provider sends the shopper back. */
    async decideAndReturn(reference: string, decision: 'approve' | 'decline'): Promise<RenderedApp> {
      const back = new URL(ctx.sandbox.decidePayment(reference, decision)?.location ?? '');
      cleanup();
      return renderApp(back.pathname + back.search);
    },
    /** Places the seeded cart's orders from the review step and waits for the provider's page. */
    async placeFromReview(): Promise<{ url: URL; reference: string }> {
      await renderApp('/customer/checkout?step=review');
      await screen.findByRole('region', { name: 'Review your order' });
      const place = await screen.findByRole('button', { name: /Place order and pay/ });
      await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
      fireEvent.click(place);
      return this.page();
    },
  };
}
