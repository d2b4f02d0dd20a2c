import { PERSIST_KEY, PERSIST_TIMEOUT_MS } from '@marketplace/sdk';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientStateProvider } from '../../src/state/ClientStateProvider';
import { type ClientStore, createClientStore } from '../../src/state/createClientStore';
import { useClientState } from '../../src/state/useClientState';
import { usePersistGate } from '../../src/state/usePersistGate';
import { SNAPSHOT, stored } from './fixtures';

const wrapperFor =
  (store: ClientStore) =>
  ({ children }: { children: ReactNode }) => (
    <ClientStateProvider store={store}>{children}</ClientStateProvider>
  );

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('usePersistGate', () => {
  it('is open at once on localStorage, with the restored state', () => {
    localStorage.setItem(PERSIST_KEY, stored(SNAPSHOT));
    const store = createClientStore({ onError: () => {} });
    const { result } = renderHook(
      () => ({ gate: usePersistGate(), logins: useClientState((s) => s.logins) }),
      {
        wrapper: wrapperFor(store),
      },
    );
    expect(result.current.gate).toEqual({ restored: true, timedOut: false });
    expect(result.current.logins).toEqual(SNAPSHOT.logins);
    store.dispose();
  });

  it('stays closed while a slow storage restores, and opens timed out after 5000 ms', async () => {
    vi.useFakeTimers();
    const store = createClientStore({
      storage: { getItem: () => new Promise(() => {}), setItem() {}, removeItem() {} },
      onError: () => {},
    });
    const { result } = renderHook(() => usePersistGate(), { wrapper: wrapperFor(store) });
    expect(result.current).toEqual({ restored: false, timedOut: false });
    await act(() => vi.advanceTimersByTimeAsync(PERSIST_TIMEOUT_MS));
    expect(result.current).toMatchObject({ restored: true, timedOut: true });
  });

  it('throws a clear error outside ClientStateProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => usePersistGate())).toThrow(/ClientStateProvider/);
    vi.restoreAllMocks();
  });
});
