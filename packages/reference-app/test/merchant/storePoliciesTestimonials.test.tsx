// The store's policies and testimonials through the app's routes, against a fresh sandbox per test: the
// lists, adding and editing each, a required field named before anything is sent, the empty lists, and a
// list's failure with a way to try again.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

const ctx = sandboxFixture();

interface Row {
  id: number;
  merchantId?: number;
  email?: string;
  title?: string;
  description?: string;
  name?: string;
  message?: string;
  rating?: number;
}

const table = (name: string) =>
  (ctx.sandbox.db as unknown as { table(n: string): { all(): Row[]; delete(id: number): boolean } }).table(
    name,
  );

const merchantId = () =>
  table('users')
    .all()
    .find((u) => u.email === 'merchant@demo.test')?.id;
const mine = (name: string) =>
  table(name)
    .all()
    .filter((r) => r.merchantId === merchantId());

function fill(scope: HTMLElement, label: RegExp, value: string): void {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

describe('PoliciesScreen', () => {
  it('adds a policy, naming a missing title first, and edits it', async () => {
    await signInAt('/merchant/store/policies', 'merchant@demo.test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Policies' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Add policy' }));
    const form = await screen.findByRole('form', { name: 'New policy' });
    fill(form, /^What it covers/, 'Return policy');
    fill(form, /^Policy text/, 'Exchange unworn items within 10 days.');
    fireEvent.click(within(form).getByRole('button', { name: 'Add policy' }));
    expect(await within(form).findAllByText('Title is required')).not.toHaveLength(0);
    expect(ctx.requests.some((r) => r.method === 'POST' && r.path.endsWith('/merchantPolicy'))).toBe(false);

    fill(form, /^Title/, 'Exchanges within 10 days');
    fireEvent.click(within(form).getByRole('button', { name: 'Add policy' }));
    const list = await screen.findByRole('list', { name: 'Your policies' });
    await within(list).findByRole('heading', { name: 'Exchanges within 10 days' });
    expect(mine('policies').some((p) => p.title === 'Exchanges within 10 days')).toBe(true);

    fireEvent.click(within(list).getByRole('button', { name: 'Edit Exchanges within 10 days' }));
    const edit = await screen.findByRole('form', { name: 'Edit Exchanges within 10 days' });
    fill(edit, /^Policy text/, 'Exchange unworn items within 14 days.');
    fireEvent.click(within(edit).getByRole('button', { name: 'Save policy' }));
    await within(list).findByText('Exchange unworn items within 14 days.');
    expect(mine('policies').find((p) => p.title === 'Exchanges within 10 days')?.description).toBe(
      'Exchange unworn items within 14 days.',
    );
  });

  it('says when there is no policy yet', async () => {
    for (const policy of mine('policies')) table('policies').delete(policy.id);
    await signInAt('/merchant/store/policies', 'merchant@demo.test');
    expect(await screen.findByText('No policies yet')).toBeTruthy();
  });

  it("shows the list's failure with a way to try again", async () => {
    ctx.sandbox.faults.set('getMerchantPolicies', { status: 500, message: 'Policies are down', times: 1 });
    await signInAt('/merchant/store/policies', 'merchant@demo.test');
    const alert = (await screen.findByText('Policies are down')).closest('[role="alert"]') as HTMLElement;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('Policies are down')).toBeNull());
  });
});

describe('TestimonialsScreen', () => {
  it('adds a testimonial with a rating and edits it', async () => {
    await signInAt('/merchant/store/testimonials', 'merchant@demo.test');
    fireEvent.click(await screen.findByRole('button', { name: 'Add testimonial' }));
    const form = await screen.findByRole('form', { name: 'New testimonial' });
    fill(form, /^Customer's name/, 'Bisi Adebayo');
    fill(form, /^Title or town/, 'Customer, Yaba');
    fill(form, /^Rating/, '5');
    fill(form, /^What they said/, 'The ankara dress fit perfectly.');
    fireEvent.click(within(form).getByRole('button', { name: 'Add testimonial' }));
    const list = await screen.findByRole('list', { name: 'Your testimonials' });
    await within(list).findByRole('heading', { name: 'Bisi Adebayo' });
    expect(mine('testimonials').find((t) => t.name === 'Bisi Adebayo')).toMatchObject({
      rating: 5,
      message: 'The ankara dress fit perfectly.',
    });

    fireEvent.click(within(list).getByRole('button', { name: 'Edit the testimonial of Bisi Adebayo' }));
    const edit = await screen.findByRole('form', { name: 'Edit the testimonial of Bisi Adebayo' });
    fill(edit, /^Rating/, '4');
    fireEvent.click(within(edit).getByRole('button', { name: 'Save testimonial' }));
    await waitFor(() => expect(mine('testimonials').find((t) => t.name === 'Bisi Adebayo')?.rating).toBe(4));
    const card = within(list).getByRole('article', { name: 'Bisi Adebayo' });
    await within(card).findByText(/Customer, Yaba · 4 out of 5/);
  });

  it('keeps what was typed when the server refuses the testimonial', async () => {
    ctx.sandbox.faults.set('createMerchantTestimonial', { status: 500, message: 'Testimonials are down' });
    await signInAt('/merchant/store/testimonials', 'merchant@demo.test');
    fireEvent.click(await screen.findByRole('button', { name: 'Add testimonial' }));
    const form = await screen.findByRole('form', { name: 'New testimonial' });
    fill(form, /^Customer's name/, 'Bisi Adebayo');
    fill(form, /^What they said/, 'Lovely.');
    fireEvent.click(within(form).getByRole('button', { name: 'Add testimonial' }));
    expect(await within(form).findByText('Testimonials are down')).toBeTruthy();
    expect((within(form).getByLabelText(/^Customer's name/) as HTMLInputElement).value).toBe('Bisi Adebayo');
  });
});
