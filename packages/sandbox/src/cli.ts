// `pnpm sandbox`: the sandbox as an HTTP server on 127.0.0.1 for any front end.
import { DEMO_ACCOUNTS } from './demoAccounts';
import { startSandboxHttpServer } from './node';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const port = Number(arg('port') ?? process.env.SANDBOX_PORT ?? 4000);
const seed = Number(arg('seed') ?? process.env.SANDBOX_SEED ?? 1);

const running = await startSandboxHttpServer({ port, seed });
console.log(`Marketplace sandbox on ${running.origin} (seed ${seed})
  main API       ${running.hosts.main}
  shipping API   ${running.hosts.shipping}
  themes host    ${running.hosts.themes}
  card provider  ${running.hosts.provider}
Faults on demand: send the header  x-sandbox-fault: status=503  (or latency=800, success-false, network, malformed)
Demo accounts (password ${DEMO_ACCOUNTS[0]?.password}):
${DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(24)} ${a.accountType}`).join('\n')}
Ctrl+C to stop.`);
const stop = () => running.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
