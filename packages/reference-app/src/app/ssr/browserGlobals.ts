import type { MarketplaceFallback } from '@marketplace/react-hooks';
import type { AppConfig } from '../config';

/**
 * What the server tells the browser about where the API is (`window.__APP_CONFIG__`), read at run time
 * from its environment: one build serves any host.
 */
export interface BrowserConfig {
  hosts: AppConfig['hosts'];
  /** The sandbox runs in the server's process (same origin): the browser starts no sandbox of its own. */
  sandbox: boolean;
  /** Where errors are reported; the console when absent. */
  errorReportingUrl?: string;
}

declare global {
  interface Window {
    /** Set by the app's server (server/app.mjs) on every page it sends. */
    __APP_CONFIG__?: BrowserConfig;
    /** The answers the server rendered the page with: the hooks' fallback for hydration. */
    __MARKETPLACE_FALLBACK__?: MarketplaceFallback;
  }
}

/**
 * `value` as JSON that is safe inside an inline `<script>`: `<` (so no `</script>` or `<!--`) and the
 * line separators JavaScript reads as line ends are escaped.
 *
 * @example
 * `<script>window.x = ${serializeForScript({ name: '</script>' })}</script>`;
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The inline scripts of a page the server sends: the browser's config, and, on a server-rendered page,
 * the answers it was rendered with.
 *
 * @example
 * ssrScripts({ config: { hosts, sandbox: true }, fallback });
 */
export function ssrScripts(args: { config: BrowserConfig; fallback?: MarketplaceFallback }): string {
  const fallback = args.fallback
    ? `window.__MARKETPLACE_FALLBACK__=${serializeForScript(args.fallback)};`
    : '';
  return `<script>window.__APP_CONFIG__=${serializeForScript(args.config)};${fallback}</script>`;
}
