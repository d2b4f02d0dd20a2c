import type { ComponentType } from 'react';

/** A lazily loaded module: its exports by name. */
export type LazyModule = Record<string, unknown>;

/**
 * A route's `lazy` that loads a module and shows one of its exports (with fixed props, when given).
 *
 * @example
 * { path: 'cart', lazy: lazyScreen(() => import('../roles/storefront/screens'), 'CartScreen') }
 */
export const lazyScreen =
  <M extends LazyModule>(load: () => Promise<M>, name: keyof M & string, props?: Record<string, unknown>) =>
  async () => {
    const module = await load();
    const Component = module[name] as ComponentType<Record<string, unknown>>;
    return { Component: props ? () => <Component {...props} /> : Component };
  };
