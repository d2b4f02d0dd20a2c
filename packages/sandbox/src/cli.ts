// `npx marketplace-sandbox` (`pnpm sandbox` in the repository): the sandbox as an HTTP server on 127.0.0.1
// for any front end. `--help` lists the options.
import { CLI_USAGE, type CliOptions, CliUsageError, parseCliArgs } from './cli/parseCliArgs';
import { createFilePersistence } from './createFilePersistence';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { PortInUseError, type SandboxHttpServer, startSandboxHttpServer } from './node';

let options: CliOptions;
try {
  options = parseCliArgs(process.argv.slice(2), process.env);
} catch (error) {
  if (!(error instanceof CliUsageError)) throw error;
  console.error(`marketplace-sandbox: ${error.message}\n\n${CLI_USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(CLI_USAGE);
  process.exit(0);
}

let running: SandboxHttpServer;
try {
  running = await startSandboxHttpServer({
    port: options.port,
    host: options.host,
    seed: options.seed,
    now: options.now,
    appUrl: options.appUrl,
    persist: options.data ? createFilePersistence(options.data) : undefined,
    onError: (error) =>
      console.error(
        `[sandbox] ${options.data ?? 'state'}: ${error instanceof Error ? error.message : error}${
          options.data ? ' (starting from the seed data; the next change overwrites the file)' : ''
        }`,
      ),
  });
} catch (error) {
  if (!(error instanceof PortInUseError)) throw error;
  console.error(`marketplace-sandbox: ${error.message}`);
  process.exit(1);
}
console.log(`Marketplace sandbox on ${running.origin} (seed ${options.seed}${
  options.now ? `, clock fixed at ${options.now.toISOString()}` : ''
}${options.data ? `, state in ${options.data}` : ''})
  main API       ${running.hosts.main}
  shipping API   ${running.hosts.shipping}
  themes host    ${running.hosts.themes}
  card provider  ${running.hosts.provider}
  outbox         ${running.origin}/sandbox/emails?to=<email>  (links lead to ${running.sandbox.appUrl})
Faults on demand: send the header  x-sandbox-fault: status=503  (or latency=800, success-false, network, malformed)
Demo accounts (password ${DEMO_ACCOUNTS[0]?.password}):
${DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(24)} ${a.accountType}`).join('\n')}
Ctrl+C to stop.`);
const stop = () => running.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
