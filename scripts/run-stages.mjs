#!/usr/bin/env node
// The test command, stage by stage: runs each stage in order, stops at the first that fails, and prints
// how long each took (the whole must stay under 15 minutes on a quiet 2-core machine, and under 30 with
// the CPU hog). `pnpm test` runs it. Options:
//   --list               prints the stages
//   --from <stage>       starts at one stage (after fixing a failure, without building everything again)
//   --only <a,b,...>     runs only the stages named (comma-separated)
//   --repeat <n>         runs the selection n times in a row (each must pass)
//   --hog                keeps every core busy meanwhile (scripts/cpu-hog.mjs): `pnpm test:stress`
import { spawnSync } from 'node:child_process';
import { startCpuHog } from './cpu-hog.mjs';

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

const option = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : (process.argv[at + 1] ?? '');
};

let selected = STAGES;
const from = option('--from');
if (from !== undefined) {
  const at = STAGES.findIndex(([name]) => name === from);
  if (at === -1) {
    console.error(`No stage named "${from}"; --list names them.`);
    process.exit(2);
  }
  selected = STAGES.slice(at);
}
const only = option('--only');
if (only !== undefined) {
  const names = only.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !STAGES.some(([stage]) => stage === name));
  if (unknown.length > 0) {
    console.error(`No stage named ${unknown.map((name) => `"${name}"`).join(', ')}; --list names them.`);
    process.exit(2);
  }
  selected = selected.filter(([name]) => names.includes(name));
}
const repeat = Number(option('--repeat') ?? 1);
if (!Number.isInteger(repeat) || repeat < 1) {
  console.error('--repeat takes a whole number from 1');
  process.exit(2);
}
const runs = Array.from({ length: repeat }, (_, round) =>
  selected.map(([name, command]) => [repeat > 1 ? `${name} (round ${round + 1})` : name, command]),
).flat();
const stopHog = process.argv.includes('--hog') ? startCpuHog() : () => {};

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const times = [];
const started = Date.now();
let failed;
for (const [name, command] of runs) {
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
stopHog();
if (failed) {
  console.error(`\n${failed}`);
  process.exit(1);
}
