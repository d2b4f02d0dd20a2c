// Starts Prism (an independent mock and validator of OpenAPI documents) on 127.0.0.1 for one host's
// bundled contract. Used by the contract smoke test and the SDK's contract tests.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadContracts } from './contract.mjs';

const root = new URL('../../', import.meta.url).pathname;
const require = createRequire(import.meta.url);

/** Writes each host's bundled document to specs/.bundled/<host>.json and returns the paths. */
export async function writeBundles() {
  const docs = await loadContracts();
  const dir = `${root}specs/.bundled`;
  mkdirSync(dir, { recursive: true });
  const files = {};
  for (const [host, doc] of Object.entries(docs)) {
    files[host] = `${dir}/${host}.json`;
    writeFileSync(files[host], JSON.stringify(doc));
  }
  return files;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs `prism mock` (or `prism proxy` when `upstream` is given) on a free loopback port.
 * Resolves once Prism says it is listening; `stop()` ends it.
 */
export async function startPrism(file, { upstream, errors = true } = {}) {
  const port = await freePort();
  const bin = require.resolve('@stoplight/prism-cli/dist/index.js');
  const args = upstream
    ? [bin, 'proxy', file, upstream, '-h', '127.0.0.1', '-p', String(port), '--errors']
    : [bin, 'mock', file, '-h', '127.0.0.1', '-p', String(port), ...(errors ? ['--errors'] : [])];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start in 60 s:\n${log}`)), 60_000);
    const onData = (chunk) => {
      log += chunk;
      if (log.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code}:\n${log}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    log: () => log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
