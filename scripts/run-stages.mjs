#!/usr/bin/env node
// The test command, stage by stage: runs each stage in order, stops at the first that fails, and prints
// how long each took (issue 14 asks for the time of every stage; the whole must stay under 20 minutes on
// a 2-core machine). `pnpm test` runs it; `node scripts/run-stages.mjs --list` prints the stages, and
// `--from <stage>` starts at one.
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

// `--from <stage>`: start at that stage (after fixing a failure, without building everything again).
const fromAt = process.argv.indexOf('--from');
const from = fromAt === -1 ? 0 : STAGES.findIndex(([name]) => name === process.argv[fromAt + 1]);
if (from === -1) {
  console.error(`No stage named "${process.argv[fromAt + 1]}"; --list names them.`);
  process.exit(2);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const times = [];
const started = Date.now();
let failed;
for (const [name, command] of STAGES.slice(from)) {
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
