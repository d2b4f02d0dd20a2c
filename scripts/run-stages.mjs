#!/usr/bin/env node
// The test command, stage by stage: runs each stage in order, stops at the first that fails, and prints
// how long each took (issue 14 asks for the time of every stage; the whole must stay under 20 minutes on
// a 2-core machine). `pnpm test` runs it; `node scripts/run-stages.mjs --list` prints the stages.
import { spawnSync } from 'node:child_process';

const app = (script) => `pnpm --filter @marketplace/reference-app ${script}`;

/** [name, command]: what `pnpm test` runs, in order. */
const STAGES = [
  ['lint', 'pnpm lint'],
  ['build', 'pnpm build'],
  ['pack test', 'pnpm test:packages'],
  ['generated files', 'pnpm gen:check'],
  ['contract tests', 'pnpm test:specs'],
  ['typecheck', 'pnpm typecheck'],
  ['sdk tests', 'pnpm --filter @marketplace/sdk test'],
  ['sandbox tests', 'pnpm --filter @marketplace/sandbox test'],
  ['hooks tests', 'pnpm --filter @marketplace/react-hooks test'],
  ['app unit tests', app('exec vitest run')],
  ['stories', app('test:stories')],
  ['storybook build', app('build-storybook')],
  ['e2e (in-browser sandbox)', app('test:e2e')],
  ['e2e (shared HTTP sandbox)', app('test:e2e:shared')],
  ['figures and budgets', app('figures')],
];

if (process.argv.includes('--list')) {
  for (const [name, command] of STAGES) console.log(`${name}: ${command}`);
  process.exit(0);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const times = [];
const started = Date.now();
let failed;
for (const [name, command] of STAGES) {
  console.log(`\n== ${name}: ${command}`);
  const at = Date.now();
  const { status, signal } = spawnSync(command, { shell: true, stdio: 'inherit' });
  times.push([name, Date.now() - at]);
  if (status !== 0) {
    failed = `${name} failed (${signal ? `signal ${signal}` : `exit ${status}`})`;
    break;
  }
}

console.log('\n| stage | time |\n| --- | ---: |');
for (const [name, ms] of times) console.log(`| ${name} | ${seconds(ms)} |`);
console.log(`| **all** | **${seconds(Date.now() - started)}** |`);
if (failed) {
  console.error(`\n${failed}`);
  process.exit(1);
}
