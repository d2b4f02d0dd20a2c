// Gift cards: buying (pending until paid), paying with one at checkout, the admin's status changes, the
// lists, the activity log and the analytics.
import {
  createCustomerTransaction,
  getAllGiftCards,
  getAppliedGiftCards,
  getCart,
  getGiftCardActivities,
  getGiftCardAnalytics,
  getMyGiftCards,
  payWithGiftCard,
  purchaseGiftCard,
  recalculateGiftCardDiscountWithShippingFee,
  removeGiftCard,
  sortGiftCards,
  updateGiftCardStatus,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { SEED_CODES } from '../../../src/domains/commerce/seed/commerceSeedData';
import { sandboxFixture } from '../../support/sandboxTest';
import { as, refusal, seeded } from './support';

const ctx = sandboxFixture();
const login = as(ctx);
const data = seeded(ctx);

describe('buying a gift card', () => {
  it('creates a pending card with a sandbox payment; recording the payment activates it', async () => {
    const customer = await login.customer();
    const { data: bought, status } = await purchaseGiftCard(customer, {
      body: {
        amount: 25_000,
        recipientName: 'Ada Obi',
        recipientEmail: 'ada.obi@example.com',
        message: 'Happy birthday!',
      },
    });
    expect(status).toBe(201);
    expect(bought.giftCard).toMatchObject({
      amount: 25_000,
      balance: 25_000,
      status: 'pending',
      recipientName: 'Ada Obi',
      expiresAt: '2027-11-01',
    });
    expect(bought.giftCard.code).toMatch(/^GC-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(bought.payment).toMatchObject({ amount: 25_000, status: 'pending' });
    // The authorization URL is the provider's page on the sandbox.
    expect(bought.payment.authorizationUrl).toBe(
      `http://sandbox.test/sandbox/pay/${encodeURIComponent(bought.payment.reference)}`,
    );

    // A pending card cannot pay yet.
    expect(
      await refusal(payWithGiftCard(customer, { body: { code: bought.giftCard.code, amount: 10_000 } })),
    ).toEqual([400, 'Gift card is not active yet: its payment has not been confirmed']);

    ctx.sandbox.decidePayment(bought.payment.reference, 'approve');
    const { data: tx } = await createCustomerTransaction(customer, {
      body: { reference: bought.payment.reference, amount: 25_000, status: 'success' },
    });
    expect([tx.reference, tx.status, tx.orderName]).toEqual([
      bought.payment.reference,
      'success',
      `Gift card ${bought.giftCard.code}`,
    ]);
    const { data: mine } = await getMyGiftCards(customer);
    expect(mine.rows[0]).toMatchObject({ id: bought.giftCard.id, status: 'active' });
    const { data: log } = await getGiftCardActivities(await login.admin(), {
      query: { giftCardId: bought.giftCard.id },
    });
    expect(log.rows.map((a) => a.activity)).toEqual(['paid', 'purchased']);
    // The buyer bought it and paid for it: both signed with the customer.
    expect(log.rows.map((a) => a.actor?.role)).toEqual(['customer', 'customer']);
  });

  it('returns the customer to the callback URL with the reference once the provider has decided', async () => {
    const { data: bought } = await purchaseGiftCard(await login.customer(), {
      body: { amount: 5000, callbackUrl: 'http://sandbox.test/customer/gift-cards/confirm' },
    });
    expect(new URL(bought.payment.authorizationUrl ?? '').pathname).toMatch(/^\/sandbox\/pay\//);
    const url = new URL(ctx.sandbox.decidePayment(bought.payment.reference, 'approve')?.location ?? '');
    expect([url.pathname, url.searchParams.get('reference')]).toEqual([
      '/customer/gift-cards/confirm',
      bought.payment.reference,
    ]);
  });

  it('refuses amounts outside ₦1,000 to ₦500,000', async () => {
    expect(await refusal(purchaseGiftCard(await login.customer(), { body: { amount: 500 } }))).toEqual([
      400,
      'Gift cards are sold from ₦1,000.00 to ₦500,000.00',
    ]);
  });
});

describe('paying with a gift card', () => {
  it('applies GIFT-DEMO-5000 to what is due; the applied list and the cart then show it', async () => {
    const customer = await login.customer();
    const { data: cart } = await getCart(customer);
    const due =
      (cart.cartTotal * 100 - (cart.discount ?? 0) * 100 + (cart.shippingFeeTotal ?? 0) * 100) / 100;
    const { data: paid, serverMessage } = await payWithGiftCard(customer, {
      body: { code: 'gift-demo-5000', amount: due },
    });
    expect(serverMessage).toBe('Gift card applied successfully');
    expect(paid.appliedGiftCards).toMatchObject([
      { code: SEED_CODES.giftCard, amountApplied: 5000, balance: 0 },
    ]);
    expect([paid.giftCardDiscount, paid.amountDue]).toEqual([5000, (due * 100 - 500_000) / 100]);

    const { data: applied } = await getAppliedGiftCards(customer);
    expect(applied).toMatchObject({
      giftCardDiscount: 5000,
      amountDue: (due * 100 - 500_000) / 100,
      shippingFeeTotal: cart.shippingFeeTotal,
    });
    expect((await getCart(customer)).data.appliedGiftCards).toMatchObject([
      { code: SEED_CODES.giftCard, amountApplied: 5000 },
    ]);
    expect(
      await refusal(payWithGiftCard(customer, { body: { code: SEED_CODES.giftCard, amount: due } })),
    ).toEqual([400, 'Gift card already applied']);
  });

  it('covers only what is due, and refuses a second card once the first covers everything', async () => {
    const customer = await login.customer();
    const { data: paid } = await payWithGiftCard(customer, {
      body: { code: SEED_CODES.giftCard, amount: 3000 },
    });
    expect(paid.appliedGiftCards).toMatchObject([{ amountApplied: 3000, balance: 2000 }]);
    expect(paid.amountDue).toBe(0);
    const halfSpent = data
      .db()
      .table('giftCards')
      .find(
        (c) =>
          c.customerId === data.user('customer@demo.test').id &&
          c.status === 'active' &&
          c.balance < c.amount,
      );
    if (!halfSpent) throw new Error('no half-spent card');
    expect(
      await refusal(payWithGiftCard(customer, { body: { code: halfSpent.code, amount: 3000 } })),
    ).toEqual([400, 'Your gift cards already cover the amount due']);
  });

  it('recalculates the cards with the shipping fee included', async () => {
    const customer = await login.customer();
    await payWithGiftCard(customer, { body: { code: SEED_CODES.giftCard, amount: 3000 } });
    const { data: again } = await recalculateGiftCardDiscountWithShippingFee(customer, {
      body: { cartTotal: 3000, discount: 0, shippingFeeTotal: 1700 },
    });
    expect(again).toMatchObject({ giftCardDiscount: 4700, shippingFeeTotal: 1700, amountDue: 0 });
    const { data: more } = await recalculateGiftCardDiscountWithShippingFee(customer, {
      body: { cartTotal: 10_000, discount: 1000, shippingFeeTotal: 1700 },
    });
    expect(more).toMatchObject({ giftCardDiscount: 5000, amountDue: 5700 });
  });

  it('refuses unknown, redeemed and expired cards with the reason', async () => {
    const customer = await login.customer();
    const mine = data
      .db()
      .table('giftCards')
      .where((c) => c.customerId === data.user('customer@demo.test').id);
    const redeemed = mine.find((c) => c.status === 'redeemed');
    const expired = mine.find((c) => c.status === 'expired');
    if (!redeemed || !expired) throw new Error('seed cards');
    const pay = (code: string) => refusal(payWithGiftCard(customer, { body: { code, amount: 1000 } }));
    expect(await pay('GC-NONE-0000')).toEqual([400, 'Invalid gift card code']);
    expect(await pay(redeemed.code)).toEqual([400, 'Gift card has no balance left']);
    expect(await pay(expired.code)).toEqual([400, 'Gift card has expired']);
  });
});

describe('removing a gift card', () => {
  it('releases the card unspent (logged), spreads the cards left again; the cart then shows it', async () => {
    const customer = await login.customer();
    const second = data
      .db()
      .table('giftCards')
      .find(
        (c) =>
          c.customerId === data.user('customer@demo.test').id &&
          c.status === 'active' &&
          c.code !== SEED_CODES.giftCard,
      );
    if (!second) throw new Error('no second active card');
    await payWithGiftCard(customer, { body: { code: SEED_CODES.giftCard, amount: 3000 } });
    const card = data.giftCard(SEED_CODES.giftCard);
    const { data: left, serverMessage } = await removeGiftCard(customer, {
      body: { code: 'gift-demo-5000', amount: 3000 },
    });
    expect(serverMessage).toBe(`Gift card ${SEED_CODES.giftCard} removed`);
    expect(left).toEqual({ appliedGiftCards: [], giftCardDiscount: 0, amountDue: 3000 });
    expect(data.giftCard(SEED_CODES.giftCard).balance).toBe(card.balance);
    expect((await getCart(customer)).data.appliedGiftCards ?? []).toEqual([]);
    const { data: log } = await getGiftCardActivities(await login.admin(), {
      query: { giftCardId: card.id },
    });
    expect(log.rows[0]).toMatchObject({
      activity: 'released',
      balanceAfter: card.balance,
      description: 'Removed at checkout',
    });

    // With two cards, the one left covers what the removed one did.
    await payWithGiftCard(customer, { body: { code: SEED_CODES.giftCard, amount: 3000 } });
    await payWithGiftCard(customer, { body: { code: second.code, amount: 8000 } });
    const { data: one } = await removeGiftCard(customer, {
      body: { code: SEED_CODES.giftCard, amount: 8000 },
    });
    expect(one.appliedGiftCards.map((c) => c.code)).toEqual([second.code]);
    expect(one.giftCardDiscount).toBe(Math.min(second.balance, 8000));
  });

  it('refuses a card that is not applied', async () => {
    const customer = await login.customer();
    expect(
      await refusal(removeGiftCard(customer, { body: { code: SEED_CODES.giftCard, amount: 1000 } })),
    ).toEqual([400, 'Gift card is not applied to your checkout']);
    expect(await refusal(removeGiftCard(customer, { body: { code: 'GC-NONE-0000', amount: 1000 } }))).toEqual(
      [400, 'Gift card is not applied to your checkout'],
    );
  });
});

describe("the admin's status changes", () => {
  it('disables a card (logged), which then cannot pay; re-enables it', async () => {
    const admin = await login.admin();
    const card = data.giftCard(SEED_CODES.giftCard);
    const { data: disabled } = await updateGiftCardStatus(admin, {
      body: { giftCardId: card.id, status: 'disabled', reason: 'Reported lost' },
    });
    expect(disabled.status).toBe('disabled');
    const customer = await login.customer();
    expect(await refusal(payWithGiftCard(customer, { body: { code: card.code, amount: 1000 } }))).toEqual([
      400,
      'Gift card has been disabled',
    ]);
    const { data: log } = await getGiftCardActivities(admin, { query: { giftCardId: card.id } });
    expect(log.rows[0]).toMatchObject({
      activity: 'statusChanged',
      status: 'disabled',
      description: 'Status set to disabled: Reported lost',
      // Signed as the order timeline signs its entries.
      actor: { name: expect.any(String), role: 'admin' },
    });
    await updateGiftCardStatus(admin, { body: { giftCardId: card.id, status: 'active' } });
    expect(
      (await payWithGiftCard(customer, { body: { code: card.code, amount: 1000 } })).data.giftCardDiscount,
    ).toBe(1000);
  });

  it('refuses changes that make no sense, unknown cards, dispatchers and customers', async () => {
    const admin = await login.admin();
    const card = data.giftCard(SEED_CODES.giftCard);
    const set = (status: 'pending' | 'active' | 'redeemed', id = card.id) =>
      refusal(updateGiftCardStatus(admin, { body: { giftCardId: id, status } }));
    expect(await set('active')).toEqual([400, 'Gift card is already active']);
    expect(await set('pending')).toEqual([400, 'A gift card cannot go back to pending']);
    expect(await set('redeemed')).toEqual([400, 'A gift card is redeemed only when its balance is spent']);
    expect(await set('active', 99_999)).toEqual([404, 'Gift card not found']);
    const expired = data
      .db()
      .table('giftCards')
      .find((c) => c.status === 'expired');
    if (!expired) throw new Error('no expired card');
    expect(await set('active', expired.id)).toEqual([400, 'Gift card has expired']);
    expect(
      (
        await refusal(
          updateGiftCardStatus(await login.dispatcher(), {
            body: { giftCardId: card.id, status: 'disabled' },
          }),
        )
      )[0],
    ).toBe(403);
    expect(
      (
        await refusal(
          updateGiftCardStatus(await login.customer(), { body: { giftCardId: card.id, status: 'disabled' } }),
        )
      )[0],
    ).toBe(403);
  });
});

describe('gift card lists', () => {
  it("lists the customer's own cards newest first (the SDK's sortGiftCards), paged, filtered by status", async () => {
    const customer = await login.customer();
    const { data: all } = await getMyGiftCards(customer);
    const demoId = data.user('customer@demo.test').id;
    expect(all.count).toBe(
      data
        .db()
        .table('giftCards')
        .where((c) => c.customerId === demoId).length,
    );
    expect(all.rows.map((c) => c.id)).toEqual(sortGiftCards(all.rows).map((c) => c.id));
    expect(all.rows.every((c) => c.customerId === demoId)).toBe(true);
    const { data: page } = await getMyGiftCards(customer, { query: { page: 2, limit: 2 } });
    expect(page.rows.map((c) => c.id)).toEqual(all.rows.slice(2, 4).map((c) => c.id));
    const { data: active } = await getMyGiftCards(customer, { query: { status: 'active' } });
    expect(active.rows.every((c) => c.status === 'active')).toBe(true);
    const { data: oldest } = await getMyGiftCards(customer, { query: { order: 'ASC' } });
    expect(oldest.rows.map((c) => c.id)).toEqual([...all.rows].reverse().map((c) => c.id));
    const { data: byBalance } = await getMyGiftCards(customer, {
      query: { sortBy: 'balance', order: 'DESC' },
    });
    const balances = byBalance.rows.map((c) => c.balance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
  });

  it('lists every card for an admin within dates, and refuses a dispatcher', async () => {
    const admin = await login.admin();
    const { data: all } = await getAllGiftCards(admin, { query: { limit: 100 } });
    expect(all.count).toBe(data.db().table('giftCards').size);
    const { data: recent } = await getAllGiftCards(admin, {
      query: { startDate: '2026-10-01', endDate: '2026-11-01', limit: 100 },
    });
    expect(recent.rows.length).toBeGreaterThan(0);
    expect(recent.rows.every((c) => (c.createdAt ?? '') >= '2026-09-30T23:00:00.000Z')).toBe(true);
    expect(recent.count).toBeLessThan(all.count);
    expect((await refusal(getAllGiftCards(await login.dispatcher())))[0]).toBe(403);
  });

  it('lists activities newest first, by card and dates', async () => {
    const admin = await login.admin();
    const { data: log } = await getGiftCardActivities(admin, { query: { limit: 100 } });
    const times = log.rows.map((a) => a.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const card = data.giftCard(SEED_CODES.giftCard);
    const { data: one } = await getGiftCardActivities(admin, { query: { giftCardId: card.id } });
    expect(one.rows.map((a) => a.activity)).toEqual(['paid', 'purchased']);
  });

  it('computes the analytics from the cards', async () => {
    const { data: stats } = await getGiftCardAnalytics(await login.admin());
    const cards = data.db().table('giftCards').all();
    expect(stats.totalCards).toBe(cards.length);
    expect(stats.totalValue).toBe(cards.reduce((sum, c) => sum + c.amount, 0));
    expect(Object.values(stats.byStatus ?? {}).reduce((a, b) => a + b, 0)).toBe(cards.length);
    expect(stats.outstandingBalance).toBe(
      cards.filter((c) => c.status === 'active').reduce((sum, c) => sum + c.balance, 0),
    );
    const redeemed = data
      .db()
      .table('giftCardActivities')
      .where((a) => a.activity === 'redeemed')
      .reduce((sum, a) => sum + (a.amount ?? 0), 0);
    expect(stats.totalRedeemed).toBe(redeemed);
    expect(stats.byMonth?.reduce((sum, m) => sum + m.count, 0)).toBe(cards.length);
    const { data: none } = await getGiftCardAnalytics(await login.admin(), {
      query: { startDate: '2030-01-01' },
    });
    expect([none.totalCards, none.totalValue]).toEqual([0, 0]);
  });
});
