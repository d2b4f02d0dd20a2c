// What the SDK costs per call over a bare `fetch` and over openapi-fetch alone (which it is built on), and
// what strict response validation adds.
//
// Run: `pnpm --filter @marketplace/sdk bench` (builds dist/ with tsup, then runs this file with plain Node).
// It measures the BUILT package, imported by its own name as an app would import it, so the figures
// include what tsup ships. Loopback only: a node:http server on 127.0.0.1 (random port) answers the
// contract's own example of getAllCustomerProducts (a page of products). Prints figures; asserts no
// timing (machines differ). Bounded: stops early if it runs past BENCH_BUDGET_MS (default 50 s).
//
// Knobs (environment): BENCH_N (calls per variant, default 2000), BENCH_WARMUP (default 200),
// BENCH_BUDGET_MS (default 50000).
import { createServer } from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createMarketplaceClient, createMemoryTokenStore, getAllCustomerProducts } from '@marketplace/sdk';
import { operationSchemas } from '@marketplace/sdk/schemas';
import createClient from 'openapi-fetch';
import { listOperations, loadContracts } from '../../../scripts/lib/contract.mjs';

const N = Number(process.env.BENCH_N ?? 2000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 200);
const BUDGET_MS = Number(process.env.BENCH_BUDGET_MS ?? 50_000);
const started = performance.now();
const overBudget = () => performance.now() - started > BUDGET_MS;

// The contract's example answer of GET /products/customer/getallproducts.
const docs = await loadContracts();
const op = listOperations(docs).find((o) => o.operationId === 'getAllCustomerProducts');
const example = op?.operation.responses['200']?.content?.['application/json']?.example;
if (!example?.data?.rows?.length) throw new Error('bench: no example page of products in the contract');
const payload = JSON.stringify(example);

const server = createServer((request, response) => {
  if (request.method === 'GET' && request.url?.startsWith('/api/v1/products/customer/getallproducts')) {
    response.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
    });
    response.end(payload);
  } else {
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end('{"success":false,"message":"not found"}');
  }
});
server.keepAliveTimeout = 60_000;
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
const base = `http://127.0.0.1:${port}/api/v1`;
const rawUrl = `${base}/products/customer/getallproducts?limit=20&offset=0`;
const query = { limit: 20, offset: 0 };

const common = { hosts: { main: base }, session: createMemoryTokenStore(), pathname: () => '/about' };
const plain = createMarketplaceClient({ ...common, validation: 'off' });
const strict = createMarketplaceClient({ ...common, validation: 'strict', schemas: operationSchemas });
// openapi-fetch on its own, as the SDK uses it: the floor of what the SDK can cost on top of fetch.
const openapi = createClient({ baseUrl: base });

const variants = {
  '(a) fetch + res.json()': async () => {
    const response = await fetch(rawUrl, { headers: { accept: 'application/json' } });
    const body = await response.json();
    if (body.success !== true) throw new Error('bench: unexpected answer');
  },
  '(b) openapi-fetch alone': async () => {
    const { data } = await openapi.GET('/products/customer/getallproducts', { params: { query } });
    if (data?.success !== true) throw new Error('bench: unexpected answer');
  },
  '(c) SDK, validation off': async () => {
    await getAllCustomerProducts(plain, { query });
  },
  "(d) SDK, validation 'strict'": async () => {
    await getAllCustomerProducts(strict, { query });
  },
};
const names = Object.keys(variants);

function stats(samples) {
  const sorted = [...samples].sort((x, y) => x - y);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { n: sorted.length, median: at(0.5), p95: at(0.95) };
}
const us = (ms) => `${(ms * 1000).toFixed(1).padStart(8)} µs`;

try {
  // Warm-up: connections, JIT, the schema built once per client.
  for (let i = 0; i < WARMUP; i++) for (const name of names) await variants[name]();

  // Interleaved, so that every variant sees the same machine state (GC, CPU frequency, other load).
  const samples = Object.fromEntries(names.map((name) => [name, []]));
  let done = 0;
  for (; done < N && !overBudget(); done++) {
    for (const name of names) {
      const t0 = performance.now();
      await variants[name]();
      samples[name].push(performance.now() - t0);
    }
  }

  console.log(
    `@marketplace/sdk transport bench — node ${process.version}, ${os.cpus().length} CPU(s), ` +
      `${done} sequential calls per variant after ${WARMUP} warm-up, ${payload.length} B body ` +
      `(${example.data.rows.length} products), loopback 127.0.0.1`,
  );
  if (done < N) console.log(`(stopped after ${done} of ${N} calls: time budget of ${BUDGET_MS} ms reached)`);
  const results = Object.fromEntries(names.map((name) => [name, stats(samples[name])]));
  for (const name of names) {
    const { median, p95 } = results[name];
    console.log(`  ${name.padEnd(30)} median ${us(median)}   p95 ${us(p95)}`);
  }
  const a = results[names[0]];
  for (const name of names.slice(1)) {
    const r = results[name];
    console.log(
      `  ratio ${name.slice(0, 3)}/(a): median ×${(r.median / a.median).toFixed(2)}, p95 ×${(r.p95 / a.p95).toFixed(2)}` +
        `   (+${((r.median - a.median) * 1000).toFixed(1)} µs per call at the median)`,
    );
  }
  // The SDK's own work: (c) over (b), the goal being no more than openapi-fetch costs over fetch.
  const b = results[names[1]];
  const c = results[names[2]];
  console.log(
    `  ratio (c)/(b): median ×${(c.median / b.median).toFixed(2)}, p95 ×${(c.p95 / b.p95).toFixed(2)}`,
  );

  // Validation alone: the getAllCustomerProducts schema on a page of 1,000 products built from the
  // contract's example rows.
  const rows = Array.from({ length: 1000 }, (_, i) => ({
    ...structuredClone(example.data.rows[i % example.data.rows.length]),
    id: i + 1,
  }));
  const page = { count: rows.length, rows };
  const schema = operationSchemas.getAllCustomerProducts();
  if (!schema.safeParse(page).success) throw new Error('bench: the 1,000 products do not match the schema');
  for (let i = 0; i < 20; i++) schema.safeParse(page);
  const timings = [];
  for (let i = 0; i < 100 && !overBudget(); i++) {
    const t0 = performance.now();
    schema.safeParse(page);
    timings.push(performance.now() - t0);
  }
  const v = stats(timings);
  console.log(
    `  validation of { count, rows: 1,000 products }: median ${v.median.toFixed(2)} ms, p95 ${v.p95.toFixed(2)} ms ` +
      `(${v.n} repeats; ${((v.median * 1000) / rows.length).toFixed(2)} µs per product)`,
  );
  console.log(`  total run time ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  server.closeAllConnections();
  server.close();
}
