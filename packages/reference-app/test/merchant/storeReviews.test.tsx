// The reviews of the store's products through the app's routes, against a fresh sandbox per test: the
// list, a reply sent and shown (and saved on the review), the reply filter asked of the server, no
// reviews, and the list's failure with a way to try again.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/routes';
import { renderRoutes, sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

const ctx = sandboxFixture();

interface ReviewRow {
  id: number;
  productId?: number;
  customerName: string;
  reply?: string;
}

const table = <T,>(name: string) =>
  (ctx.sandbox.db as unknown as { table(n: string): { all(): T[]; delete(id: number): boolean } }).table(
    name,
  );

/** The reviews of the demo merchant's products. */
function demoReviews(): ReviewRow[] {
  const merchant = table<{ id: number; email: string }>('users')
    .all()
    .find((u) => u.email === 'merchant@demo.test');
  const products = new Set(
    table<{ id: number; merchantId: number }>('products')
      .all()
      .filter((p) => p.merchantId === merchant?.id)
      .map((p) => p.id),
  );
  return table<ReviewRow>('reviews')
    .all()
    .filter((r) => r.productId !== undefined && products.has(r.productId));
}

describe('ReviewsScreen', () => {
  it('replies to a review and shows the reply; the reply filter goes to the server', async () => {
    await signInAt('/merchant/store/reviews?f.replied=false', 'merchant@demo.test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Reviews of your products' });
    const first = within(list).getAllByRole('article')[0] as HTMLElement;
    const replyButton = within(first).getByRole('button', { name: /^Reply to / });
    const who = (replyButton.textContent ?? '').replace(/^Reply to /, '');
    fireEvent.click(replyButton);
    const form = await within(first).findByRole('form', { name: `Reply to ${who}` });
    fireEvent.change(within(form).getByLabelText(new RegExp(`^Your reply to ${who}`)), {
      target: { value: 'Thank you, we are glad it fit.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(
        demoReviews().some((r) => r.customerName === who && r.reply === 'Thank you, we are glad it fit.'),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(ctx.requests.some((r) => r.path.endsWith('/reviews/merchant/products'))).toBe(true),
    );

    fireEvent.change(screen.getByLabelText('Reply'), { target: { value: 'true' } });
    const replied = await screen.findByText('Thank you, we are glad it fit.');
    const card = replied.closest('article') as HTMLElement;
    expect(within(card).getByText(/^Your reply/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: `Edit your reply to ${who}` })).toBeTruthy();
  });

  it("shows the merchant's reply under the review on the product page", async () => {
    const review = demoReviews()[0] as ReviewRow;
    (ctx.sandbox.db as unknown as { table(n: string): { update(id: number, p: object): unknown } })
      .table('reviews')
      .update(review.id, { reply: 'Glad you like it!', repliedAt: '2026-10-31T10:00:00.000Z' });
    renderRoutes({ path: `/product/${review.productId}`, routes });
    expect(await screen.findByText('Glad you like it!')).toBeTruthy();
    expect(screen.getByText('The seller replied:')).toBeTruthy();
  });

  it('says when no product has a review yet', async () => {
    for (const review of demoReviews()) table('reviews').delete(review.id);
    await signInAt('/merchant/store/reviews', 'merchant@demo.test');
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
  });

  it("shows the list's failure with a way to try again", async () => {
    ctx.sandbox.faults.set('getStoreProductReviews', { status: 500, message: 'Reviews are down', times: 1 });
    await signInAt('/merchant/store/reviews', 'merchant@demo.test');
    const alert = (await screen.findByText('Reviews are down')).closest('[role="alert"]') as HTMLElement;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Reviews of your products' })).toBeTruthy();
  });
});
