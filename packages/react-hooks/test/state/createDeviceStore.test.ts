import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeviceStore } from '../../src/state/createDeviceStore';

const KEY = 'test.deviceStore';
const numbers = () =>
  createDeviceStore<readonly number[]>(KEY, {
    parse: (raw) => {
      const value: unknown = JSON.parse(raw);
      return Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];
    },
    serialize: (list) => (list.length === 0 ? null : JSON.stringify(list)),
    empty: [],
  });

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('a value kept on this device under its own key', () => {
  it('reads the same object while the stored text is unchanged, and a new one when another tab changed it', () => {
    const store = numbers();
    store.write([1, 2]);
    const first = store.read();
    expect(first).toEqual([1, 2]);
    expect(store.read()).toBe(first);
    localStorage.setItem(KEY, '[3]');
    expect(store.read()).toEqual([3]);
  });

  it('removes its key for the empty value, and reads nothing stored as the empty value', () => {
    const store = numbers();
    store.write([1]);
    store.write([]);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(store.read()).toEqual([]);
  });

  it('keeps the value in memory when storage is blocked outright (reading localStorage throws)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const store = numbers();
    const heard = vi.fn();
    store.subscribe(heard);
    expect(store.read()).toEqual([]);
    store.write([7]);
    expect(store.read()).toEqual([7]);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
