// The workspace's notifications: the unread count moves when another role acts, without a reload (the
// window getting focus back asks again at once; the 10 s poll is the fallback), and the panel lists the news.
import { approveProduct } from '@marketplace/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoAdmin } from '../support/demoAdmin';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

const ctx = sandboxFixture();

describe('NotificationsMenu', () => {
  it("counts another role's news without a reload (asked again on focus), lists it, and reads it", async () => {
    await signInAt('/merchant/coupons', 'merchant@demo.test');
    const bell = await screen.findByRole('button', { name: /^Notifications/ });
    const unread = () => bell.querySelector('.notifications__count')?.textContent;
    await waitFor(() => expect(unread()).toBe('0 unread'));

    const products = (
      ctx.sandbox.db as unknown as {
        table(name: string): { all(): { id: number; name: string; merchantId: number }[] };
      }
    )
      .table('products')
      .all();
    const dress = products.find((p) => p.name === 'Ankara Print Midi Dress');
    if (!dress) throw new Error('no seeded dress');
    await approveProduct(await demoAdmin(), {
      query: { productId: dress.id, merchantId: dress.merchantId },
      body: { approvalStatus: 'pending' },
    });

    fireEvent.focus(window);
    await waitFor(() => expect(unread()).toBe('1 unread'));
    fireEvent.click(bell);
    const panel = screen.getByRole('region', { name: 'Your notifications' });
    const news = await within(panel).findByRole('link', { name: /Ankara Print Midi Dress was sent back/ });
    expect(news.getAttribute('href')).toBe('/merchant/products');
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(unread()).toBe('0 unread'));
  });
});
