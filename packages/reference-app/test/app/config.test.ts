import { describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../src/app/config';
import { consoleReporter, httpReporter } from '../../src/app/errorReporter';

describe('readConfig', () => {
  it('runs on the sandbox on same-origin paths when no API is configured', () => {
    expect(readConfig({})).toEqual({
      useSandbox: true,
      hosts: { main: '/api/v1', shipping: '/shipping', themes: '/themes', provider: '/provider' },
      errorReportingUrl: undefined,
    });
  });

  it('points at real hosts from the environment', () => {
    const config = readConfig({
      VITE_API_MAIN: 'https://api.example.com/api/v1',
      VITE_API_SHIPPING: 'https://ship.example.com',
    });
    expect(config.useSandbox).toBe(false);
    expect(config.hosts.main).toBe('https://api.example.com/api/v1');
    expect(config.hosts.shipping).toBe('https://ship.example.com');
  });
});

describe('error reporting', () => {
  it('samples every trace (rate 1) and posts errors to the configured collector', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 202 }));
    const reporter = httpReporter('https://errors.example/ingest', fetchImpl as unknown as typeof fetch);
    expect(reporter.tracesSampleRate).toBe(1);
    reporter.captureException(new Error('boom'), { screen: 'cart' });
    expect(fetchImpl).toHaveBeenCalledOnce();
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://errors.example/ingest');
    expect(JSON.parse(String(init.body))).toMatchObject({ message: 'boom', context: { screen: 'cart' } });
  });

  it('falls back to the console when the collector cannot be reached', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reporter = httpReporter('https://errors.example/ingest', (async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch);
    reporter.captureException(new Error('boom'));
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(consoleReporter().tracesSampleRate).toBe(1);
    error.mockRestore();
  });
});
