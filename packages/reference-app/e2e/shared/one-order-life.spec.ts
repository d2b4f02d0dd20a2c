import type { Locator, Page } from '@playwright/test';
import { continueCheckout, onPage, placeOrderAndPay, toasts } from '../app';
import { expect, test } from '../fixtures';
import { closeDesks, type Desk, deskRoom, expectTold, unreadCount } from './desks';

// Issue 14: one order's life, from the customer's checkout to the merchant's payout, through every role's
// screens only, each person in their own browser context, all on one HTTP sandbox (a fresh one per run).
// Issue 23: each person's notification list counts the others' acts without a reload (merchants: the
// orders; carriers: the assignments; the admin: the return request; the merchant: the payout).

// Products of two stores: Adaeze Styles (the demo merchant) and Naija Gadgets Hub (Chukwuemeka Obi).
const DRESS = 'Ankara Print Midi Dress';
const POWER_BANK = 'Anker 10000mAh Power Bank';
const STORES = [
  { store: 'Adaeze Styles', email: 'merchant@demo.test', product: DRESS },
  { store: 'Naija Gadgets Hub', email: 'chukwuemeka.obi@example.com', product: POWER_BANK },
] as const;

// A 1×1 PNG: the rider's photo of the handover (uploaded to the media host as it is).
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A workspace's navigation. */
const nav = (page: Page, workspace: 'Admin' | 'Merchant') =>
  page.getByRole('navigation', { name: `${workspace} workspace` });

/** The number a stat card shows (₦ and separators left out), by its label. */
async function figure(scope: Locator, label: string): Promise<number> {
  const value = scope.locator('.stat-card', { hasText: label }).first().locator('.stat-card__value');
  await expect(value).toHaveText(/\d/);
  return Number(((await value.textContent()) ?? '').replace(/[^\d.]/g, ''));
}

/** The merchant's report summary for the default period (the last 30 days). */
async function merchantFigures(desk: Desk): Promise<{ orders: number; returned: number }> {
  const { page, a11y } = desk;
  await nav(page, 'Merchant').getByRole('link', { name: 'Reports' }).click();
  await onPage(page, a11y, 'Reports', `${desk.name}: reports`);
  const main = page.getByRole('main');
  return { orders: await figure(main, 'Orders'), returned: await figure(main, 'Products returned') };
}

/** Moves an order of the rider's path on as a partner or dispatcher does; delivered asks for the token. */
async function riderMoves(desk: Desk, token: () => Promise<string>): Promise<void> {
  const { page, a11y } = desk;
  for (const step of ['shipped', 'out for delivery', 'delivered']) {
    const form = page.getByRole('form', { name: "Update the order's status" });
    const button = form.getByRole('button', { name: `Mark as ${step}` });
    await expect(button).toBeVisible();
    if (step === 'delivered') {
      await form.getByLabel("Customer's delivery token").fill(await token());
      await form.getByLabel('Proof of delivery').setInputFiles({
        name: 'handover.png',
        mimeType: 'image/png',
        buffer: PHOTO,
      });
      await a11y.check(`${desk.name}: delivering`);
    }
    await button.click();
    await expect(button).toHaveCount(0);
  }
  await a11y.check(`${desk.name}: delivered`);
}

