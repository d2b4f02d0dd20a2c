// The product card's image: its square reserved before it arrives (no layout shift), lazy below the first
// screen, and loaded at once and first for the first screen's cards (the page's largest paint).
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductCard } from '../../src/components/ProductCard';

afterEach(cleanup);

const product = {
  id: 1,
  name: 'Ankara Print Midi Dress',
  hostedImages: ['/sandbox-assets/images/products/ankara.svg'],
  pricing: [{ sellingPrice: 15000 }],
};

describe('ProductCard image', () => {
  it('reserves a square and loads lazily by default', () => {
    render(
      <MemoryRouter>
        <ProductCard product={product} to="/product/1" />
      </MemoryRouter>,
    );
    const image = screen.getByRole('img', { name: 'Ankara Print Midi Dress' });
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['400', '400']);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('fetchpriority')).toBeNull();
  });

  it('loads at once and first with priority (the first screen)', () => {
    render(
      <MemoryRouter>
        <ProductCard product={product} to="/product/1" priority />
      </MemoryRouter>,
    );
    const image = screen.getByRole('img', { name: 'Ankara Print Midi Dress' });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });
});
