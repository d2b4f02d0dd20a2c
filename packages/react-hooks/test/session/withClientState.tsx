// Test support for the session and state hooks: the marketplace provider (fresh SWR cache) and the
// client-state provider around a hook.
import type { MarketplaceClient } from '@marketplace/sdk';
import { type RenderHookOptions, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { SWRConfiguration } from 'swr';
import type { MarketplaceMessage } from '../../src/core/MarketplaceContext';
import { MarketplaceProvider } from '../../src/core/MarketplaceProvider';
import { ClientStateProvider } from '../../src/state/ClientStateProvider';
import type { ClientStore } from '../../src/state/createClientStore';
import { createClientStore } from '../../src/state/createClientStore';
import { createMemoryStorage } from '../../src/state/createMemoryStorage';

/** A client store on memory storage that reports to nobody (tests that check reports pass their own). */
export function memoryStore(): ClientStore {
  return createClientStore({ storage: createMemoryStorage(), onError: () => {} });
}

/** renderHook inside MarketplaceProvider (its own SWR cache) and ClientStateProvider. */
export function renderWithSession<Result, Props>(
  hook: (props: Props) => Result,
  client: MarketplaceClient,
  store: ClientStore,
  options: Omit<RenderHookOptions<Props>, 'wrapper'> & { onMessage?: (m: MarketplaceMessage) => void } = {},
) {
  const { onMessage, ...rest } = options;
  const swr = { provider: () => new Map(), dedupingInterval: 0 };
  return renderHook(hook, {
    ...rest,
    wrapper: ({ children }: { children: ReactNode }) => (
      <SessionProviders client={client} store={store} onMessage={onMessage} swr={swr}>
        {children}
      </SessionProviders>
    ),
  });
}

function SessionProviders(props: {
  client: MarketplaceClient;
  store: ClientStore;
  onMessage: ((m: MarketplaceMessage) => void) | undefined;
  swr: SWRConfiguration;
  children: ReactNode;
}) {
  return (
    <MarketplaceProvider client={props.client} onMessage={props.onMessage} swr={props.swr}>
      <ClientStateProvider store={props.store}>{props.children}</ClientStateProvider>
    </MarketplaceProvider>
  );
}

/** Removes every cookie of the page (jsdom keeps them across tests). */
export function clearCookies(): void {
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0]?.trim())) {
    // biome-ignore lint/suspicious/noDocumentCookie: tests inspect the very cookies the SDK writes
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

/** The value of a cookie of the page, or undefined. */
export function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}
