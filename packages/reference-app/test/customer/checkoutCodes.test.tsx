// The checkout's coupons and gift cards on the sandbox: the coupons that may apply to the cart, each checked
// by the server on this cart (what it takes off, or why not, which disables its Apply); applying one from
// the list and removing it again with the totals following; a gift card removed; errors beside what they
// are about.
import { getCart, removeCoupon } from '@marketplace/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageLines, renderApp, setupCustomerSandbox } from './support';

const ctx = setupCustomerSandbox();

/** The listed coupon whose code is `code`. */
function listed(code: string): HTMLElement {
  const region = screen.getByRole('region', { name: 'Coupons for your cart' });
  const item = within(region).getByText(code).closest('li');
  if (!item) throw new Error(`${code} is not listed`);
  return item;
}

/** The Order summary's row whose term matches `term`, or null. */
function summaryRow(term: RegExp): string | null {
  const summary = screen.getByRole('region', { name: 'Order summary' });
  return within(summary).queryByText(term)?.closest('div')?.textContent ?? null;
}

async function openCodes() {
  const app = await renderApp('/customer/checkout?step=payment');
  await screen.findByRole('region', { name: 'Coupons for your cart' });
  return app;
}

describe('CheckoutCodes: coupons for the cart', () => {
  it('lists the coupons that may apply with their terms, and what each takes off this cart or why not', async () => {
    await openCodes();
    // The seeded cart: a dress of Adaeze Styles and two TVs of Naija Gadgets Hub (₦585,500).
    const welcome = await waitFor(() => listed('WELCOME10'));
    expect(welcome.textContent).toContain('10% off');
    expect(welcome.textContent).toContain('Minimum order ₦5,000.00');
    expect(within(welcome).getByText('1 Mar 2027').getAttribute('datetime')).toBe('2027-03-01');
    await within(welcome).findByText('Takes ₦58,550.00 off this cart');
    const apply = within(welcome).getByRole('button', { name: 'Apply coupon WELCOME10' });
    await waitFor(() => expect((apply as HTMLButtonElement).disabled).toBe(false));

    // A coupon whose terms this cart does not meet: the server's reason, and no Apply.
    const adaeze = listed('ADAEZE2K');
    await within(adaeze).findByText('Cannot be used now: Minimum order amount is ₦20,000.00');
    const refused = within(adaeze).getByRole('button', { name: 'Apply coupon ADAEZE2K' });
    expect((refused as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(refused.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'Minimum order amount is ₦20,000.00',
    );
    // A store's automatic discount has no code: it says it applies by itself.
    const region = screen.getByRole('region', { name: 'Coupons for your cart' });
    expect(within(region).getByText('Automatic discount').closest('li')?.textContent).toContain(
      'Applies by itself once your cart meets its terms.',
    );
  }, 30000);

  it("names a store's minimum as its items, and asks before a weaker coupon replaces a stronger one", async () => {
    await openCodes();
    const adaeze = await waitFor(() => listed('ADAEZE2K'));
    expect(adaeze.textContent).toContain("Minimum ₦20,000.00 of Adaeze Styles' items");
    // Naija Gadgets Hub's two codes: a percent one and ₦1,500 off; one coupon per store.
    const region = screen.getByRole('region', { name: 'Coupons for your cart' });
    const percentCode = within(region)
      .getAllByText(/^NAIJA\d+$/)
      .map((el) => el.textContent ?? '')
      .find((code) => code !== 'NAIJA1500') as string;
    const strong = listed(percentCode);
    const percent = Number(/(\d+)% off/.exec(strong.textContent ?? '')?.[1]);
    // The two TVs: 2 × ₦285,000.00 = ₦570,000.00.
    const strongOff = (570_000 * percent) / 100;
    const money = (n: number) => `₦${n.toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;
    await within(strong).findByText(`Takes ${money(strongOff)} off this cart`);
    const applyStrong = within(strong).getByRole('button', { name: `Apply coupon ${percentCode}` });
    await waitFor(() => expect((applyStrong as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(applyStrong);
    await within(listed(percentCode)).findByText('Applied');

    const weak = listed('NAIJA1500');
    await within(weak).findByText('Takes ₦1,500.00 off this cart');
    const applyWeak = within(weak).getByRole('button', { name: 'Apply coupon NAIJA1500' });
    await waitFor(() => expect((applyWeak as HTMLButtonElement).disabled).toBe(false));
    const applies = () => ctx.requests.filter((r) => r.url.endsWith('/applycoupon/apply-coupon')).length;
    const before = applies();
    fireEvent.click(applyWeak);
    const question = await screen.findByRole('dialog', { name: `Replace ${percentCode} with NAIJA1500?` });
    expect(question.textContent).toContain(
      `One coupon per store: NAIJA1500 would replace ${percentCode}. ${percentCode} takes ${money(strongOff)} off this cart; NAIJA1500 would take ₦1,500.00 off, so your cart would cost ${money(strongOff - 1500)} more.`,
    );
    fireEvent.click(within(question).getByRole('button', { name: `Keep ${percentCode}` }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(before).toBeGreaterThan(0);
    expect(applies()).toBe(before);
    expect(within(listed(percentCode)).getByText('Applied')).toBeTruthy();

    // Asked again and confirmed: the weaker one replaces it, as the shopper chose.
    fireEvent.click(within(listed('NAIJA1500')).getByRole('button', { name: 'Apply coupon NAIJA1500' }));
    const again = await screen.findByRole('dialog', { name: `Replace ${percentCode} with NAIJA1500?` });
    fireEvent.click(within(again).getByRole('button', { name: 'Use NAIJA1500 instead' }));
    await within(listed('NAIJA1500')).findByText('Applied');
    expect(within(listed(percentCode)).queryByText('Applied')).toBeNull();
  }, 30000);

  it('applies a listed coupon, then removes it: the discount and the totals come and go', async () => {
    const app = await openCodes();
    const welcome = await waitFor(() => listed('WELCOME10'));
    await within(welcome).findByText('Takes ₦58,550.00 off this cart');
    fireEvent.click(within(welcome).getByRole('button', { name: 'Apply coupon WELCOME10' }));

    const applied = await screen.findByRole('list', { name: 'Coupons applied' });
    await within(applied).findByText('WELCOME10: -₦58,550.00');
    await waitFor(() => expect(summaryRow(/Discount \(WELCOME10\)/)).toContain('-₦58,550.00'));
    expect(await within(listed('WELCOME10')).findByText('Applied')).toBeTruthy();
    expect(messageLines(app.messages)).toContain('success: Coupon applied successfully');

    fireEvent.click(within(applied).getByRole('button', { name: 'Remove coupon WELCOME10' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Coupons applied' })).toBeNull());
    await waitFor(() => expect(summaryRow(/Discount/)).toBeNull());
    expect(messageLines(app.messages)).toContain('success: Coupon WELCOME10 removed');
    // Listed again as usable.
    await within(listed('WELCOME10')).findByText('Takes ₦58,550.00 off this cart');
    expect((await getCart(app.client, { as: 'customer' })).data.appliedDiscountCodes).toEqual([]);
  }, 30000);

  it('removes a gift card: it leaves the summary and the amount to pay goes back up', async () => {
    const app = await openCodes();
    fireEvent.change(screen.getByLabelText('Gift card code'), { target: { value: 'GIFT-DEMO-5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply gift card' }));
    const cards = await screen.findByRole('list', { name: 'Gift cards applied' });
    await within(cards).findByText(/GIFT-DEMO-5000: ₦5,000.00/);
    await waitFor(() => expect(summaryRow(/Gift card GIFT-DEMO-5000/)).toContain('-₦5,000.00'));
    const totalWith = summaryRow(/^Total$/);

    fireEvent.click(within(cards).getByRole('button', { name: 'Remove gift card GIFT-DEMO-5000' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Gift cards applied' })).toBeNull());
    await waitFor(() => expect(summaryRow(/Gift card GIFT-DEMO-5000/)).toBeNull());
    expect(summaryRow(/^Total$/)).not.toBe(totalWith);
    expect(messageLines(app.messages)).toContain('success: Gift card GIFT-DEMO-5000 removed');
    expect((await getCart(app.client, { as: 'customer' })).data.appliedGiftCards ?? []).toEqual([]);
  }, 30000);

  it('shows a refused code beside its field, and a refused removal beside the code', async () => {
    const app = await openCodes();
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'NO-SUCH-CODE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
    const field = screen.getByLabelText('Coupon code');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Invalid coupon code',
    );
    // What was typed stays, to be corrected.
    expect((field as HTMLInputElement).value).toBe('NO-SUCH-CODE');

    fireEvent.change(field, { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
    const applied = await screen.findByRole('list', { name: 'Coupons applied' });
    await within(applied).findByText(/^WELCOME10/);
    // Taken off elsewhere (another tab): the server refuses this removal, and says why beside the code.
    const { data: cart } = await getCart(app.client, { as: 'customer' });
    await removeCoupon(app.client, {
      as: 'customer',
      body: {
        code: 'WELCOME10',
        cartItems: cart.cartItemsList.map((item) => ({
          productId: item.id,
          quantity: item.productVariant.quantity,
          ...(item.productVariant.sku ? { sku: item.productVariant.sku } : {}),
        })),
      },
    });
    fireEvent.click(within(applied).getByRole('button', { name: 'Remove coupon WELCOME10' }));
    expect((await within(applied).findByRole('alert')).textContent).toBe(
      'Coupon is not applied to your cart',
    );
  }, 30000);

  it('removes a coupon on the cart page too', async () => {
    const app = await renderApp('/customer/cart');
    await screen.findByRole('region', { name: 'Order summary' });
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
    await waitFor(() => expect(summaryRow(/Discount \(WELCOME10\)/)).toContain('-₦58,550.00'));
    const applied = await screen.findByRole('list', { name: 'Coupons applied' });
    fireEvent.click(within(applied).getByRole('button', { name: 'Remove coupon WELCOME10' }));
    await waitFor(() => expect(summaryRow(/Discount/)).toBeNull());
    expect(messageLines(app.messages)).toContain('success: Coupon WELCOME10 removed');
  }, 30000);

  it('checks a coupon code as it is typed, before it is applied', async () => {
    await openCodes();
    const field = screen.getByLabelText('Coupon code');
    fireEvent.change(field, { target: { value: 'welcome10' } });
    expect(await screen.findByText('WELCOME10 takes ₦58,550.00 off this cart')).toBeTruthy();
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'WELCOME10 takes ₦58,550.00 off this cart',
    );
    fireEvent.change(field, { target: { value: 'SALLAH10' } });
    expect(await screen.findByText('Coupon has expired')).toBeTruthy();
    // Checked once typing pauses, not on every key.
    expect(ctx.requests.filter((r) => r.url.includes('/coupon/validate-coupon')).length).toBeLessThan(12);
  }, 30000);
});
