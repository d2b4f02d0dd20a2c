import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chooseDeliveryState,
  DELIVERY_STATE_KEY,
  readDeliveryState,
  subscribeDeliveryState,
} from '../../src/delivery/deliveryStateStorage';

afterEach(() => {
  vi.restoreAllMocks();
  chooseDeliveryState(null);
  localStorage.clear();
});

describe('the delivery state chosen on this device', () => {
  it('is kept trimmed under its own key, read back, told to subscribers once per change, and forgotten when blank', () => {
    const heard = vi.fn();
    const stop = subscribeDeliveryState(heard);
    expect(readDeliveryState()).toBeNull();
    chooseDeliveryState('  Oyo ');
    expect(localStorage.getItem(DELIVERY_STATE_KEY)).toBe('Oyo');
    expect(readDeliveryState()).toBe('Oyo');
    chooseDeliveryState('Oyo');
    expect(heard).toHaveBeenCalledTimes(1);
    chooseDeliveryState(' ');
    expect(localStorage.getItem(DELIVERY_STATE_KEY)).toBeNull();
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    chooseDeliveryState('Kano');
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('reads a stored value that is not a state name (blank, too long) as nothing chosen', () => {
    localStorage.setItem(DELIVERY_STATE_KEY, '   ');
    expect(readDeliveryState()).toBeNull();
    localStorage.setItem(DELIVERY_STATE_KEY, 'x'.repeat(65));
    expect(readDeliveryState()).toBeNull();
  });

  it('keeps the choice in memory when storage refuses the write, and hears other tabs', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    chooseDeliveryState('Lagos');
    expect(readDeliveryState()).toBe('Lagos');
    vi.restoreAllMocks();
    chooseDeliveryState(null);

    const heard = vi.fn();
    const stop = subscribeDeliveryState(heard);
    window.dispatchEvent(new StorageEvent('storage', { key: DELIVERY_STATE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });
});
