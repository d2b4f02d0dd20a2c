#!/usr/bin/env node
// The test command, stage by stage: runs each stage in order, stops at the first that fails, and prints
// how long each took (the whole must stay under 15 minutes on a quiet 2-core machine, and under 30 with
// the CPU hog). Stages of one group run at the same time (the browser suites: each browser waits on its
// page most of the time, so together they keep both cores busy), their lines prefixed by their name.
// `pnpm test` runs it. Options:
//   --list               prints the stages
//   --from <stage>       starts at one stage (after fixing a failure, without building everything again)
//   --only <a,b,...>     runs only the stages named (comma-separated)
//   --repeat <n>         runs the selection n times in a row (each must pass)
//   --hog                keeps every core busy meanwhile (scripts/cpu-hog.mjs): `pnpm test:stress`
import { spawn } from 'node:child_process';
import { startCpuHog } from './cpu-hog.mjs';

const app = (script) => `pnpm --filter @marketplace/reference-app ${script}`;

/** [name, command, group?]: what `pnpm test` runs, in order; neighbours of one group run together. */
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
  ['storybook build', app('build-storybook')],
  // The browser suites, at the same time: separate browsers, servers and ports (Vitest's own; 4317;
  // 4327 and 4328), separate build folders and reports.
  ['stories', app('test:stories'), 'browsers'],
  ['e2e (in-browser sandbox)', app('test:e2e'), 'browsers'],
  ['e2e (shared HTTP sandbox)', app('test:e2e:shared'), 'browsers'],
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
const rounds = Array.from({ length: repeat }, (_, round) =>
  selected.map(([name, command, group]) => [
    repeat > 1 ? `${name} (round ${round + 1})` : name,
    command,
    group,
  ]),
);
/** Each step: the stages that run at once (one, or the selected members of a group). */
const steps = rounds.flatMap((stages) =>
  stages.reduce((acc, stage) => {
    const last = acc.at(-1);
    if (stage[2] && last?.[0][2] === stage[2]) last.push(stage);
    else acc.push([stage]);
    return acc;
  }, []),
);
const stopHog = process.argv.includes('--hog') ? startCpuHog() : () => {};

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one stage's command; with a prefix, each line of its output carries it. */
function run(command, prefix) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (prefix) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = '';
        from.setEncoding('utf8');
        from.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) to.write(`${prefix} ${line}\n`);
        });
        from.on('end', () => rest && to.write(`${prefix} ${rest}\n`));
      }
    }
    child.on('close', (status, signal) => resolve({ status, signal }));
  });
}

const times = [];
const started = Date.now();
let failed;
for (const step of steps) {
  const together = step.length > 1;
  for (const [name, command] of step)
    console.log(`\n== ${name}${together ? ' (at the same time)' : ''}: ${command}`);
  const at = Date.now();
  const results = await Promise.all(
    step.map(async ([name, command]) => {
      const result = await run(command, together ? `[${name}]` : undefined);
      times.push([name, Date.now() - at]);
      return [name, result];
    }),
  );
  if (together) times.push([`${step.map(([name]) => name).join(' + ')}, together`, Date.now() - at]);
  const failure = results.find(([, { status }]) => status !== 0);
  if (failure) {
    const [name, { status, signal }] = failure;
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
