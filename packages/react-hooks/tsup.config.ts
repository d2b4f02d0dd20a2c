import { rmSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';
import { sourceEntries } from '../../scripts/source-entries.mjs';

const shared: Options = {
  external: ['react', '@marketplace/sdk'],
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
  { ...shared, entry: ['src/index.ts'], format: ['cjs'], dts: false, clean: false },
  {
    ...shared,
    // In a fixed order: the same source gives the same chunks on every clone (scripts/source-entries.mjs).
    entry: sourceEntries('src'),
    format: ['esm'],
    splitting: true,
    dts: { entry: 'src/index.ts' },
    clean: false,
  },
]);
