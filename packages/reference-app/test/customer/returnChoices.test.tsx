// The return form's three choices and the call each makes: a refund (returnOrder), a replacement
// (replaceOrder), or a replacement with a refund if the store cannot replace (createReturn with both the
// refund and replace flags), which the returns list then shows in the customer's words.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, setupCustomerSandbox, TEST_NOW } from './support';

const ctx = setupCustomerSandbox();

// The order page measures the return window with the browser's clock: it reads the sandbox's time here.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(TEST_NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Fills the form of order 28 (delivered two days ago) with `choice` and sends it. */
async function sendRequest(choice: string) {
  const app = await renderApp('/customer/orders/28');
  const section = await screen.findByRole('region', { name: 'Return or replace' });
  fireEvent.click(within(section).getByRole('radio', { name: choice }));
  fireEvent.click(within(section).getByRole('checkbox', { name: /Ankara Print Midi Dress/ }));
  fireEvent.change(within(section).getByLabelText('Why are you sending them back?'), {
    target: { value: 'The zip is broken.' },
  });
  fireEvent.click(within(section).getByRole('button', { name: 'Send the request' }));
  return { app, section };
}

/** The POST requests the test made, as method and path. */
const posts = () =>
  ctx.requests
    .filter((r) => r.method === 'POST')
    .map((r) => new URL(r.url).pathname.replace(/^\/api\/v1/, ''));

describe('ReturnRequestForm choices', () => {
  it('offers the three choices, a refund first', async () => {
    await renderApp('/customer/orders/28');
    const section = await screen.findByRole('region', { name: 'Return or replace' });
    const choices = within(section).getAllByRole('radio') as HTMLInputElement[];
    expect(choices.map((c) => c.closest('label')?.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'Return the products for a refund',
      'A replacement',
      'A replacement, or a refund if it cannot be replaced',
    ]);
    expect(choices[0]?.checked).toBe(true);
  });

  it.each([
    [
      'Return the products for a refund',
      '/returns/return-order/28',
      'returnOrder',
      'Order return was successful',
    ],
    ['A replacement', '/returns/replace-order/28', 'replaceOrder', 'Order replacement was successful'],
  ])('sends "%s" through its shortcut', async (choice, path, operationId, message) => {
    const { app } = await sendRequest(choice);
    await waitFor(() =>
      expect(app.messages).toContainEqual(expect.objectContaining({ type: 'success', message, operationId })),
    );
    expect(posts().filter((p) => p.includes('return') || p.includes('replace'))).toEqual([path]);
  });

  it('sends "a replacement, or a refund" through createReturn with both flags; the returns list says so', async () => {
    const { app, section } = await sendRequest('A replacement, or a refund if it cannot be replaced');
    await waitFor(() =>
      expect(app.messages).toContainEqual(
        expect.objectContaining({ type: 'success', operationId: 'createReturn' }),
      ),
    );
    const request = ctx.requests.find(
      (r) => r.method === 'POST' && r.url.endsWith('/ordertracking/create-return'),
    );
    expect(await request?.json()).toEqual({
      orderId: 28,
      type: 'replace',
      refund: true,
      replace: true,
      products: [{ productId: 1, quantity: 1 }],
      reason: 'The zip is broken.',
    });
    expect(posts().some((p) => p.startsWith('/returns/'))).toBe(false);
    // The order now has its open request instead of a second form.
    await within(section).findByText('Your replacement request was sent.');

    await app.router.navigate('/customer/returns');
    const card = (await screen.findByRole('heading', { name: /^Replacement request \d+$/ })).closest(
      'li',
    ) as HTMLElement;
    expect(within(card).getByText('You asked for').nextElementSibling?.textContent).toBe(
      'A replacement, or a refund if it cannot be replaced',
    );
    // It asks for a refund too, so the "Refund asked for" filter keeps it.
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'refund' } });
    await waitFor(() => expect(ctx.requests.some((r) => r.url.includes('refund=true'))).toBe(true));
    expect(
      await screen.findByRole('heading', { name: card.querySelector('h2')?.textContent ?? '' }),
    ).toBeTruthy();
  });

  it('keeps what was entered and says why when createReturn is refused', async () => {
    ctx.sandbox.faults.set('createReturn', { status: 500 });
    const { section } = await sendRequest('A replacement, or a refund if it cannot be replaced');
    expect((await within(section).findByRole('alert')).textContent).toContain('Your request was not sent:');
    expect(
      (
        within(section).getByRole('radio', {
          name: 'A replacement, or a refund if it cannot be replaced',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    expect(
      (within(section).getByLabelText('Why are you sending them back?') as HTMLTextAreaElement).value,
    ).toBe('The zip is broken.');
  });
});
