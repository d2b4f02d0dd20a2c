#!/usr/bin/env node
// Benchmark of the sandbox HTTP server on loopback: requests per second and latency percentiles of a
// product list page (12 products, as the storefront asks), then heap before and after 10,000 requests.
// Bounded (fixed request counts, a time cap) and printed, never asserted: machines here are shared.
// Run: pnpm --filter @marketplace/sandbox bench (builds first).
import { performance } from 'node:perf_hooks';
import { startSandboxHttpServer } from '../dist/node.js';

const CONCURRENCY = 8;
const MEASURED = 4000;
const MEMORY_RUN = 10_000;
const CAP_MS = 60_000;

const running = await startSandboxHttpServer({ port: 0, now: new Date('2026-11-01T09:00:00Z') });
const url = `${running.hosts.main}/products/customer/getallproducts?limit=12&offset=0`;
const started = performance.now();

async function run(total, record) {
  let next = 0;
  const worker = async () => {
    while (next < total && performance.now() - started < CAP_MS) {
      next++;
      const t0 = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      record?.(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return next;
}

const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const heap = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};

await run(300); // warm-up
const latencies = [];
const t0 = performance.now();
const done = await run(MEASURED, (ms) => latencies.push(ms));
const seconds = (performance.now() - t0) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(2);

const before = heap();
await run(MEMORY_RUN);
const after = heap();

console.log(`sandbox HTTP server, GET product list (12 per page), ${CONCURRENCY} concurrent, loopback`);
console.log(`  requests: ${done} in ${seconds.toFixed(2)} s = ${(done / seconds).toFixed(0)} req/s`);
console.log(`  latency: p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms`);
console.log(
  `  heap before ${MEMORY_RUN} requests: ${mb(before)}, after: ${mb(after)} (gc: ${globalThis.gc ? 'forced' : 'not exposed'})`,
);
await running.close();
