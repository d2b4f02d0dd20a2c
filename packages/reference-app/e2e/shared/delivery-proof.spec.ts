import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { onPage } from '../app';
import { expect, test } from '../fixtures';
import { closeDesks, deskRoom, expectTold, unreadCount } from './desks';

// Issue 23: a rider delivers with a real photo on a phone; the customer (without a reload) and the admin
// see it, and the customer's notification count rises on its own. One HTTP sandbox, one context each.

/** The seed's order out for delivery with the shipping partner, bought by the demo customer. */
const ORDER = 'ORD-2026-000032';
const ORDER_ID = 32;
const PHONE = { width: 390, height: 844 };
/** A 24×24 PNG photo of the handover. */
const PHOTO = readFileSync(new URL('../fixtures-files/parcel.png', import.meta.url));

/** The photo has arrived: the browser decoded its bytes (a broken image has no natural width). */
async function expectLoaded(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /\/sandbox-assets\/media\/\d+\/parcel\.png$/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(24);
}

test('a rider delivers with a photo at 390×844; the customer and the admin see it, the customer is told', async ({
  browser,
}, testInfo) => {
  const { desks, open } = deskRoom(browser, testInfo);
  try {
    const customer = await open({
      name: 'customer',
      role: 'customer',
      email: 'customer@demo.test',
      viewport: PHONE,
    });
    await customer.page.goto(`/customer/orders/${ORDER_ID}`);
    await onPage(customer.page, customer.a11y, `Order ${ORDER}`, 'customer: order out for delivery');
    const token = ((await customer.page.locator('.delivery-token__value code').textContent()) ?? '').trim();
    expect(token).not.toBe('');
    const before = await unreadCount(customer.page);

    const rider = await open({
      name: 'rider',
      role: 'shipping-partner',
      email: 'partner@demo.test',
      viewport: PHONE,
    });
    await test.step('the rider delivers with the photo', async () => {
      const { page, a11y } = rider;
      // `?order=` opens the order's detail under the list.
      await page.goto(`/shipping-partner/orders?order=${ORDER_ID}`);
      await onPage(page, a11y, 'Assigned orders', 'rider: order');
      const form = page.getByRole('form', { name: "Update the order's status" });
      await form.getByLabel("Customer's delivery token").fill(token);
      // A text file named like a photo is refused by its bytes, and says so.
      await form.getByLabel('Proof of delivery').setInputFiles({
        name: 'parcel.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('not a photo'),
      });
      await expect(form.getByRole('alert')).toContainText('parcel.jpg is not an image');
      await form
        .getByLabel('Proof of delivery')
        .setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: PHOTO });
      await expectLoaded(form.getByRole('img', { name: 'Proof of delivery, 1 of 1' }));
      await a11y.check('rider: photo uploaded');
      await form.getByRole('button', { name: 'Mark as delivered' }).click();
      await expectLoaded(page.getByRole('img', { name: `Proof of delivery of ${ORDER}` }));
      await a11y.check('rider: delivered');
    });

    await test.step('the customer is told and sees the photo, without a reload', async () => {
      const { page, a11y } = customer;
      await expectTold(customer, before, `Your order ${ORDER} is delivered`);
      await expectLoaded(page.getByRole('img', { name: `Proof of delivery of ${ORDER}` }));
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const panel = page.getByRole('region', { name: 'Your notifications' });
      await a11y.check('customer: delivered, notifications open');
      await panel.getByRole('link').first().click();
      await expect.poll(() => unreadCount(page)).toBe(before);
    });

    const admin = await open({ name: 'admin', role: 'admin', email: 'admin@demo.test' });
    await test.step('the admin sees the photo on the order', async () => {
      const { page, a11y } = admin;
      await page.goto(`/admin/orders?order=${ORDER_ID}`);
      await onPage(page, a11y, 'Orders', 'admin: order');
      await expectLoaded(page.getByRole('img', { name: `Proof of delivery of ${ORDER}` }));
      await a11y.check('admin: order with its proof of delivery');
    });
  } finally {
    await closeDesks(desks, testInfo);
  }
});
