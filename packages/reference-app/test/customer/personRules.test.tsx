import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddressForm } from '../../src/components/AddressForm';
import { isNigerianPhone, NAME_TOO_LONG, PHONE_MESSAGE } from '../../src/components/personRules';

describe('isNigerianPhone', () => {
  it('takes local and international Nigerian numbers, with spaces or dashes', () => {
    for (const phone of [
      '08031234567',
      '0803 123 4567',
      '0803-123-4567',
      '+2348031234567',
      '+234 803 123 4567',
      '2349031234567',
    ])
      expect(isNigerianPhone(phone), phone).toBe(true);
  });

  it('refuses other numbers', () => {
    for (const phone of [
      '12345',
      '0803123456',
      '080312345678',
      '+1 555 123 4567',
      '+234 0803 123 4567',
      'call me',
      '0603 123 4567',
    ])
      expect(isNigerianPhone(phone), phone).toBe(false);
  });
});

describe('AddressForm, as at checkout and in the address book', () => {
  it('refuses a name over 100 characters and a phone number that is not Nigerian, beside the fields', async () => {
    const submit = vi.fn();
    render(<AddressForm onSubmit={submit} submitLabel="Add address" />);
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Full name', 'A'.repeat(101));
    fill('Phone number', '12345');
    fill('State or region', 'Lagos');
    fill('Street address', '1 Marina');
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    expect(await screen.findByText(NAME_TOO_LONG)).toBeTruthy();
    expect(screen.getByText(PHONE_MESSAGE)).toBeTruthy();
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();

    fill('Full name', 'Chiamaka Okafor');
    fill('Phone number', '0803 123 4567');
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]?.[0]).toMatchObject({
      fullName: 'Chiamaka Okafor',
      phoneNumber: '0803 123 4567',
    });
    expect(within(document.body).queryByText(PHONE_MESSAGE)).toBeNull();
  });
});
