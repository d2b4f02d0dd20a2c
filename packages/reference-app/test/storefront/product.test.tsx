import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { REVIEW_MAX_LENGTH } from '../../src/roles/storefront/ReviewForm';
import { headerCartCount, logInCustomer, newClientStore, renderApp, setupSandbox, table } from './support';

const ctx = setupSandbox();

/** Gives the demo customer a delivered order holding the product (a copy of one of their delivered orders). */
function receive(productId: number) {
  const orders = table(ctx.sandbox, 'orders');
  const users = table(ctx.sandbox, 'users').all();
  const me = users.find((u) => u.email === 'customer@demo.test');
  const mine = orders.all().find((o) => o.customerId === me?.id && o.status === 'delivered');
  const product = table(ctx.sandbox, 'products').get(productId);
  if (!mine || !product) throw new Error('no delivered order of the demo customer');
  const [line] = mine.orderItems as Record<string, unknown>[];
  const { id: _id, ...order } = structuredClone(mine);
  orders.insert({
    ...order,
    merchantId: product.merchantId,
    orderItems: [{ ...line, productId, storeId: product.storeId }],
  });
}

async function productPage(path: string, name: string, options?: Parameters<typeof renderApp>[1]) {
  const app = renderApp(path, options);
  await screen.findByRole('heading', { level: 1, name });
  return app;
}

