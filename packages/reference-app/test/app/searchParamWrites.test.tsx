// URL writes build on the router's parameters at the moment of the write, not on those of the last
// render: under load, a debounced search fired just after a row link was followed put the older
// parameters back and closed the row (seen in the merchant-workspace e2e under the CPU hog).
import type { TableStateAdapter } from '@marketplace/react-hooks';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type SearchParamsWriter, useSearchParamsWriter } from '../../src/app/useSearchParam';
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
