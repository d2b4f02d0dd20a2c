import { rmSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';
import { sourceEntries } from '../../scripts/source-entries.mjs';

const shared: Options = { sourcemap: true, treeshake: true, target: 'es2022' };
const entries = ['src/index.ts', 'src/csv.ts', 'src/schemas.ts'];

// ESM keeps one output module per source module (every file an entry, shared code split out), so an app's
// bundler puts each operation in the chunk of the screens that call it: a workspace's operations never
// weigh on a storefront's first page. CommonJS (Node, older tools) stays one file per entry point.
// The two builds below share dist/: it is emptied once, here, before either starts (not by `clean`, which
// would let one build delete the other's files).
rmSync('dist', { recursive: true, force: true });

export default defineConfig([
  // Declarations come from the ESM build below, copied to .d.cts after it (scripts/copy-dts.mjs).
  { ...shared, entry: entries, format: ['cjs'], dts: false, clean: false },
  {
    ...shared,
    // In a fixed order: the same source gives the same chunks on every clone (scripts/source-entries.mjs).
    entry: sourceEntries('src'),
    format: ['esm'],
    splitting: true,
    dts: { entry: entries },
    clean: false,
  },
]);
