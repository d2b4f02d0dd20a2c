#!/usr/bin/env node
// Fails when anything generated from specs/ is stale: the roots' paths and tags, the SDK's types and the
// coverage table. CI runs it before the tests.
import { spawnSync } from 'node:child_process';

const steps = [
  ['node', ['scripts/specs-sync.mjs', '--check']],
  ['node', ['packages/sdk/scripts/gen.mjs', '--check']],
  ['node', ['packages/react-hooks/scripts/gen.mjs', '--check']],
  ['node', ['scripts/coverage.mjs', '--check']],
];
let failed = 0;
for (const [cmd, args] of steps) {
  const run = spawnSync(cmd, args, { stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
