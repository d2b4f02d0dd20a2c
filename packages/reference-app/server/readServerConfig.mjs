// The server's configuration, from its environment at run time (not at build time: one build serves any
// host). API_MAIN, API_SHIPPING, API_THEMES, API_PROVIDER: the API's hosts; without API_MAIN the sandbox
// runs in the server's process on the page's origin. ERROR_REPORTING_URL: where the browser reports errors.

const text = (value) => (typeof value === 'string' ? value.trim() : '');

/**
 * @typedef {{ main: string, shipping: string, themes: string, provider: string }} Hosts
 * @typedef {object} ServerConfig
 * @property {boolean} sandbox No API configured: the sandbox is served in-process (same origin).
 * @property {Hosts} serverHosts Where the server calls the API (absolute URLs).
 * @property {{ hosts: Hosts, sandbox: boolean, errorReportingUrl?: string }} browser What the page tells
 *   the browser (`window.__APP_CONFIG__`): same-origin paths on the sandbox, the API's URLs otherwise.
 */

/**
 * Reads the server's configuration.
 *
 * @param {NodeJS.ProcessEnv} env
 * @param {string} origin Where the server is reached (the in-process sandbox's origin).
 * @returns {ServerConfig}
 * @example
 * readServerConfig({ API_MAIN: 'https://api.example.com/api/v1' }, 'http://127.0.0.1:3000').sandbox; // false
 */
export function readServerConfig(env, origin) {
  const main = text(env.API_MAIN);
  const errorReportingUrl = text(env.ERROR_REPORTING_URL) || undefined;
  if (!main) {
    const paths = { main: '/api/v1', shipping: '/shipping', themes: '/themes', provider: '/provider' };
    return {
      sandbox: true,
      serverHosts: Object.fromEntries(
        Object.entries(paths).map(([host, path]) => [host, `${origin}${path}`]),
      ),
      browser: { hosts: paths, sandbox: true, errorReportingUrl },
    };
  }
  const hosts = {
    main,
    shipping: text(env.API_SHIPPING) || new URL('/shipping', main).href,
    themes: text(env.API_THEMES) || new URL('/themes', main).href,
    provider: text(env.API_PROVIDER) || new URL('/provider', main).href,
  };
  return { sandbox: false, serverHosts: hosts, browser: { hosts, sandbox: false, errorReportingUrl } };
}
