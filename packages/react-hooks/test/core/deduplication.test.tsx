// Deduplication: components that use one key share one request, with the provider's default window
// (DEFAULT_SWR_CONFIG.dedupingInterval); the wrappers here do not turn it off.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SWR_CONFIG } from '../../src/core/MarketplaceProvider';
import { useGetAllCategories } from '../../src/generated/hooks/categories';
import { sandboxFixture } from '../support/renderWithSandbox';
import { countRequests, providerWith } from './coreTestKit';

const ctx = sandboxFixture();
// No vitest globals here, so Testing Library cannot unmount by itself: unmount after each test.
afterEach(cleanup);

const CATEGORIES = '/categories/getallcategories';

function CategoryCount({ n }: { n: number }) {
  const { data, status } = useGetAllCategories({ query: { search: 'a' } });
  return <li data-testid={`reader-${n}`}>{status === 'succeeded' ? data?.length : status}</li>;
}

function Search({ term }: { term: string }) {
  const { status } = useGetAllCategories({ query: { search: term } });
  return <li data-testid={`search-${term}`}>{status}</li>;
}

function Readers({ from, to }: { from: number; to: number }) {
  return (
    <ul>
      {Array.from({ length: to - from }, (_, i) => from + i).map((n) => (
        <CategoryCount key={n} n={n} />
      ))}
    </ul>
  );
}

async function allLoaded(from: number, to: number) {
  for (let n = from; n < to; n++) {
    await waitFor(() => expect(screen.getByTestId(`reader-${n}`).textContent).toMatch(/^\d+$/));
  }
}

describe('deduplication', () => {
  it('ten components with one hook and one init make one request', async () => {
    render(<Readers from={0} to={10} />, { wrapper: providerWith(ctx.client()) });
    await allLoaded(0, 10);
    expect(countRequests(ctx.requests, 'GET', CATEGORIES)).toBe(1);
  });

  it('ten more mounted within the window reuse the answer without a request', async () => {
    expect(DEFAULT_SWR_CONFIG.dedupingInterval).toBe(2000);
    const Wrapper = providerWith(ctx.client());
    const view = render(<Readers from={0} to={10} />, { wrapper: Wrapper });
    await allLoaded(0, 10);
    view.rerender(
      <>
        <Readers from={0} to={10} />
        <Readers from={10} to={20} />
      </>,
    );
    await allLoaded(10, 20);
    expect(countRequests(ctx.requests, 'GET', CATEGORIES)).toBe(1);
  });

  it('without the window (dedupingInterval 0) the late ones revalidate: the window is what saves it', async () => {
    const Wrapper = providerWith(ctx.client(), { dedupingInterval: 0 });
    const view = render(<Readers from={0} to={10} />, { wrapper: Wrapper });
    await allLoaded(0, 10);
    view.rerender(
      <>
        <Readers from={0} to={10} />
        <Readers from={10} to={20} />
      </>,
    );
    await allLoaded(10, 20);
    await waitFor(() => expect(countRequests(ctx.requests, 'GET', CATEGORIES)).toBeGreaterThan(1));
  });

  it('different inits are different keys: one request each', async () => {
    render(
      <>
        <Search term="fashion" />
        <Search term="phones" />
        <Search term="fashion" />
      </>,
      { wrapper: providerWith(ctx.client()) },
    );
    await waitFor(() => expect(screen.getByTestId('search-phones').textContent).toBe('succeeded'));
    await waitFor(() => expect(screen.getAllByTestId('search-fashion')[0]?.textContent).toBe('succeeded'));
    expect(countRequests(ctx.requests, 'GET', CATEGORIES)).toBe(2);
  });
});
