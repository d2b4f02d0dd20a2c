// The page's frame while the app starts (issue 15, speed): index.html paints the header's bar before the
// app's code arrives, and the app's first render (PageShell, the routes' fallback) draws the very same
// bar, so nothing flickers when React takes over.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PageShell } from '../../src/app/PageShell';

afterEach(cleanup);

// Tests run in the app's folder (jsdom's import.meta.url is not a file URL).
const html = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');

describe('PageShell', () => {
  it('is what index.html paints before the code arrives', () => {
    // Comments (a lint's note) aside.
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script/
      .exec(html)?.[1]
      ?.trim()
      .replace(/<!--[\s\S]*?-->/g, '');
    expect(root).toBeTruthy();
    expect(root).toBe(renderToStaticMarkup(<PageShell />));
  });

  it('has a search box that works before the code arrives, and the outlines of product cards', () => {
    render(<PageShell />);
    const search = screen.getByRole('search');
    expect(search.getAttribute('action')).toBe('/search');
    expect((screen.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement).name).toBe('q');
    expect(document.querySelectorAll('.page-shell__cards li').length).toBe(8);
  });

  it('says the page is loading, under the shop’s name linking home', () => {
    render(<PageShell />);
    expect(screen.getByRole('link', { name: 'Marketplace' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('status').textContent).toContain('Loading the page');
  });
});
