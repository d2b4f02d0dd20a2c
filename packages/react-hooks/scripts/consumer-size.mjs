#!/usr/bin/env node
// What a consumer app pays for our packages (issue 26 §4): consumer/shop.tsx (list, product and cart
// hooks, with the SDK client they need) built by Vite for production, with react, react-dom and swr left
// out (the app has them anyway); the rest (this package, @marketplace/sdk, zustand, openapi-fetch) is
// gzipped and held to its budget. Reads the built dist/ of the packages, like a consumer; about a second.
//   node scripts/consumer-size.mjs    (from packages/react-hooks, after the build)
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

// The goal is 15 kB (issue 26); this is what the package holds today, so that it cannot grow.
const BUDGET = 20_500;
const started = Date.now();
const result = await build({
  configFile: false,
  logLevel: 'silent',
  root: process.cwd(),
  build: {
    write: false,
    minify: true,
    rollupOptions: {
      input: 'consumer/shop.tsx',
      external: (id) => /^(react|react-dom|swr)(\/|$)/.test(id),
      preserveEntrySignatures: false,
    },
  },
});
let gzip = 0;
let minified = 0;
for (const output of [result].flat())
  for (const file of output.output)
    if (file.type === 'chunk') {
      minified += file.code.length;
      gzip += gzipSync(file.code).length;
    }
const kB = (n) => `${(n / 1000).toFixed(2)} kB`;
console.log(
  `consumer shop (list + product + cart, Vite): ${kB(gzip)} gzip (${kB(minified)} minified) beyond react, react-dom and swr; budget ${kB(BUDGET)}; ${Date.now() - started} ms`,
);
if (gzip > BUDGET) {
  console.error(`consumer-size: ${kB(gzip)} is over the budget of ${kB(BUDGET)}`);
  process.exit(1);
}
