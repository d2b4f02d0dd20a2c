import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { defineConfig, type Options } from 'tsup';
import { sourceEntries } from '../../scripts/source-entries.mjs';

// esbuild drops module directives when it bundles, and the tree-shaking pass warns about each one: they
// are taken out of the sources here and written back into the built files by scripts/keep-directives.mjs.
const withoutDirective: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'without-use-client',
  setup(build) {
    build.onLoad({ filter: /\/src\/.*\.tsx?$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.startsWith("'use client';\n")) return undefined;
      return {
        contents: text.slice("'use client';\n".length),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

// The CommonJS build is one file, and esbuild hoists every require of an external module to its top: the
// SDK's schemas would load with the hooks. There the schema module requires them when it is first used.
const lazySchemasInCjs: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'lazy-schemas-in-cjs',
  setup(build) {
    build.onLoad({ filter: /\/src\/state\/cartLineSchema\.ts$/ }, () => ({
      contents: "export const cartLineSchema = require('@marketplace/sdk/schemas').CartItemSchema;",
      loader: 'ts',
    }));
  },
};

const shared: Options = {
  external: ['react', '@marketplace/sdk'],
  esbuildPlugins: [withoutDirective],
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
};

// ESM keeps one output module per source module (every file an entry, shared code split out), so an app's
// bundler puts each hook in the chunk of the screens that use it: a workspace's hooks never weigh on a
// storefront's first page. CommonJS (Node, older tools) stays one file.
// The two builds below share dist/: it is emptied once, here, before either starts (not by `clean`, which
// would let one build delete the other's files).
rmSync('dist', { recursive: true, force: true });

export default defineConfig([
  // Declarations come from the ESM build below, copied to .d.cts after it (scripts/copy-dts.mjs).
  {
    ...shared,
    entry: ['src/index.ts', 'src/server.ts', 'src/core.ts'],
    format: ['cjs'],
    esbuildPlugins: [withoutDirective, lazySchemasInCjs],
    dts: false,
    clean: false,
  },
  {
    ...shared,
    // In a fixed order: the same source gives the same chunks on every clone (scripts/source-entries.mjs).
    entry: sourceEntries('src'),
    format: ['esm'],
    splitting: true,
    dts: { entry: 'src/index.ts' },
    clean: false,
  },
  // The server and core entries' declarations on their own, self-contained like index.d.ts (one bundle each).
  { ...shared, entry: ['src/server.ts'], format: ['esm'], dts: { only: true }, clean: false },
  { ...shared, entry: ['src/core.ts'], format: ['esm'], dts: { only: true }, clean: false },
]);
