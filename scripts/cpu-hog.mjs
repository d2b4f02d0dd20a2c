#!/usr/bin/env node
// Keeps every core busy while a command runs, as a loaded CI machine does (issue 20: the test command
// must pass whatever the machine's speed). One `node -e` busy loop per core at the default priority
// (nice 0), stopped by PID when the command ends, however it ends.
//
//   node scripts/cpu-hog.mjs bash .ci/run          # the CI run under load
//   node scripts/cpu-hog.mjs --cores 1 pnpm test   # one busy core only
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * Starts `cores` busy loops and returns the function that stops them.
 *
 * @example
 * const stop = startCpuHog(2);
 * try { await work(); } finally { stop(); }
 */
export function startCpuHog(cores = availableParallelism()) {
  const hogs = Array.from({ length: cores }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  const stop = () => {
    for (const hog of hogs) if (hog.exitCode === null && hog.signalCode === null) hog.kill('SIGKILL');
  };
  process.once('exit', stop);
  console.log(`CPU hog: ${cores} busy loop(s), PIDs ${hogs.map((hog) => hog.pid).join(', ')}`);
  return stop;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  let cores = availableParallelism();
  if (args[0] === '--cores') {
    cores = Number(args[1]);
    args.splice(0, 2);
  }
  if (args.length === 0 || !Number.isInteger(cores) || cores < 1) {
    console.error('usage: node scripts/cpu-hog.mjs [--cores N] <command> [args...]');
    process.exit(2);
  }
  const stop = startCpuHog(cores);
  const child = spawn(args[0], args.slice(1), { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      child.kill(signal);
      stop();
      process.exit(130);
    });
  }
  child.on('exit', (code, signal) => {
    stop();
    process.exit(code ?? (signal ? 1 : 0));
  });
}