describe('ProductScreen', () => {
  it('shows the product: pictures, price, store, description and the store’s other products', async () => {
    await productPage('/product/1', 'Ankara Print Midi Dress');
    expect(screen.getByRole('img', { name: 'Ankara Print Midi Dress, picture 1 of 3' })).toBeTruthy();
    const second = screen.getByRole('button', { name: 'Show picture 2 of 3' });
    fireEvent.click(second);
    expect(second.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('img', { name: 'Ankara Print Midi Dress, picture 2 of 3' })).toBeTruthy();

    expect(screen.getByText('₦15,500.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Adaeze Styles' }).getAttribute('href')).toBe('/store/1');
    const description = screen.getByRole('region', { name: 'Description' });
    expect(within(description).getAllByRole('listitem').length).toBeGreaterThan(0);

    const more = await screen.findByRole('region', { name: 'More from Adaeze Styles' });
    expect(await within(more).findAllByRole('article')).toHaveLength(4);
    expect(within(more).queryByRole('link', { name: 'Ankara Print Midi Dress' })).toBeNull();
  });

  it('shows the store’s policies (returns, shipping), each with its kind and text', async () => {
    await productPage('/product/1', 'Ankara Print Midi Dress');
    const policies = await screen.findByRole('region', { name: 'Adaeze Styles’s policies' });
    const returns = within(policies).getByRole('heading', { name: /Returns within 7 days/ });
    expect(returns.textContent).toContain('Return policy');
    const shipping = within(policies).getByRole('heading', { name: /Delivery across Lagos in 48 hours/ });
    expect(shipping.textContent).toContain('Shipping policy');
    expect(within(policies).getByText(/can be returned within 7 days of delivery/)).toBeTruthy();
  });

  it('zooms a picture: a click or tap, the buttons and the keys; Escape closes on the picture last seen', async () => {
    await productPage('/product/1', 'Ankara Print Midi Dress');
    const opener = screen.getByRole('button', { name: 'Zoom picture 1 of 3' });
    opener.focus();
    fireEvent.click(opener);
    const zoom = await screen.findByRole('dialog', { name: 'Ankara Print Midi Dress: zoomed pictures' });
    const status = within(zoom).getByText(/whole picture/);
    expect(status.textContent).toBe('Picture 1 of 3, whole picture');
    const stage = within(zoom).getByRole('button', { name: /picture 1 of 3: click or tap to zoom/ });
    expect(document.activeElement).toBe(stage);
    // A tap (no movement) zooms in where it lands, another goes back to the whole picture.
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 10, clientY: 10 });
    fireEvent.pointerUp(stage, { pointerId: 1, clientX: 10, clientY: 10 });
    expect(status.textContent).toBe('Picture 1 of 3, zoomed 250%');
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 10, clientY: 10 });
    fireEvent.pointerUp(stage, { pointerId: 1, clientX: 10, clientY: 10 });
    expect(status.textContent).toBe('Picture 1 of 3, whole picture');
    fireEvent.click(within(zoom).getByRole('button', { name: 'Zoom in' }));
    expect(status.textContent).toBe('Picture 1 of 3, zoomed 150%');
    fireEvent.keyDown(stage, { key: '+' });
    expect(status.textContent).toBe('Picture 1 of 3, zoomed 225%');
    fireEvent.keyDown(stage, { key: '0' });
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    expect(status.textContent).toBe('Picture 2 of 3, whole picture');
    expect(within(zoom).getByRole('img').getAttribute('alt')).toBe('Ankara Print Midi Dress, picture 2 of 3');
    fireEvent(zoom, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const back = screen.getByRole('button', { name: 'Zoom picture 2 of 3' });
    expect(document.activeElement).toBe(back);
    expect(screen.getByRole('button', { name: 'Show picture 2 of 3' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('adds the chosen variant and quantity to the cart', async () => {
    const app = await productPage('/product/1', 'Ankara Print Midi Dress');
    expect(headerCartCount()).toBe('0');
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Orange' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('2');

    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(headerCartCount()).toBe('2'));
    expect(
      await screen.findByText(/Added 2 × Ankara Print Midi Dress \(M, Orange\) to your cart\./),
    ).toBeTruthy();
    // The guest cart holds the variant, by its sku.
    const [line] = app.store.getState().cart.items;
    expect(line?.productVariant).toMatchObject({
      sku: 'ADA-FAS-0001-M-ORANGE',
      size: 'M',
      color: 'Orange',
      quantity: 2,
    });

    fireEvent.click(screen.getByRole('link', { name: 'View cart and check out' }));
    const cartLine = await screen.findByRole('article', { name: 'Ankara Print Midi Dress' });
    expect(within(cartLine).getByText('ADA-FAS-0001-M-ORANGE')).toBeTruthy();
    expect(app.location()).toBe('/cart');
  });

  it('limits the quantity to the chosen variant’s stock', async () => {
    await productPage('/product/1', 'Ankara Print Midi Dress');
    // S in blue is the first in stock, with one left.
    expect((screen.getByRole('radio', { name: 'S' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Only 1 left')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Increase Quantity' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('drops the quantity field’s stock note when another variant is chosen', async () => {
    await productPage('/product/1', 'Ankara Print Midi Dress');
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    const quantity = screen.getByLabelText('Quantity') as HTMLInputElement;
    fireEvent.change(quantity, { target: { value: '999' } });
    fireEvent.blur(quantity);
    const max = quantity.max;
    expect(screen.getByText(`Only ${max} available`)).toBeTruthy();
    // Another size: its own stock shows above, and the old size's note is gone below.
    fireEvent.click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.queryByText(/available$/)).toBeNull();
  });

  it('disables adding a sold-out product', async () => {
    await productPage('/product/20', 'Sumec Firman 3.5kVA Generator');
    const button = screen.getByRole('button', { name: 'Sold out' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.queryByLabelText('Quantity')).toBeNull();
    fireEvent.click(button);
    expect(headerCartCount()).toBe('0');
  });

  it('disables adding when every variant is sold out', async () => {
    await productPage('/product/6', 'Agbada Three-Piece Set');
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Sold out' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('lets a product the store sells on when sold out be ordered', async () => {
    await productPage('/product/66', 'iPhone 15 Pro 256GB');
    expect(screen.getByText('Out of stock: order now, we ship when it is back')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Black Titanium' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(headerCartCount()).toBe('1'));
  });

  it('shows the reviews, and asks guests to log in to write one', async () => {
    await productPage('/product/4', 'Aso-Oke Gele and Ipele Set');
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(await within(reviews).findByText(/out of 5 \(3 reviews\)/)).toBeTruthy();
    expect(within(reviews).getByText('Blessing Etim', { exact: false })).toBeTruthy();
    const login = within(reviews).getByRole('link', { name: 'Log in to write a review' });
    expect(login.getAttribute('href')).toBe('/customer/login?next=%2Fproduct%2F4');
  });

  it('says why a customer who never received the product cannot review it, before they write', async () => {
    const session = await logInCustomer();
    await productPage('/product/4', 'Aso-Oke Gele and Ipele Set', { session });
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(
      await within(reviews).findByText(
        'You can review this product once an order with it has been delivered to you.',
      ),
    ).toBeTruthy();
    expect(within(reviews).queryByRole('form')).toBeNull();
    expect(within(reviews).queryByRole('textbox')).toBeNull();
  });

  it('lets a customer who received the product post a review, checked on the client, then edit it', async () => {
    receive(1);
    const session = await logInCustomer();
    await productPage('/product/1', 'Ankara Print Midi Dress', { session });
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    const form = await within(reviews).findByRole('form', { name: 'Write a review' });

    fireEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(await within(form).findByText('Rating is required')).toBeTruthy();
    expect(ctx.requestsTo('/reviews')).toHaveLength(0);

    fireEvent.click(within(form).getByRole('radio', { name: '4 stars' }));
    fireEvent.change(within(form).getByLabelText('Your review (optional)'), {
      target: { value: 'Lovely fabric, true to size.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(await within(reviews).findByText('Thank you. Your review is posted.')).toBeTruthy();
    const mine = (await within(reviews).findByText('Lovely fabric, true to size.')).closest('li');
    expect(within(mine as HTMLElement).getByText('Verified purchase')).toBeTruthy();
    expect(within(reviews).getByText(/\(2 reviews\)/)).toBeTruthy();
    const [sent] = ctx.requestsTo('/reviews');
    expect(sent?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(await sent?.json()).toEqual({ productId: 1, rating: 4, comment: 'Lovely fabric, true to size.' });

    // One review per customer: the form becomes the edit of theirs.
    const edit = await within(reviews).findByRole('form', { name: 'Edit your review' });
    expect(within(reviews).queryByRole('form', { name: 'Write a review' })).toBeNull();
    expect(
      within(reviews).getByText('You have reviewed this product. You can edit your review.'),
    ).toBeTruthy();
    expect((within(edit).getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(edit).getByRole('radio', { name: '5 stars' }));
    fireEvent.change(within(edit).getByLabelText('Your review (optional)'), {
      target: { value: 'Even better after a wash.' },
    });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect(await within(edit).findByText('Your review is updated.')).toBeTruthy();
    const edited = (await within(reviews).findByText('Even better after a wash.')).closest(
      'li',
    ) as HTMLElement;
    expect(within(edited).getByText('Rated 5 out of 5')).toBeTruthy();
    expect(edited.textContent).toContain('(edited)');
    expect(within(reviews).getByText(/\(2 reviews\)/)).toBeTruthy();
  });

  it('caps a review at the contract’s length with a counter, and folds a long one behind "Read more"', async () => {
    // The form's cap is the contract's.
    const contract = readFileSync(
      resolve(process.cwd(), '../../specs/main/schemas/ReviewRequest.yaml'),
      'utf8',
    );
    expect(Number(/comment:[\s\S]*?maxLength: (\d+)/.exec(contract)?.[1])).toBe(REVIEW_MAX_LENGTH);

    receive(1);
    const session = await logInCustomer();
    await productPage('/product/1', 'Ankara Print Midi Dress', { session });
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    const form = await within(reviews).findByRole('form', { name: 'Write a review' });
    const box = within(form).getByLabelText('Your review (optional)') as HTMLTextAreaElement;
    expect(box.maxLength).toBe(5000);
    expect(within(form).getByText('0 of 5,000 characters')).toBeTruthy();
    const long = 'A'.repeat(5000);
    fireEvent.click(within(form).getByRole('radio', { name: '5 stars' }));
    fireEvent.change(box, { target: { value: long } });
    expect(within(form).getByText('5,000 of 5,000 characters')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(await within(reviews).findByText('Thank you. Your review is posted.')).toBeTruthy();

    // The posted review shows its start, and the whole on "Read more".
    const more = await within(reviews).findByRole('button', { name: 'Read more' });
    const text = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(text?.textContent).toBe(`${'A'.repeat(400)}…`);
    expect(text?.className).toContain('review__comment');
    fireEvent.click(more);
    expect(text?.textContent).toBe(long);
    expect(more.textContent).toBe('Show less');
    expect(more.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the error of a product that cannot be loaded', async () => {
    renderApp('/product/9999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product unavailable' })).toBeTruthy();
    expect((await screen.findAllByRole('alert')).some((a) => /not found/i.test(a.textContent ?? ''))).toBe(
      true,
    );
  });
});

/** The "Recently viewed" section once it shows the product (its code loads after the page). */
async function recentlyViewed(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const region = screen.getByRole('region', { name: 'Recently viewed' });
    within(region).getByRole('link', { name });
    return region;
  });
}

describe('Delivery estimate', () => {
  // TEST_NOW is Sunday 1 Nov 2026 in Lagos; Adaeze Styles ships from Lagos; the dress weighs 0.6 kg.
  const box = () => screen.findByRole('region', { name: 'Delivery & returns' });
  // The chosen state has its own key on the device (not in the client store the app gets per test).
  const remembered = () => localStorage.getItem('marketplace.deliveryState');
  afterEach(() => localStorage.removeItem('marketplace.deliveryState'));

  it('asks a guest for a state, then shows the window, the fee, pay on delivery and returns, remembered on the device', async () => {
    await productPage('/product/1', 'Ankara Print Midi Dress');
    const delivery = await box();
    expect(within(delivery).getByText(/Choose your state to see when this arrives/)).toBeTruthy();
    fireEvent.change(within(delivery).getByLabelText('Deliver to'), { target: { value: 'Oyo' } });
    expect(await within(delivery).findByText('Delivered between Wed 4 Nov and Fri 6 Nov')).toBeTruthy();
    expect(delivery.textContent).toContain('to Oyo');
    expect(delivery.textContent).toContain('₦3,850.00');
    expect(within(delivery).getByText('Not available in Oyo: only in Lagos and Abuja (FCT)')).toBeTruthy();
    expect(within(delivery).getByText('Within 7 days of delivery')).toBeTruthy();
    expect(remembered()).toBe('Oyo');

    fireEvent.change(within(delivery).getByLabelText('Deliver to'), { target: { value: 'Lagos' } });
    expect(await within(delivery).findByText('Delivered between Mon 2 Nov and Tue 3 Nov')).toBeTruthy();
    expect(delivery.textContent).toContain('₦1,700.00');
    expect(within(delivery).getByText('Available in Lagos')).toBeTruthy();
    expect(remembered()).toBe('Lagos');
  });

  it('says when the store does not offer pay on delivery, before and after a state is chosen', async () => {
    // Ibadan Home & Living takes card payments only, whatever the address.
    await productPage('/product/25', 'Binatone 1.5L Blender');
    const delivery = await box();
    expect(
      await within(delivery).findByText('Pay on delivery: Not offered by Ibadan Home & Living: pay by card'),
    ).toBeTruthy();
    fireEvent.change(within(delivery).getByLabelText('Deliver to'), { target: { value: 'Lagos' } });
    await within(delivery).findByText(/^Delivered between/);
    const payOnDelivery = within(delivery).getByText('Pay on delivery', { selector: 'dt' });
    expect(payOnDelivery.nextElementSibling?.textContent).toBe(
      'Not offered by Ibadan Home & Living: pay by card',
    );
    expect(delivery.textContent).not.toContain('Available in Lagos');
    expect(within(delivery).getByText('Within 7 days of delivery')).toBeTruthy();
  });

  it("shows a logged-in customer the estimate to their default address's town; another state is for this page only", async () => {
    const session = await logInCustomer();
    await productPage('/product/1', 'Ankara Print Midi Dress', { session });
    const delivery = await box();
    expect(await within(delivery).findByText('Delivered between Mon 2 Nov and Tue 3 Nov')).toBeTruthy();
    expect(delivery.textContent).toContain('to Ikeja, Lagos (your default address)');
    fireEvent.change(within(delivery).getByLabelText('Check another state'), { target: { value: 'Kano' } });
    expect(await within(delivery).findByText('Delivered between Wed 4 Nov and Fri 6 Nov')).toBeTruthy();
    expect(delivery.textContent).toContain('to Kano');
    expect(remembered()).toBeNull();
  });

  it('uses the remembered state at once; a failed estimate offers another try; a place abroad has none and says so', async () => {
    localStorage.setItem('marketplace.deliveryState', 'Oyo');
    ctx.sandbox.faults.set('getDeliveryEstimate', {
      status: 503,
      message: 'Estimates are resting',
      times: 1,
    });
    await productPage('/product/1', 'Ankara Print Midi Dress');
    const delivery = await box();
    const alert = await within(delivery).findByRole('alert');
    expect(alert.textContent).toContain('Estimates are resting');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(delivery).findByText('Delivered between Wed 4 Nov and Fri 6 Nov')).toBeTruthy();
    expect(delivery.textContent).toContain('to Oyo');

    localStorage.setItem('marketplace.deliveryState', 'Greater London');
    window.dispatchEvent(new StorageEvent('storage', { key: 'marketplace.deliveryState' }));
    expect(await within(delivery).findByText(/We cannot estimate delivery to Greater London/)).toBeTruthy();
    expect(within(delivery).queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('Seller box', () => {
  it('shows the seller’s score and a way to follow it, and says when the score cannot be loaded', async () => {
    ctx.sandbox.faults.set('getStoreScore', { status: 503, message: 'Scores are resting', times: 1 });
    await productPage('/product/1', 'Ankara Print Midi Dress');
    const seller = await screen.findByRole('region', { name: 'About the seller' });
    expect(within(seller).getByText('Adaeze Styles')).toBeTruthy();
    expect(within(seller).getByRole('link', { name: 'Visit the store' }).getAttribute('href')).toBe(
      '/store/1',
    );
    const login = within(seller).getByRole('link', { name: 'Log in to follow this store' });
    expect(login.getAttribute('href')).toBe('/customer/login?next=%2Fproduct%2F1');
    const alert = await within(seller).findByRole('alert');
    expect(alert.textContent).toContain('Could not load the seller’s score.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const score = await within(seller).findByLabelText('Seller score');
    await waitFor(() => expect(score.getAttribute('aria-busy')).toBe('false'));
    // Adaeze Styles: 11 reviews averaging 3.5, 10 delivered orders, no followers yet.
    expect(score.textContent).toBe('Rating★ 3.5/5 (11 ratings)Orders fulfilled10Followers0');
  });
});

describe('Recently viewed', () => {
  it('keeps the products this device opened, newest first, the page’s own left out, on the product page', async () => {
    const app = await productPage('/product/1', 'Ankara Print Midi Dress');
    // Nothing viewed before: no section.
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
    const more = await screen.findByRole('region', { name: 'More from Adaeze Styles' });
    const [next] = await within(more).findAllByRole('article');
    const nextName = within(next as HTMLElement).getByRole('heading').textContent ?? '';
    fireEvent.click(within(next as HTMLElement).getByRole('link', { name: nextName }));
    await screen.findByRole('heading', { level: 1, name: nextName });

    const recent = await recentlyViewed('Ankara Print Midi Dress');
    expect(within(recent).queryByRole('link', { name: nextName })).toBeNull();
    const [latest, first] = app.store.getState().recentlyViewed;
    expect(first).toBe(1);
    expect(app.location()).toBe(`/product/${latest}`);

    // Clear forgets them.
    fireEvent.click(within(recent).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull());
    expect(app.store.getState().recentlyViewed).toEqual([]);
  });

  it('shows them on the home page, leaving out a product the catalogue no longer has', async () => {
    const store = newClientStore();
    store.getState().viewProduct(999_999);
    store.getState().viewProduct(1);
    renderApp('/', { store });
    const recent = await recentlyViewed('Ankara Print Midi Dress');
    // The gone product's card leaves once the catalogue answers 404: one card, no placeholder.
    await waitFor(() => expect(recent.querySelector('.product-grid-placeholder__card')).toBeNull());
    expect(within(recent).getAllByRole('article')).toHaveLength(1);
  });
});
