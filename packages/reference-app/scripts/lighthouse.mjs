#!/usr/bin/env node
// Lighthouse figures of the storefront, as shoppers' phones feel it:
//   pnpm --filter @marketplace/reference-app lighthouse [-- --runs 3] [-- --no-build]
//
// 1. Builds the app for its production server (`vite build` and `vite build --ssr src/entry-server.tsx`,
//    into a cache folder) and starts it (`node server/main.mjs`: the storefront rendered on the server, the
//    sandbox in the server's process on the same origin, compression and caching headers as in production),
//    so the pages make real network requests, as a shopper's phone does.
// 2. Runs Lighthouse 12 (the npm package, Node API) in Debian's Chromium (CHROME_PATH, default
//    /usr/bin/chromium) on the home page, a category page and a product page, with Lighthouse's default
//    mobile profile (Moto G Power emulation, simulated slow 4G and 4x CPU slowdown).
// 3. Prints performance, first and largest contentful paint, total blocking time, cumulative layout shift,
//    SEO, best practices and accessibility for each page (the median run by performance when --runs is
//    above 1), then the LCP element and its phases, the largest layout shifts and failing audits, and the
//    machine's load average (scores vary with it: compare runs made under the same load).
//    --save <dir> keeps each run's full JSON report.
// Goals (issue 27): performance ≥ 98, LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.02, SEO 100. The viewport's
// maximum-scale=1 is the spec's and costs accessibility points on purpose. Slow (a minute or more): not part
// of the test command. Exits 1 when the figures cannot be made, not when a goal is missed.
// Ports: LH_PORT (the app's server, default 4409) and Chromium's debugging port on LH_DEBUG_PORT (default
// LH_PORT+2000), away from the neighbouring ports others use.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
const APP_PORT = Number(process.env.LH_PORT || 4409);
const DEBUG_PORT = Number(process.env.LH_DEBUG_PORT || APP_PORT + 2000);
const APP_URL = `http://127.0.0.1:${APP_PORT}`;
const OUT_DIR = join(APP_DIR, `node_modules/.cache/lighthouse-dist-${APP_PORT}`);
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const args = process.argv.slice(2);
const RUNS = Math.max(1, Number(args[args.indexOf('--runs') + 1]) || 1);
const BUILD = !args.includes('--no-build');
// --save <dir>: keeps each run's full Lighthouse JSON (LCP phases, unused JS, main-thread work) to dig into.
const SAVE_DIR = args.includes('--save') ? args[args.indexOf('--save') + 1] : undefined;

/** The pages measured; the category and product ids are the sandbox seed's first ones unless given. */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'category', path: `/category/${process.env.LH_CATEGORY || 1}` },
  { name: 'product', path: `/product/${process.env.LH_PRODUCT || 1}` },
];

const children = [];

/** Starts a command in its own process group (so that stopping it stops what it started too). */
function start(command, commandArgs, env = {}) {
  const child = spawn(command, commandArgs, {
    cwd: APP_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors = (errors + chunk).slice(-4000);
  });
  children.push(child);
  child.errors = () => errors;
  return child;
}

/** Runs a command to its end; rejects with its error output when it fails. */
function run(command, commandArgs, env) {
  const child = start(command, commandArgs, env);
  return new Promise((resolve, reject) => {
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.join(' ')}: ${child.errors()}`)),
    );
  });
}

function stopAll() {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

async function waitFor(url, what, timeoutMs = 60_000, json = false) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      // A JSON answer where one is expected: another program on the port answers HTML.
      if (response.ok && (!json || response.headers.get('content-type')?.includes('json'))) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One page's figures from a Lighthouse result. */
function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    accessibility: score('accessibility'),
    failing: ['seo', 'best-practices', 'accessibility'].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id}`),
    ),
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? [])
      .slice(0, 3)
      .map((item) => `${item.score?.toFixed(3)} ${item.node?.snippet ?? item.node?.selector ?? '?'}`),
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    // Where the largest paint's time goes: time to first byte, the wait before its resource starts
    // loading, its loading, and the wait before it is painted.
    lcpPhases: (lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [])
      .map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`)
      .join(', '),
  };
}

async function main() {
  if (BUILD) {
    console.log('Building the app and its server…');
    // The browser's build, then the server's.
    for (const [part, extra] of [
      ['client', []],
      ['server', ['--ssr', 'src/entry-server.tsx']],
    ]) {
      const build = ['exec', 'vite', 'build', '--logLevel', 'error', ...extra];
      await run('pnpm', [...build, '--outDir', `${OUT_DIR}/${part}`, '--emptyOutDir']);
    }
  }
  const server = start('node', ['server/main.mjs'], {
    PORT: String(APP_PORT),
    CLIENT_DIR: `${OUT_DIR}/client`,
    SERVER_DIR: `${OUT_DIR}/server`,
  });
  await waitFor(`${APP_URL}/sandbox/emails`, 'The app server', 60_000, true);
  if (server.exitCode !== null) throw new Error(`The app server stopped: ${server.errors()}`);

  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chrome-'));
  start(CHROME_PATH, [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    `--user-data-dir=${profile}`,
    `--remote-debugging-port=${DEBUG_PORT}`,
    'about:blank',
  ]);
  await waitFor(`http://127.0.0.1:${DEBUG_PORT}/json/version`, 'Chromium');

  const rows = [];
  try {
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${APP_URL}${page.path}`, {
          port: DEBUG_PORT,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${page.path}`);
        if (result.lhr.runtimeError) throw new Error(`${page.path}: ${result.lhr.runtimeError.message}`);
        if (SAVE_DIR) {
          mkdirSync(SAVE_DIR, { recursive: true });
          writeFileSync(join(SAVE_DIR, `${page.name}-${i + 1}.json`), JSON.stringify(result.lhr));
        }
        runs.push(figures(result.lhr));
      }
      const middle = median(runs.map((r) => r.performance));
      rows.push({ page, ...(runs.find((r) => r.performance === middle) ?? runs[0]) });
    }
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }

  // Scores move with the machine's load (Lighthouse simulates a phone from what it measures): say it.
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  console.log(
    `\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile profile, ${APP_URL}, load average ${load}\n`,
  );
  console.table(
    Object.fromEntries(
      rows.map((row) => [
        `${row.page.name} ${row.page.path}`,
        {
          performance: row.performance,
          'FCP (s)': (row.fcpMs / 1000).toFixed(2),
          'LCP (s)': (row.lcpMs / 1000).toFixed(2),
          'TBT (ms)': Math.round(row.tbtMs),
          CLS: row.cls.toFixed(3),
          SEO: row.seo,
          'best practices': row.bestPractices,
          accessibility: row.accessibility,
        },
      ]),
    ),
  );
  for (const row of rows) {
    if (row.lcpElement) console.log(`${row.page.name}: LCP element ${row.lcpElement}`);
    if (row.lcpPhases) console.log(`${row.page.name}: LCP phases ${row.lcpPhases}`);
    for (const shift of row.shifts) console.log(`${row.page.name}: layout shift ${shift}`);
    if (row.failing.length > 0) console.log(`${row.page.name}: failing ${row.failing.join(', ')}`);
  }
}

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

main()
  .then(() => {
    stopAll();
    process.exit(0);
  })
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    stopAll();
    process.exit(1);
  });
