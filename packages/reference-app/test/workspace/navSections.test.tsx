// The navigation lists consecutive entries of one group under the group's name, and keeps a section's
// link marked as current on the pages below it.
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NavSections } from '../../src/workspace/NavSections';
import type { WorkspaceNavEntry } from '../../src/workspace/navigation';

const ENTRIES: WorkspaceNavEntry[] = [
  { path: '', label: 'Dashboard' },
  { path: 'orders', label: 'Orders', group: 'Sales' },
  { path: 'returns', label: 'Returns', group: 'Sales' },
  { path: 'products', label: 'Products', group: 'Catalog' },
  { path: 'change-password', label: 'Change password' },
];

function show(at: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <nav aria-label="Workspace">
            <NavSections workspace="merchant" entries={ENTRIES} />
          </nav>
        ),
      },
    ],
    {
      initialEntries: [at],
    },
  );
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('NavSections', () => {
  it('lists each group under its name, in the order of the entries', () => {
    show('/merchant');
    expect(
      within(screen.getByRole('list', { name: 'Sales' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Orders', 'Returns']);
    expect(
      within(screen.getByRole('list', { name: 'Catalog' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Products']);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(ENTRIES.map((e) => e.label));
  });

  it("marks a section's link on the pages below it, and the dashboard's only on the dashboard", () => {
    show('/merchant/products/12/edit');
    expect(screen.getByRole('link', { name: 'Products' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });
});