test('one order from checkout to payout, through every role', async ({ browser }, testInfo) => {
  test.setTimeout(900_000);
  const { desks, open } = deskRoom(browser, testInfo);
  try {
    const customer = await open({ name: 'customer', role: 'customer', email: 'customer@demo.test' });
    const merchants = [] as Desk[];
    for (const { store, email } of STORES)
      merchants.push(await open({ name: `merchant of ${store}`, role: 'merchant', email }));
    const before = await merchantFigures(merchants[0]!);
    const merchantsTold = await Promise.all(merchants.map((desk) => unreadCount(desk.page)));
    /** Each store's order name (ORD-…), in the order of STORES. */
    const orders: string[] = [];

    await test.step('1. the customer buys products of two stores with a coupon and pays: two orders', async () => {
      const { page, a11y } = customer;
      for (const { product } of STORES) {
        await page.goto(`/search?q=${encodeURIComponent(product)}`);
        await onPage(page, a11y, /.+/, `search ${product}`);
        await page.getByRole('main').getByRole('link', { name: product }).first().click();
        await onPage(page, a11y, product, `product ${product}`);
        if (product === DRESS) {
          await page
            .getByRole('group', { name: /^size/i })
            .getByRole('radio', { name: 'M', exact: true })
            .check();
          await page
            .getByRole('group', { name: /^colou?r/i })
            .getByRole('radio', { name: 'Orange', exact: true })
            .check();
        }
        await page
          .getByRole('button', { name: /add to cart/i })
          .first()
          .click();
        await expect(page.getByRole('dialog', { name: /added to your cart/i })).toBeVisible();
        await a11y.check(`${product} added`);
      }
      await page.goto('/customer/checkout');
      await onPage(page, a11y, /check ?out/i, 'checkout');
      await continueCheckout(page, a11y, 'delivery');
      await continueCheckout(page, a11y, 'payment');
      await page.getByLabel(/^coupon code/i).fill('WELCOME10');
      await page.getByRole('button', { name: /^apply coupon$/i }).click();
      await expect(toasts(page)).toContainText('Coupon applied successfully');
      await continueCheckout(page, a11y, 'review');
      // On the card provider's page, approved: back on the confirmation, which says the payment is received.
      await placeOrderAndPay(page, a11y, 'approve');
      const links = page.getByRole('region', { name: /^your orders?$/i }).getByRole('link');
      await expect(links).toHaveCount(2);
      const confirmation = page.url();
      for (let i = 0; i < 2; i++) {
        await links.nth(i).click();
        await onPage(page, a11y, /^order \S+/i, 'order page');
        const name = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace(
          /^Order\s*/i,
          '',
        );
        for (const [index, { product }] of STORES.entries())
          if ((await page.getByRole('main').getByText(product).count()) > 0) orders[index] = name.trim();
        await page.goto(confirmation);
      }
      expect(orders.filter(Boolean)).toHaveLength(2);
    });

    await test.step('1b. each merchant is told of its own new order, without a reload', async () => {
      for (const [index, desk] of merchants.entries())
        await expectTold(desk, merchantsTold[index]!, `New order ${orders[index]}`);
    });

    await test.step('2. each merchant sees only its order and moves it to ready for pickup', async () => {
      for (const [index, desk] of merchants.entries()) {
        const { page, a11y } = desk;
        const own = orders[index]!;
        const other = orders[1 - index]!;
        await nav(page, 'Merchant').getByRole('link', { name: 'Orders' }).click();
        await onPage(page, a11y, 'Orders', `${desk.name}: orders`);
        const table = page.getByRole('table', { name: /Your store's orders/ });
        const search = page.getByRole('searchbox', { name: 'Search orders' });
        await search.fill(other);
        await expect(page.getByRole('main')).toContainText(/no order/i);
        await search.fill(own);
        await table.getByRole('link', { name: own }).click();
        const order = page.getByRole('article', { name: `Order ${own}` });
        await expect(order.getByRole('heading', { name: 'Timeline' })).toBeVisible();
        await a11y.check(`${desk.name}: order`);
        for (const step of ['processing', 'ready for pickup']) {
          await order.getByRole('button', { name: `Mark as ${step}` }).click();
          await page
            .getByRole('dialog')
            .getByRole('button', { name: `Mark as ${step}` })
            .click();
          await expect(order.getByRole('button', { name: `Mark as ${step}` })).toHaveCount(0);
        }
        await expect(order).toContainText(/ready for pickup/i);
        await a11y.check(`${desk.name}: order ready`);
      }
    });

    const scheduler = await open({ name: 'scheduler', role: 'admin', email: 'scheduler@demo.test' });
    const partner = await open({
      name: 'shipping partner',
      role: 'shipping-partner',
      email: 'partner@demo.test',
    });
    const dispatcher = await open({ name: 'dispatcher', role: 'admin', email: 'dispatcher@demo.test' });
    const carriersTold = [await unreadCount(partner.page), await unreadCount(dispatcher.page)];
    await test.step('3. the scheduler assigns one order to the shipping partner, the other to a dispatcher', async () => {
      const { page, a11y } = scheduler;
      await nav(page, 'Admin').getByRole('link', { name: 'Orders' }).click();
      await onPage(page, a11y, 'Orders', 'scheduler: orders');
      for (const [name, target, list, choice] of [
        [orders[0]!, 'A shipping partner', 'Shipping partner', 'Kwik Dispatch Ltd'],
        [orders[1]!, 'A dispatcher', 'Dispatcher', 'Emeka Nwosu'],
      ] as const) {
        const table = page.getByRole('table', { name: /waiting for a dispatcher or shipping partner/ });
        await page.getByRole('searchbox', { name: /search/i }).fill(name);
        await table.getByRole('link', { name, exact: true }).click();
        const form = page.getByRole('form', { name: `Assign order ${name}` });
        await form.getByRole('radio', { name: target }).check();
        const select = form.getByLabel(list, { exact: true });
        await expect(select.getByRole('option', { name: choice })).toBeAttached();
        await select.selectOption({ label: choice });
        await a11y.check(`scheduler: assigning ${name}`);
        await form.getByRole('button', { name: 'Assign the order' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Assign the order' }).click();
        await expect(table.getByRole('link', { name, exact: true })).toHaveCount(0);
      }
      await a11y.check('scheduler: both assigned');
    });

    /** The delivery token the customer's order page shows once the order is out for delivery. */
    const tokenOf = (name: string) => async () => {
      const { page, a11y } = customer;
      await page.goto('/customer/orders');
      await onPage(page, a11y, /orders/i, 'customer: orders');
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(name) })
        .first()
        .click();
      await onPage(page, a11y, /^order \S+/i, `customer: order ${name}`);
      const token = page.locator('.delivery-token__value code');
      await expect(token).toHaveText(/\S+/);
      return ((await token.textContent()) ?? '').trim();
    };

    await test.step('3b. the partner and the dispatcher are told of their orders, without a reload', async () => {
      await expectTold(partner, carriersTold[0]!, `Order ${orders[0]} assigned to you`);
      await expectTold(dispatcher, carriersTold[1]!, `Order ${orders[1]} assigned to you`);
    });

    await test.step('4. the partner and the dispatcher carry their orders to the customer, with its token', async () => {
      {
        const { page, a11y } = partner;
        await page
          .getByRole('navigation', { name: /Shipping partner workspace/ })
          .getByRole('link', { name: 'Assigned orders' })
          .click();
        await onPage(page, a11y, 'Assigned orders', 'partner: orders');
        await page
          .getByRole('table', { name: /orders assigned to you/i })
          .getByRole('link', { name: orders[0]! })
          .click();
        await riderMoves(partner, tokenOf(orders[0]!));
      }
      {
        const { page, a11y } = dispatcher;
        await nav(page, 'Admin').getByRole('link', { name: 'Orders' }).click();
        await onPage(page, a11y, 'Orders', 'dispatcher: orders');
        await page.getByRole('searchbox', { name: /search/i }).fill(orders[1]!);
        await page.getByRole('main').getByRole('link', { name: orders[1]!, exact: true }).click();
        await riderMoves(dispatcher, tokenOf(orders[1]!));
      }
    });

    const admin = await open({ name: 'admin', role: 'admin', email: 'admin@demo.test' });
    const adminTold = await unreadCount(admin.page);
    await test.step('5. the customer sees both delivered and asks to return one', async () => {
      const { page, a11y } = customer;
      await page.goto('/customer/orders');
      await onPage(page, a11y, /orders/i, 'customer: orders, delivered');
      for (const name of orders)
        await expect(
          page.getByRole('main').getByRole('listitem').filter({ hasText: name }).first(),
        ).toContainText(/delivered/i);
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(orders[0]!) })
        .first()
        .click();
      await onPage(page, a11y, /^order \S+/i, 'customer: delivered order');
      await page.getByRole('radio', { name: /return the products for a refund/i }).check();
      await page.getByRole('group', { name: 'Products' }).getByRole('checkbox').first().check();
      await page
        .getByLabel(/why are you sending them back/i)
        .fill('The colour is not what the picture showed.');
      await page.getByRole('button', { name: /^send the request$/i }).click();
      await expect(toasts(page)).toContainText('Order return was successful');
      await a11y.check('customer: return sent');
      await expectTold(admin, adminTold, `A return of ${orders[0]} was requested`);
    });

    await test.step('6. the merchant and the admin decide the return (refund); the customer sees it', async () => {
      {
        const { page, a11y } = merchants[0]!;
        await nav(page, 'Merchant').getByRole('link', { name: 'Returns' }).click();
        await onPage(page, a11y, 'Returns', 'merchant: returns');
        const table = page.getByRole('table', { name: "Your store's returns" });
        await table.getByRole('row').filter({ hasText: orders[0]! }).getByRole('link').first().click();
        const request = page.getByRole('article', { name: /^(Return|Replacement) #/ });
        await request.getByLabel(/Note for the order's timeline/).fill('Colour mismatch accepted');
        await request.getByRole('button', { name: 'Approve return' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Approve return' }).click();
        await expect(request).toContainText(/approved/i);
        await a11y.check('merchant: return approved');
      }
      {
        const { page, a11y } = admin;
        await nav(page, 'Admin').getByRole('link', { name: 'Returns' }).click();
        await onPage(page, a11y, 'Returns', 'admin: returns');
        const table = page.getByRole('table', { name: /Every return|Returns requested/ });
        await table.getByRole('row').filter({ hasText: orders[0]! }).getByRole('link').first().click();
        const detail = page.getByRole('article', { name: /^Return #/ });
        const refund = detail.getByRole('form', { name: 'Refund decision' });
        await refund.getByLabel('Decision').selectOption('approved');
        await refund.getByLabel('Amount (₦)').fill('15500');
        await refund.getByRole('button', { name: 'Save the refund decision' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Approve refund' }).click();
        await expect(detail).toContainText(/Approved, ₦15,500/);
        await a11y.check('admin: refund approved');
      }
      {
        const { page, a11y } = customer;
        await page.goto('/customer/returns');
        await onPage(page, a11y, /returns/i, 'customer: returns');
        await expect(
          page.getByRole('main').getByRole('listitem').filter({ hasText: orders[0]! }).first(),
        ).toContainText(/Refund decision\s*Approved: ₦15,500/);
      }
    });

    await test.step("7. the merchant's sales report and the admin's settlement report count the sale and the refund", async () => {
      const after = await merchantFigures(merchants[0]!);
      expect(after.orders).toBe(before.orders + 1);
      expect(after.returned).toBe(before.returned + 1);
      const { page, a11y } = admin;
      await nav(page, 'Admin').getByRole('link', { name: 'Finance reports' }).click();
      await onPage(page, a11y, 'Finance reports', 'admin: finance reports');
      await expect(page.getByRole('table', { name: /^Settlement report, / })).toContainText(orders[1]!);
      await page.getByRole('combobox', { name: 'Report' }).selectOption('orr');
      await expect(page.getByRole('table', { name: /returns/i })).toContainText(orders[0]!);
      await a11y.check('admin: returns report');
    });

    await test.step("8. the admin approves the merchant's payout; the merchant sees it approved", async () => {
      const seller = merchants[1]!;
      await nav(seller.page, 'Merchant').getByRole('link', { name: 'Payouts' }).click();
      await onPage(seller.page, seller.a11y, 'Payouts', 'merchant: payouts');
      const approvedBefore = await figure(seller.page.getByRole('main'), 'Approved, to be paid');
      const sellerTold = await unreadCount(seller.page);

      const { page, a11y } = admin;
      await nav(page, 'Admin').getByRole('link', { name: 'Merchant payments' }).click();
      await onPage(page, a11y, 'Merchant payments', 'admin: merchant payments');
      await page.getByRole('button', { name: `Approve payout for ${orders[1]}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Approve payout' }).click();
      await expect(toasts(page)).toContainText(/approved/i);
      await expect(page.getByRole('button', { name: `Approve payout for ${orders[1]}` })).toHaveCount(0);
      await a11y.check('admin: payout approved');

      await expectTold(seller, sellerTold, `Payout for ${orders[1]} approved`);
      await seller.page.reload();
      await onPage(seller.page, seller.a11y, 'Payouts', 'merchant: payouts, approved');
      await expect
        .poll(() => figure(seller.page.getByRole('main'), 'Approved, to be paid'))
        .toBeGreaterThan(approvedBefore);
    });
  } finally {
    await closeDesks(desks, testInfo);
  }
});
