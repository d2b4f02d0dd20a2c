// The merchant's store profile through the app's routes, against a fresh sandbox per test: the approval,
// saving the profile (name, shipping location from the shipping service's places, a social link), a bad
// logo link stopped on its field, applying to a hub after the confirmation, the shipping address, and the
// profile's failure with a way to try again.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installDialogPolyfill } from '../support/installDialogPolyfill';
import { pngFile } from '../support/pngFile';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

installDialogPolyfill();

const ctx = sandboxFixture();

interface StoreRow {
  id: number;
  merchantId: number;
  storeName: string;
  hubId?: number | null;
  socials?: Record<string, string>;
  logo?: string;
  shippingLocation?: { street: string; city: string; state: string };
  acceptsPayOnDelivery?: boolean;
}

const table = <T,>(name: string) =>
  (ctx.sandbox.db as unknown as { table(n: string): { all(): T[]; update(id: number, p: object): T } }).table(
    name,
  );

/** The demo merchant's store. */
function demoStore(): StoreRow {
  const users = table<{ id: number; email: string }>('users').all();
  const merchant = users.find((u) => u.email === 'merchant@demo.test');
  return table<StoreRow>('stores')
    .all()
    .find((s) => s.merchantId === merchant?.id) as StoreRow;
}

function fill(scope: HTMLElement, label: string | RegExp, value: string): void {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

describe('StoreProfileScreen', () => {
  it("shows the store's approval and saves the profile", async () => {
    await signInAt('/merchant/store', 'merchant@demo.test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Store profile' })).toBeTruthy();
    const approval = await screen.findByRole('region', { name: 'Approval' });
    expect(within(approval).getByText(/^First approval: given/)).toBeTruthy();

    const form = await screen.findByRole('form', { name: 'Store profile' });
    expect((within(form).getByLabelText('Store name') as HTMLInputElement).value).toBe(demoStore().storeName);
    fill(form, 'Store name', 'Adaeze Styles Lagos');
    await within(form).findByRole('option', { name: 'Oyo' });
    fill(form, 'State', 'Oyo');
    const city = await within(form).findByRole('option', { name: 'Ibadan' });
    fill(form, 'City', city.getAttribute('value') ?? 'Ibadan');
    fill(form, 'Street', '5 Ring Road');
    fill(form, 'TikTok', '@adaezestyles');
    fireEvent.click(within(form).getByRole('button', { name: 'Save store profile' }));

    // The toast area ('Successfully added store profile.') is the app's frame, not rendered here.
    await waitFor(() =>
      expect(demoStore()).toMatchObject({
        storeName: 'Adaeze Styles Lagos',
        shippingLocation: { street: '5 Ring Road', city: 'Ibadan', state: 'Oyo' },
      }),
    );
    expect(demoStore().socials?.tiktok).toBe('@adaezestyles');
    const address = screen.getByRole('region', { name: 'Shipping address' });
    await within(address).findByText('5 Ring Road, Ibadan, Oyo, Nigeria');
  });

  it('turns pay on delivery off and on with the "Accept pay on delivery" switch, saved with the profile', async () => {
    await signInAt('/merchant/store', 'merchant@demo.test');
    const form = await screen.findByRole('form', { name: 'Store profile' });
    const accept = within(form).getByRole('switch', { name: 'Accept pay on delivery' }) as HTMLInputElement;
    expect(accept.checked).toBe(true);
    expect(accept.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(accept);
    expect(accept.checked).toBe(false);
    // Not saved until the profile is.
    expect(demoStore().acceptsPayOnDelivery).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'Save store profile' }));
    await waitFor(() => expect(demoStore().acceptsPayOnDelivery).toBe(false));
    // The form (shown again from the saved profile) has the saved choice; turned back on and saved, the
    // store accepts it again.
    const saved = await screen.findByRole('form', { name: 'Store profile' });
    const save = await within(saved).findByRole('button', { name: 'Save store profile' });
    const again = within(saved).getByRole('switch', { name: 'Accept pay on delivery' }) as HTMLInputElement;
    expect(again.checked).toBe(false);
    fireEvent.click(again);
    fireEvent.click(save);
    await waitFor(() => expect(demoStore().acceptsPayOnDelivery).toBe(true));
  });

  it('uploads a logo, refuses a file that is not an image whatever its name, and saves the hosted URL', async () => {
    await signInAt('/merchant/store', 'merchant@demo.test');
    const form = await screen.findByRole('form', { name: 'Store profile' });
    const remove = within(form).queryByRole('button', { name: 'Remove image 1' });
    if (remove) fireEvent.click(remove);
    const picker = within(form).getByLabelText('Logo') as HTMLInputElement;
    fireEvent.change(picker, {
      target: { files: [new File(['not an image'], 'logo.png', { type: 'image/png' })] },
    });
    expect(await within(form).findByRole('alert')).toHaveProperty(
      'textContent',
      'logo.png is not an image: JPEG, PNG, WebP or GIF files only',
    );
    fireEvent.change(picker, { target: { files: [pngFile('logo.png')] } });
    const shown = await within(form).findByRole('img', { name: 'Logo, 1 of 1' });
    expect(shown.getAttribute('src')).toMatch(/\/sandbox-assets\/media\/\d+\/logo\.png$/);
    fireEvent.click(within(form).getByRole('button', { name: 'Save store profile' }));
    await waitFor(() => expect(demoStore().logo).toBe(shown.getAttribute('src')));
  });

  it('applies to a hub after the confirmation and shows the application waiting', async () => {
    table<StoreRow>('stores').update(demoStore().id, { hubId: null });
    await signInAt('/merchant/store', 'merchant@demo.test');
    const hub = await screen.findByRole('region', { name: 'Hub' });
    await within(hub).findByText(/belongs to no hub yet/);
    const select = within(hub).getByLabelText('Hub to join') as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBeGreaterThan(1));
    // Each hub reads as its name and address, never "[object Object]".
    const options = [...select.options].slice(1).map((o) => o.textContent ?? '');
    expect(options.every((text) => !text.includes('[object') && /, .+, /.test(text))).toBe(true);
    fireEvent.change(select, { target: { value: (select.options[1] as HTMLOptionElement).value } });
    fireEvent.click(within(hub).getByRole('button', { name: 'Apply to this hub' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).not.toContain('[object');
    expect(dialog.textContent).toContain(options[0]?.split(', ').slice(1).join(', '));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(hub).findByText(/waiting for an admin/)).toBeTruthy();
    const applications = table<{ storeId: number; status: string }>('hubApplications').all();
    expect(applications.some((a) => a.storeId === demoStore().id && a.status === 'pending')).toBe(true);
  });

  it('shows an application still waiting after a reload, and offers no second one', async () => {
    const hubs = table<{ id: number; isActive: boolean }>('hubs').all();
    const store = demoStore();
    const other = hubs.find((h) => h.id !== store.hubId && h.isActive) as { id: number };
    (ctx.sandbox.db as unknown as { table(n: string): { insert(row: object): unknown } })
      .table('hubApplications')
      .insert({
        storeId: store.id,
        hubId: other.id,
        status: 'pending',
        createdAt: '2026-10-30T10:00:00.000Z',
        updatedAt: '2026-10-30T10:00:00.000Z',
      });
    await signInAt('/merchant/store', 'merchant@demo.test');
    const hub = await screen.findByRole('region', { name: 'Hub' });
    expect(await within(hub).findByText(/is waiting for an admin/)).toBeTruthy();
    expect(within(hub).queryByRole('button', { name: 'Apply to this hub' })).toBeNull();
  });

  it("shows an admin's rejections with their reasons; saving the profile sends the store back for review", async () => {
    const store = demoStore();
    const reason = 'The proof of address is unreadable; upload a recent utility bill.';
    table<StoreRow>('stores').update(store.id, { rejectionReason: reason });
    const other = table<{ id: number; isActive: boolean }>('hubs')
      .all()
      .find((h) => h.id !== store.hubId && h.isActive) as { id: number };
    (ctx.sandbox.db as unknown as { table(n: string): { insert(row: object): unknown } })
      .table('hubApplications')
      .insert({
        storeId: store.id,
        hubId: other.id,
        status: 'rejected',
        rejectionReason: 'That hub is full until January.',
        createdAt: '2026-10-30T10:00:00.000Z',
        updatedAt: '2026-10-31T10:00:00.000Z',
      });
    await signInAt('/merchant/store', 'merchant@demo.test');
    const approval = await screen.findByRole('region', { name: 'Approval' });
    expect(await within(approval).findByText(reason)).toBeTruthy();
    expect(within(approval).getByText('Rejected')).toBeTruthy();
    const hub = screen.getByRole('region', { name: 'Hub' });
    expect((await within(hub).findByText(/was not approved/)).textContent).toContain(
      'That hub is full until January. You may apply again.',
    );
    // A rejected application does not stop another one.
    expect(within(hub).getByRole('button', { name: 'Apply to this hub' })).toBeTruthy();

    const form = await screen.findByRole('form', { name: 'Store profile' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save store profile' }));
    await waitFor(() => expect(within(approval).queryByText(reason)).toBeNull());
    expect((demoStore() as StoreRow & { rejectionReason?: string }).rejectionReason).toBeUndefined();
  });

  it("shows the profile's failure with a way to try again", async () => {
    ctx.sandbox.faults.set('getStoreProfile', { status: 500, message: 'Profiles are down', times: 1 });
    await signInAt('/merchant/store', 'merchant@demo.test');
    const alert = (await screen.findByText('Profiles are down')).closest('[role="alert"]') as HTMLElement;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Store profile' })).toBeTruthy();
  });
});
