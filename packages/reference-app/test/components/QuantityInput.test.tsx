// Issue 9 §3: quantity inputs accept whole numbers only, from 1 to the stock, and say so beside the control.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityInput } from '../../src/components/QuantityInput';

function Controlled({ onChange, max = 5 }: { onChange(n: number): void; max?: number }) {
  const [value, setValue] = useState(2);
  return (
    <QuantityInput
      label="Quantity"
      value={value}
      max={max}
      onChange={(n) => {
        setValue(n);
        onChange(n);
      }}
    />
  );
}

function type(value: string) {
  const field = screen.getByLabelText('Quantity') as HTMLInputElement;
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
  return field;
}

afterEach(cleanup);

describe('QuantityInput', () => {
  it.each(['1e3', '1.5', '-2', '0', '2e0'])('refuses %s: the field goes back and says why', (typed) => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    expect(type(typed).value).toBe('2');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Enter a whole number from 1 to 5');
  });

  it('cuts a quantity over the stock to the stock, and says so beside the control', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    expect(type('1000').value).toBe('5');
    expect(onChange).toHaveBeenCalledWith(5);
    expect(screen.getByRole('status').textContent).toBe('Only 5 available');
    expect(screen.getByLabelText('Quantity').getAttribute('aria-describedby')).toBe(
      screen.getByRole('status').id,
    );
    // A valid quantity clears the note.
    type('3');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('takes whole numbers as they are', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    type('4');
    expect(onChange).toHaveBeenCalledWith(4);
  });
});
