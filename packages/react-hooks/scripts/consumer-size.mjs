#!/usr/bin/env node
// What a consumer app pays for our packages (issue 26 §4): consumer/shop.tsx (list, product and cart
// hooks, with the SDK client they need) built by Vite for production, with react, react-dom and swr left
// out (the app has them anyway); the rest (this package, @marketplace/sdk, zustand's vanilla store, and
// Vite's preload helper that our on-demand chunks bring) is gzipped. The first load (the entry chunk and
// the chunks it imports statically: what every visitor downloads before the shop runs) is held to its
// budget; the chunks loaded on demand (restoring a stored snapshot, a customer's server cart, the coupon
// and gift card calls, the merge at login, middleware, ...) are listed and held to theirs. The share of
// Vite's preload helper in the first load is printed apart (an app with lazy routes has it anyway).
// Reads the built dist/ of the packages, like a consumer; about a second.
//   node scripts/consumer-size.mjs    (from packages/react-hooks, after the build)
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

// Issue 26's budget: 15 kB (14.81 kB measured, 0.62 kB of it Vite's preload helper).
const FIRST_LOAD_BUDGET = 15_000;
// On demand: the restore checks the saved views of the workspace lists too (0.11 kB, issue 24); the cart
// engine's customer part (resume, changes sent to the server, the merge at login, other tabs) left the
// first load for the customerSync chunk (first load 15.62 -> 14.81 kB, on demand 11.34 -> 12.33 kB).
// The cart line's schema gained the store's pay-on-delivery flag (issue 25: cartLineSchema 5.67 -> 5.78 kB;
// on demand 12.33 -> 12.44 kB).
const ON_DEMAND_BUDGET = 12_450;
const started = Date.now();

/** The consumer's chunks; `plainImports` replaces Vite's preload helper by a bare call (to weigh it). */
async function chunks(plainImports = false) {
  const withoutHelper = {
    name: 'without-preload-helper',
    enforce: 'post',
    transform: (_code, id) =>
      id.includes('preload-helper') ? 'export const __vitePreload = (load) => load();' : undefined,
  };
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: process.cwd(),
    plugins: plainImports ? [withoutHelper] : [],
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
  return [result].flat().flatMap((output) => output.output.filter((file) => file.type === 'chunk'));
}

/** The entry chunk and every chunk it imports statically, all the way down. */
function firstLoad(files) {
  const byName = new Map(files.map((file) => [file.fileName, file]));
  const found = new Set();
  const visit = (file) => {
    if (!file || found.has(file)) return;
    found.add(file);
    for (const name of file.imports) visit(byName.get(name));
  };
  for (const file of files) if (file.isEntry) visit(file);
  return found;
}

const kB = (n) => `${(n / 1000).toFixed(2)} kB`;
const gzip = (file) => gzipSync(file.code).length;
const files = await chunks();
const initial = firstLoad(files);
const first = [...initial].reduce((sum, file) => sum + gzip(file), 0);
const minified = [...initial].reduce((sum, file) => sum + file.code.length, 0);
const lazy = files.filter((file) => !initial.has(file));
const onDemand = lazy.reduce((sum, file) => sum + gzip(file), 0);
const plain = [...firstLoad(await chunks(true))].reduce((sum, file) => sum + gzip(file), 0);
console.log(
  `consumer shop (list + product + cart, Vite): first load ${kB(first)} gzip (${kB(minified)} minified; ${initial.size} file(s); Vite's preload helper ${kB(first - plain)} of it) beyond react, react-dom and swr, budget ${kB(FIRST_LOAD_BUDGET)}; on demand ${kB(onDemand)} (${lazy.map((file) => `${file.name} ${kB(gzip(file))}`).join(', ')}), budget ${kB(ON_DEMAND_BUDGET)}; ${Date.now() - started} ms`,
);
if (first > FIRST_LOAD_BUDGET || onDemand > ON_DEMAND_BUDGET) {
  console.error(
    `consumer-size: over the budget (first load ${kB(first)} of ${kB(FIRST_LOAD_BUDGET)}, on demand ${kB(onDemand)} of ${kB(ON_DEMAND_BUDGET)})`,
  );
  process.exit(1);
}
