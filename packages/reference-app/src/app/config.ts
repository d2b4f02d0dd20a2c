/** Where the app's four hosts are, from the environment. */
export interface AppConfig {
  hosts: { main: string; shipping: string; themes: string; provider: string };
  /** True when no API URL is configured: the app runs on the in-browser sandbox. */
  useSandbox: boolean;
  /** Where errors are reported (a DSN-like URL); the console when absent. */
  errorReportingUrl: string | undefined;
}

/** The environment variables the app reads (VITE_API_MAIN, VITE_API_SHIPPING, ...). */
type Env = Readonly<Record<string, string | boolean | undefined>>;

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value.trim() : '');

/**
 * Reads the configuration: set VITE_API_MAIN (and the other hosts) to point the app at real servers;
 * without it, the app runs on the sandbox in the browser, on same-origin paths.
 *
 * @example
 * readConfig({ VITE_API_MAIN: 'https://api.example.com/api/v1' }).useSandbox; // false
 */
export function readConfig(env: Env): AppConfig {
  const main = text(env.VITE_API_MAIN);
  return {
    useSandbox: !main,
    hosts: {
      main: main || '/api/v1',
      shipping: text(env.VITE_API_SHIPPING) || '/shipping',
      themes: text(env.VITE_API_THEMES) || '/themes',
      provider: text(env.VITE_API_PROVIDER) || '/provider',
    },
    errorReportingUrl: text(env.VITE_ERROR_REPORTING_URL) || undefined,
  };
}
