// URL writes build on the router's parameters at the moment of the write, not on those of the last
// render: under load, a debounced search fired just after a row link was followed put the older
// parameters back and closed the row (seen in the merchant-workspace e2e under the CPU hog).
import type { TableStateAdapter } from '@marketplace/react-hooks';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type SearchParamsWriter, useSearchParam, useSearchParamsWriter } from '../../src/app/useSearchParam';
import { useUrlTableState } from '../../src/workspace/useUrlTableState';

afterEach(cleanup);

function renderAt(path: string, Screen: () => null) {
  const router = createMemoryRouter([{ path: '/list', Component: Screen }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('URL writes', () => {
  it('keep a parameter written in the same tick, before the page re-rendered', () => {
    const seen: { write?: SearchParamsWriter } = {};
    const router = renderAt('/list?page=2', () => {
      seen.write = useSearchParamsWriter();
      return null;
    });
    act(() => {
      seen.write?.({ order: 12 });
      seen.write?.({ status: 'delivered' });
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      page: '2',
      order: '12',
      status: 'delivered',
    });
  });

  it("keep a row opened elsewhere when the table's search arrives before the re-render", () => {
    const seen: { state?: TableStateAdapter } = {};
    const router = renderAt('/list', () => {
      seen.state = useUrlTableState();
      return null;
    });
    act(() => {
      // A row link followed, then the search box's timer firing, with no render between them.
      void router.navigate('?product=7', { replace: true });
      seen.state?.write({ page: 1, pageSize: 12, search: 'Adire', filters: {} });
    });
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('product')).toBe('7');
    expect(params.get('q')).toBe('Adire');
  });
});

const PUSH = { replace: false } as const;

function PaymentChoice() {
  const [pay, setPay] = useSearchParam('pay', PUSH);
  return (
    <fieldset>
      <legend>Payment</legend>
      {['card', 'delivery'].map((method) => (
        <label key={method}>
          <input type="radio" name="pay" checked={pay === method} onChange={() => setPay(method)} />
          {method}
        </label>
      ))}
    </fieldset>
  );
}

/** A route whose loader waits for the test to let each navigation through, as a slow one does. */
function routerWithHeldLoader() {
  const held: Array<() => void> = [];
  let first = true;
  const router = createMemoryRouter(
    [
      {
        path: '/checkout',
        Component: PaymentChoice,
        loader: () => {
          if (first) {
            first = false;
            return null;
          }
          return new Promise<null>((resolve) => held.push(() => resolve(null)));
        },
      },
    ],
    { initialEntries: ['/checkout?pay=card'] },
  );
  return {
    router,
    release: () => {
      for (const resolve of held.splice(0)) resolve();
    },
  };
}

describe('A URL parameter as state', () => {
  it('shows the value just written while the router has not committed it yet, then the URL again', async () => {
    const { router, release } = routerWithHeldLoader();
    render(<RouterProvider router={router} />);
    const delivery = (await screen.findByRole('radio', { name: 'delivery' })) as HTMLInputElement;
    act(() => delivery.click());
    // The navigation waits on the loader: the URL still says card, the radio already says delivery.
    expect(router.state.location.search).toBe('?pay=card');
    expect(delivery.checked).toBe(true);
    await act(async () => release());
    expect(router.state.location.search).toBe('?pay=delivery');
    expect(delivery.checked).toBe(true);
    // Back to the entry the choice was written on: its own URL's value, not the written one.
    act(() => void router.navigate(-1));
    await act(async () => release());
    expect(router.state.location.search).toBe('?pay=card');
    expect((screen.getByRole('radio', { name: 'card' }) as HTMLInputElement).checked).toBe(true);
    expect(delivery.checked).toBe(false);
  });
});
