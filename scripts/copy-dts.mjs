#!/usr/bin/env node
// Gives the CommonJS entry points their declarations by copying the ESM ones (dist/<name>.d.ts to
// dist/<name>.d.cts): the bundled declarations are self-contained and the same for both formats, and
// generating them once instead of twice takes a whole type-checking pass off every build.
//   node ../../scripts/copy-dts.mjs index csv schemas    (from a package folder, after tsup)
import { copyFileSync, readFileSync } from 'node:fs';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/copy-dts.mjs <entry name>...');
  process.exit(2);
}
for (const name of names) {
  const from = `dist/${name}.d.ts`;
  // A relative import would name the ESM file: the copy would then mix the formats.
  if (/from ['"]\.\.?\//.test(readFileSync(from, 'utf8'))) {
    console.error(`${from} imports a relative module; its .d.cts would need its own build`);
    process.exit(1);
  }
  copyFileSync(from, `dist/${name}.d.cts`);
}
