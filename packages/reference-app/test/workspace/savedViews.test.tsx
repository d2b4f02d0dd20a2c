// Saved views of the workspace lists through the app's routes: a list's filters named and kept on the
// device (the hooks' persisted client state), opened from the navigation, deleted after a confirmation;
// the same views on the returns and products lists.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installDialogPolyfill } from '../support/installDialogPolyfill';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

installDialogPolyfill();

sandboxFixture();

const views = () => screen.findByRole('region', { name: 'Saved views' });

describe('saved views', () => {
  it('names the orders list’s filters, keeps them, opens them from the navigation and deletes one after confirming', async () => {
    const app = await signInAt('/merchant/orders?page=2&f.status=pending', 'merchant@demo.test');
    const bar = await views();
    fireEvent.click(within(bar).getByRole('button', { name: 'Save this view' }));
    const form = within(bar).getByRole('form', { name: 'Save this view' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save view' }));
    expect(within(form).getByText('Give the view a name.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Name of the view'), {
      target: { value: '  Pending work ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save view' }));
    expect(within(bar).getByRole('status').textContent).toContain('Saved the view “Pending work”');
    // Kept in the persisted client state, without the page.
    expect(app.store.getState().savedViews).toEqual([
      { list: '/merchant/orders', name: 'Pending work', search: 'f.status=pending' },
    ]);

    // Elsewhere, then back through the navigation's link under Orders.
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(app.location()).not.toContain('f.status'));
    const nav = screen.getByRole('list', { name: 'Saved views of Orders' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Pending work' }));
    await waitFor(() => expect(app.location()).toBe('/merchant/orders?f.status=pending'));
    expect(within(nav).getByRole('link', { name: 'Pending work' }).getAttribute('aria-current')).toBe('true');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('pending');

    // Delete: asked first; Cancel keeps it, the confirmation forgets it here and in the navigation.
    fireEvent.click(within(bar).getByRole('button', { name: 'Delete the view Pending work' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete the view “Pending work”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.store.getState().savedViews).toHaveLength(1);
    fireEvent.click(within(bar).getByRole('button', { name: 'Delete the view Pending work' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete the view “Pending work”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete view' }));
    await waitFor(() => expect(app.store.getState().savedViews).toEqual([]));
    expect(screen.queryByRole('list', { name: 'Saved views of Orders' })).toBeNull();
    expect(within(bar).queryByRole('link', { name: 'Pending work' })).toBeNull();
  });

  it('offers the same on the returns and products lists, each list its own views', async () => {
    const app = await signInAt('/merchant/returns?f.status=pending', 'merchant@demo.test');
    const bar = await views();
    fireEvent.click(within(bar).getByRole('button', { name: 'Save this view' }));
    fireEvent.change(within(bar).getByLabelText('Name of the view'), { target: { value: 'New returns' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Save view' }));
    fireEvent.click(screen.getByRole('link', { name: 'Products' }));
    await waitFor(() => expect(app.location()).toContain('/merchant/products'));
    await screen.findByRole('heading', { level: 1, name: 'Products' });
    const products = await views();
    // Nothing filtered yet: nothing to save, and the returns' view is not this list's.
    expect(
      (within(products).getByRole('button', { name: 'Save this view' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(products).queryByRole('link', { name: 'New returns' })).toBeNull();
    expect(screen.getByRole('list', { name: /^Saved views of .*Returns/ })).toBeTruthy();
  });

  it('are not shown above the product form (`?product=new`), only above the list', async () => {
    await signInAt('/merchant/products?product=new', 'merchant@demo.test');
    await screen.findByRole('heading', { name: 'New product' });
    expect(screen.queryByRole('region', { name: 'Saved views' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Products' }));
    expect(await views()).toBeTruthy();
  });
});
