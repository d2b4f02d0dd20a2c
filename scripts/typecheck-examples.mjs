#!/usr/bin/env node
// Typechecks the examples (examples/react-router-shop, and the framework-free part of examples/vue-cart)
// in the workspace, against the built packages' declarations (dist/*.d.ts), without installing them: part
// of `pnpm typecheck`, so that a change of a public type that breaks an example fails there, in seconds.
// The examples' own dependencies are the ones the workspace already has (React, React Router and Vite, as
// packages/react-hooks has them). Left out: the React Router example's build configuration
// (react-router.config.ts, vite.config.ts, app/routes.ts: @react-router/dev is not in the workspace) and
// the Vue example's components (App.vue, main.ts: Vue and vue-tsc are not in the workspace); pnpm
// test:packages installs both examples from the tarballs and builds them (and typechecks the Vue one's
// shop.ts with no React types around).
//   node scripts/typecheck-examples.mjs    (after `pnpm build`)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => join(root, ...parts);
const hooksModules = at('packages', 'react-hooks', 'node_modules');
const tsc = createRequire(at('package.json')).resolve('typescript/bin/tsc');

/** Our packages, entry by entry, as their declarations. */
const ours = {
  '@marketplace/sdk': [at('packages/sdk/dist/index.d.ts')],
  '@marketplace/sdk/*': [at('packages/sdk/dist/*.d.ts')],
  '@marketplace/react-hooks': [at('packages/react-hooks/dist/index.d.ts')],
  '@marketplace/react-hooks/*': [at('packages/react-hooks/dist/*.d.ts')],
};

const EXAMPLES = [
  {
    name: 'react-router-shop',
    include: ['app/**/*'],
    exclude: ['app/routes.ts'],
    paths: {
      ...ours,
      react: [join(hooksModules, '@types/react/index.d.ts')],
      'react/*': [join(hooksModules, '@types/react/*')],
      'react-dom/*': [join(hooksModules, '@types/react-dom/*')],
      'react-router': [join(hooksModules, 'react-router')],
    },
    // The loaders read the server's environment (process.env).
    typeRoots: [at('node_modules/@types')],
    types: ['node'],
  },
  {
    name: 'vue-cart',
    include: ['src/env.d.ts', 'src/shop.ts'],
    exclude: [],
    // No React types: the framework-free core must not need them.
    paths: ours,
    typeRoots: [hooksModules],
    types: ['vite/client'],
  },
];

const work = mkdtempSync(join(tmpdir(), 'typecheck-examples-'));
/** Typechecks one example (its own tsc process; the two run side by side, one per core). */
function check(example) {
  const folder = at('examples', example.name);
  const config = join(work, `${example.name}.json`);
  writeFileSync(
    config,
    JSON.stringify({
      extends: at('tsconfig.base.json'),
      compilerOptions: {
        noEmit: true,
        declaration: false,
        declarationMap: false,
        sourceMap: false,
        typeRoots: example.typeRoots,
        types: example.types,
        paths: example.paths,
      },
      include: example.include.map((path) => join(folder, path)),
      exclude: example.exclude.map((path) => join(folder, path)),
    }),
  );
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn(process.execPath, [tsc, '-p', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (code === 0) console.log(`examples/${example.name}: typechecked (${seconds} s)`);
      else console.error(`examples/${example.name}: typecheck failed (${seconds} s)\n${output}`);
      done(code === 0);
    });
  });
}

try {
  const passed = await Promise.all(EXAMPLES.map(check));
  process.exitCode = passed.every(Boolean) ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
