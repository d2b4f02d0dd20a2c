import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../src/App';

describe('App', () => {
  it('names the session its path selects', () => {
    render(<App pathname="/merchant/orders" />);
    expect(screen.getByRole('heading', { name: 'Marketplace' })).toBeTruthy();
    expect(screen.getByText(/Session for this page: merchant/)).toBeTruthy();
  });
});
