import { TEST_HOSTS } from '@marketplace/sandbox/node';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { NAME_TOO_LONG, PHONE_MESSAGE } from '../../src/components/personRules';
import { renderApp, setupSandbox } from './support';

const ctx = setupSandbox();

async function contactForm() {
  renderApp('/contact');
  return screen.findByRole('form', { name: 'Contact us' });
}

function fill(form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  }
}

describe('ContactScreen', () => {
  it('checks the fields on the client before sending', async () => {
    const form = await contactForm();
    fill(form, { 'Your name': '   ', 'Email address': 'ada@', 'Phone number (optional)': 'call me' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send message' }));

    expect(await within(form).findByText('Your name is required')).toBeTruthy();
    expect(within(form).getByText('Enter a valid email address, like name@example.com')).toBeTruthy();
    expect(within(form).getByText(PHONE_MESSAGE)).toBeTruthy();
    expect(within(form).getByText('Message is required')).toBeTruthy();
    const email = within(form).getByLabelText('Email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain('-error');
    expect(ctx.requestsTo('/contact-us/contact-us')).toHaveLength(0);
  });

  it('takes names of at most 100 characters and Nigerian phone numbers, as every form does', async () => {
    const form = await contactForm();
    fill(form, { 'Your name': 'A'.repeat(101), 'Phone number (optional)': '+1 555 123 4567' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText(NAME_TOO_LONG)).toBeTruthy();
    expect(within(form).getByText(PHONE_MESSAGE)).toBeTruthy();
    expect(ctx.requestsTo('/contact-us/contact-us')).toHaveLength(0);
  });

  it('sends the message and confirms it', async () => {
    const form = await contactForm();
    fill(form, {
      'Your name': ' Ada Obi ',
      'Email address': 'ada@example.com',
      'Subject (optional)': 'Delivery',
      Message: 'When will my order arrive?',
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeTruthy();
    expect(
      screen.getByText('Thank you, Ada Obi. We have your message and will reply to ada@example.com.'),
    ).toBeTruthy();
    const [sent] = ctx.requestsTo('/contact-us/contact-us');
    expect(await sent?.json()).toEqual({
      fullName: 'Ada Obi',
      email: 'ada@example.com',
      subject: 'Delivery',
      message: 'When will my order arrive?',
    });
    // The success message also reaches the toast area, through the hooks.
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText(/sent|received/i)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    const again = await screen.findByRole('form', { name: 'Contact us' });
    expect((within(again).getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the server’s 422 messages beside their fields', async () => {
    ctx.server.use(
      http.post(`${TEST_HOSTS.main}/contact-us/contact-us`, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Validation failed',
            errors: [{ field: 'email', message: 'We cannot deliver mail to this address' }],
          },
          { status: 422 },
        ),
      ),
    );
    const form = await contactForm();
    fill(form, { 'Your name': 'Ada Obi', 'Email address': 'ada@example.com', Message: 'Hello' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('We cannot deliver mail to this address')).toBeTruthy();
    expect(within(form).getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'Message sent' })).toBeNull();
  });

  it('shows a failure that is not about a field below the form', async () => {
    ctx.sandbox.faults.set('sendContactMessage', { status: 500, message: 'Mailbox is full' });
    const form = await contactForm();
    fill(form, { 'Your name': 'Ada Obi', 'Email address': 'ada@example.com', Message: 'Hello' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Mailbox is full');
  });
});
