// Issue 11 §3: the search box is debounced: one search when typing pauses, none after unmount.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../../src/kit/SearchBox';

function Controlled({ onChange, initial = '' }: { onChange(value: string): void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SearchBox
        label="Search orders"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button" onClick={() => setValue('from the link')}>
        Load link
      </button>
    </>
  );
}

const field = () => screen.getByLabelText('Search orders') as HTMLInputElement;
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SearchBox', () => {
  it('sends one search 300 ms after the last keystroke, trimmed', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    type('a');
    act(() => vi.advanceTimersByTime(200));
    type('ad');
    act(() => vi.advanceTimersByTime(200));
    type('ada ');
    act(() => vi.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('ada');
    // The parent's echo of "ada" does not strip the space being typed.
    expect(field().value).toBe('ada ');
  });

  it('searches at once on Enter, and not again when the pause ends', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    type('bolt');
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('bolt');
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('clears at once with the Clear button', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} initial="shoes" />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search orders' }));
    expect(onChange).toHaveBeenCalledWith('');
    expect(field().value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear search orders' })).toBeNull();
  });

  it('takes a value from outside and drops the pending search', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    type('half typed');
    fireEvent.click(screen.getByRole('button', { name: 'Load link' }));
    expect(field().value).toBe('from the link');
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('sends nothing after it unmounts', () => {
    const onChange = vi.fn();
    const { unmount } = render(<Controlled onChange={onChange} />);
    type('gone');
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('honours delayMs', () => {
    const onChange = vi.fn();
    render(<SearchBox label="Search orders" value="" onChange={onChange} delayMs={50} />);
    type('x');
    act(() => vi.advanceTimersByTime(50));
    expect(onChange).toHaveBeenCalledWith('x');
  });
});
