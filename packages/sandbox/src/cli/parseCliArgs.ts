import { parseArgs } from 'node:util';

/** The CLI's usage text, printed by `--help` and after a usage error. */
export const CLI_USAGE = `Usage: marketplace-sandbox [options]

Serves the marketplace sandbox over HTTP on 127.0.0.1 for any front end.

Options:
  --port <n>        port to listen on (default 4000, or SANDBOX_PORT; 0 picks a free one)
  --host <address>  address to listen on (default 127.0.0.1)
  --seed <n>        seed of the seed data (default 1, or SANDBOX_SEED); the same seed gives the same data
  --now <date>      fix the clock at this ISO date, e.g. 2026-11-01T09:00:00Z (default: the real time)
  --data <file>     keep the state in this JSON file across restarts (written atomically; a corrupt
                    file is reported and the seed data used instead)
  --app-url <url>   base of the links in the emails the sandbox sends (default http://127.0.0.1:5173,
                    the reference app); the outbox is at GET /sandbox/emails?to=<email>
  -h, --help        print this help and exit`;

/** A command line the CLI cannot run: the message says which option is wrong. */
export class CliUsageError extends Error {
  override name = 'CliUsageError';
}

/** What the command line asks for. */
export interface CliOptions {
  help: boolean;
  port: number;
  host: string;
  seed: number;
  now?: Date;
  data?: string;
  appUrl?: string;
}

/**
 * Reads the CLI's options from its arguments (and `SANDBOX_PORT`/`SANDBOX_SEED`), refusing unknown
 * options and values that are not what they should be.
 *
 * @example
 * parseCliArgs(['--port', '4100', '--now', '2026-11-01T09:00:00Z']); // { port: 4100, now: Date, ... }
 */
export function parseCliArgs(
  args: readonly string[],
  env: Record<string, string | undefined> = {},
): CliOptions {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        seed: { type: 'string' },
        now: { type: 'string' },
        data: { type: 'string' },
        'app-url': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new CliUsageError((error as Error).message);
  }
  const port = integer('--port', (values.port as string | undefined) ?? (env.SANDBOX_PORT || '4000'));
  if (port > 65_535) throw new CliUsageError(`--port must be a port number (0-65535), not ${port}`);
  const seed = integer('--seed', (values.seed as string | undefined) ?? (env.SANDBOX_SEED || '1'));
  const options: CliOptions = {
    help: values.help === true,
    port,
    host: (values.host as string | undefined) ?? '127.0.0.1',
    seed,
  };
  if (typeof values.now === 'string') {
    const now = new Date(values.now);
    if (Number.isNaN(now.getTime())) {
      throw new CliUsageError(`--now must be an ISO date such as 2026-11-01T09:00:00Z, not "${values.now}"`);
    }
    options.now = now;
  }
  if (typeof values.data === 'string') {
    if (!values.data) throw new CliUsageError('--data needs a file name');
    options.data = values.data;
  }
  const appUrl = values['app-url'];
  if (typeof appUrl === 'string') {
    if (!URL.canParse(appUrl)) {
      throw new CliUsageError(
        `--app-url must be an absolute URL such as http://127.0.0.1:5173, not "${appUrl}"`,
      );
    }
    options.appUrl = appUrl;
  }
  return options;
}

function integer(flag: string, text: string): number {
  if (!/^\d+$/.test(text)) throw new CliUsageError(`${flag} must be a whole number, not "${text}"`);
  return Number(text);
}
