#!/usr/bin/env node
// The published packages as another project gets them: packs every publishable package (`pnpm pack`),
// installs the tarballs into one temporary project outside the workspace (one install, `--prefer-offline`:
// from the local pnpm store when it has everything, else from the npm registry), then
//   1. checks that every relative link of each packed README points at a file inside its tarball;
//   2. imports every entry point from plain Node ESM and requires it from CommonJS;
//   3. checks that importing @marketplace/react-hooks does not load the SDK's schemas;
//   4. typechecks a consumer file under moduleResolution bundler and node16 (ESM and CJS), with the ts
//      examples of the SDK and sandbox READMEs;
//   5. runs every ts example of the SDK README as written against the sandbox (setupSandboxServer on the
//      README's own base URLs), each in a fresh Node process with a fresh sandbox;
//   6. installs the Vue example (examples/vue-cart) with the SDK and hooks tarballs into a project of its
//      own, checks that neither React nor SWR got installed, builds it with Vite and typechecks its use of
//      @marketplace/react-hooks/core with no React types around;
//   7. installs the React Router example (examples/react-router-shop) with the three tarballs, builds it,
//      serves it once (its own process: the sandbox's API and the shop) and checks the served HTML (no
//      JavaScript: a product's name, price and meta description, the list's products) and, in Chromium
//      (playwright-core), a hydration over a saved cart: the cart appears, "Add to cart" works; then a
//      login through the shop's form (the guest cart merges into the customer's) and a reload, whose served
//      HTML holds the customer's name and cart count and which hydrates with that customer's saved cart;
//      nothing is logged all along (no hydration warning, no error);
//   8. installs the Next.js App Router example (examples/next-shop) the same way, builds it (`next build`),
//      serves it once and runs the same checks, plus the product page's theme from the themes host (the
//      store's banner and colours in the served HTML) and the cart page's meta description.
// Needs the packages built (`pnpm build`). Run: `pnpm test:packages`. KEEP=1 keeps the temporary project.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();
const failures = [];
const fail = (message) => failures.push(message);
const step = (message) =>
  console.log(`pack-test: ${message} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

/** Runs a command; throws with its output when it fails. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  }
  return result.stdout;
}

// The publishable packages: every package of the workspace that is not private.
const packages = readdirSync(join(root, 'packages'))
  .map((name) => join(root, 'packages', name))
  .filter((dir) => existsSync(join(dir, 'package.json')))
  .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
  .filter(({ manifest }) => manifest.private !== true);

for (const { dir, manifest } of packages) {
  if (!existsSync(join(dir, 'dist'))) {
    console.error(`pack-test: ${manifest.name} has no dist/; run \`pnpm build\` first`);
    process.exit(1);
  }
}

const work = mkdtempSync(join(tmpdir(), 'marketplace-pack-test-'));
const tarballs = join(work, 'tarballs');
const project = join(work, 'consumer');
mkdirSync(tarballs);
mkdirSync(project);

try {
  // --- pack ---------------------------------------------------------------------------------------
  const packed = {};
  for (const { dir, manifest } of packages) {
    const before = new Set(readdirSync(tarballs));
    run('pnpm', ['pack', '--pack-destination', tarballs], { cwd: dir });
    const file = readdirSync(tarballs).find((name) => !before.has(name));
    if (!file) throw new Error(`pnpm pack made no tarball for ${manifest.name}`);
    packed[manifest.name] = { file: join(tarballs, file), manifest };
  }
  step(`packed ${Object.keys(packed).join(', ')}`);

  // --- 1. README links ----------------------------------------------------------------------------
  for (const [name, { file }] of Object.entries(packed)) {
    const entries = new Set(
      run('tar', ['-tzf', file])
        .split('\n')
        .filter(Boolean)
        .map((entry) => entry.replace(/^package\//, '')),
    );
    const readme = run('tar', ['-xzOf', file, 'package/README.md']);
    for (const link of relativeLinks(readme)) {
      const target = posix.normalize(link.split('#')[0] ?? '');
      if (target === '' || target === '.') continue; // an anchor on the same page
      const inside = entries.has(target) || [...entries].some((entry) => entry.startsWith(`${target}/`));
      if (target.startsWith('..') || !inside)
        fail(`${name} README links to ${link}, which is not in the package`);
    }
  }
  step('README links checked');

  // --- install --------------------------------------------------------------------------------------
  const deps = Object.fromEntries(Object.entries(packed).map(([name, { file }]) => [name, `file:${file}`]));
  const hooksPeers = packed['@marketplace/react-hooks']?.manifest.peerDependencies ?? {};
  writeFileSync(
    join(project, 'package.json'),
    `${JSON.stringify(
      {
        name: 'marketplace-consumer',
        private: true,
        type: 'module',
        dependencies: {
          ...deps,
          // The hooks' peers, at the versions the workspace tests with.
          ...(hooksPeers.react ? { react: installedVersion('react', 'packages/react-hooks') } : {}),
          ...(hooksPeers.swr ? { swr: installedVersion('swr', 'packages/react-hooks') } : {}),
          '@types/react': installedVersion('@types/react', 'packages/react-hooks'),
          // A Node project has Node's types; the sandbox's node entry point needs them.
          '@types/node': installedVersion('@types/node'),
        },
      },
      null,
      2,
    )}\n`,
  );
  // A workspace file of its own: pnpm does not look further up, and the packages' dependencies on each
  // other (`@marketplace/sdk: ^0.1.0` in the sandbox) resolve to the tarballs, never to the registry.
  writeFileSync(
    join(project, 'pnpm-workspace.yaml'),
    [
      'overrides:',
      ...Object.entries(deps).map(([name, spec]) => `  '${name}': '${spec}'`),
      'allowBuilds:',
      '  msw: false',
      '  esbuild: false',
      '',
    ].join('\n'),
  );
  run('pnpm', ['install', '--prefer-offline', '--config.confirmModulesPurge=false'], { cwd: project });
  step('installed the tarballs into a temporary project');

  // --- 2. every entry point from ESM and CJS ---------------------------------------------------------
  const specifiers = Object.entries(packed).flatMap(([name, { manifest }]) =>
    Object.keys(manifest.exports ?? { '.': null })
      .filter((key) => key !== './package.json')
      .map((key) => (key === '.' ? name : `${name}/${key.slice(2)}`)),
  );
  for (const specifier of specifiers) {
    for (const [kind, code] of [
      [
        'ESM',
        `const m = await import(${JSON.stringify(specifier)}); if (!Object.keys(m).length) throw new Error('no exports');`,
      ],
      [
        'CJS',
        `const m = require(${JSON.stringify(specifier)}); if (!Object.keys(m).length) throw new Error('no exports');`,
      ],
    ]) {
      const result = spawnSync(
        process.execPath,
        [kind === 'ESM' ? '--input-type=module' : '--input-type=commonjs', '-e', code],
        { cwd: project, encoding: 'utf8' },
      );
      if (result.status !== 0) fail(`${kind} ${specifier}: ${firstLine(result.stderr)}`);
    }
  }
  step(`imported ${specifiers.length} entry points from ESM and CJS`);

  // --- 3. the hooks do not load the SDK's schemas ------------------------------------------------------
  if (packed['@marketplace/react-hooks']) {
    const recorder = `export async function load(url, context, next) {
      if (url.includes('@marketplace/sdk/dist/')) process.stdout.write('LOADED ' + url + '\\n');
      return next(url, context);
    }`;
    const register = `import { register } from 'node:module'; register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(recorder)}));`;
    const loaded = run(
      process.execPath,
      [
        '--import',
        `data:text/javascript,${encodeURIComponent(register)}`,
        '--input-type=module',
        '-e',
        "await import('@marketplace/react-hooks');",
      ],
      { cwd: project },
    );
    if (!loaded.includes('LOADED')) fail('react-hooks: the module recorder saw no SDK module load');
    if (/LOADED .*schemas/.test(loaded))
      fail('importing @marketplace/react-hooks loads @marketplace/sdk/schemas');
    step('checked what importing the hooks loads');
  }

  // --- 4 and 5: a consumer file and the README examples, typechecked ------------------------------
  const typeImports = specifiers.map((s, i) => `import * as entry${i} from '${s}';`).join('\n');
  const typeUses = `export const entries = [${specifiers.map((_, i) => `entry${i}`).join(', ')}];`;
  const consumer = `${typeImports}
import { createMarketplaceClient, getAllCategories, type MarketplaceError } from '@marketplace/sdk';
import { toCsv } from '@marketplace/sdk/csv';
import { operationSchemas } from '@marketplace/sdk/schemas';

const client = createMarketplaceClient({ hosts: { main: 'https://api.example.com/api/v1' }, schemas: operationSchemas });
export const categories: Promise<{ data: { name: string }[] }> = getAllCategories(client);
export const csv: string = toCsv([{ a: 1 }], [{ key: 'a', header: 'A' }]);
export const kind: MarketplaceError['kind'] = 'usage';
${typeUses}
`;
  writeFileSync(join(project, 'consumer.ts'), consumer);
  writeFileSync(join(project, 'consumer.mts'), consumer);
  writeFileSync(
    join(project, 'consumer.cts'),
    `import { createMarketplaceClient } from '@marketplace/sdk';
import { toCsv } from '@marketplace/sdk/csv';
import { operationSchemas } from '@marketplace/sdk/schemas';
${Object.keys(packed)
  .map((name, i) => `import * as pkg${i} from '${name}';`)
  .join('\n')}
export const client = createMarketplaceClient({ hosts: { main: 'https://api.example.com/api/v1' }, schemas: operationSchemas });
export const csv: string = toCsv([{ a: 1 }], [{ key: 'a', header: 'A' }]);
export const packages = [${Object.keys(packed)
      .map((_, i) => `pkg${i}`)
      .join(', ')}];
`,
  );

  const examples = packed['@marketplace/sdk']
    ? codeBlocks(readFileSync(join(root, 'packages/sdk/README.md'), 'utf8'), 'ts')
    : [];
  examples.forEach((code, i) => {
    writeFileSync(join(project, `readme-example-${i + 1}.ts`), `${code}\nexport {};\n`);
  });
  // The sandbox README's examples are typechecked too (not run: they start servers and a service worker).
  const sandboxExamples = packed['@marketplace/sandbox']
    ? codeBlocks(readFileSync(join(root, 'packages/sandbox/README.md'), 'utf8'), 'ts')
    : [];
  sandboxExamples.forEach((code, i) => {
    writeFileSync(join(project, `sandbox-readme-example-${i + 1}.ts`), `${code}\nexport {};\n`);
  });

  // skipLibCheck on: the point is how a consumer resolves and uses each entry point; checking every
  // declaration file of React, Node and msw as well tripled the time (and msw's own types import an
  // ESM-only package, which TypeScript reports in any CommonJS consumer of msw).
  const common = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: 'es2022',
    lib: ['es2022', 'dom'],
    types: ['node'],
  };
  const configs = {
    bundler: {
      compilerOptions: { ...common, module: 'esnext', moduleResolution: 'bundler' },
      files: [
        'consumer.ts',
        ...examples.map((_, i) => `readme-example-${i + 1}.ts`),
        ...sandboxExamples.map((_, i) => `sandbox-readme-example-${i + 1}.ts`),
      ],
    },
    node16: {
      compilerOptions: { ...common, module: 'node16', moduleResolution: 'node16' },
      files: ['consumer.mts', 'consumer.cts'],
    },
  };
  const tsc = join(dirname(fileURLToPath(import.meta.resolve('typescript'))), '..', 'bin', 'tsc');
  // The two checks run side by side.
  await Promise.all(
    Object.entries(configs).map(([name, config]) => {
      writeFileSync(join(project, `tsconfig.${name}.json`), JSON.stringify(config, null, 2));
      return new Promise((done) => {
        const child = spawn(process.execPath, [tsc, '-p', `tsconfig.${name}.json`], { cwd: project });
        let output = '';
        child.stdout.on('data', (chunk) => {
          output += chunk;
        });
        child.stderr.on('data', (chunk) => {
          output += chunk;
        });
        child.on('close', (code) => {
          if (code !== 0) fail(`typecheck (moduleResolution ${name}):\n${output}`);
          done(undefined);
        });
      });
    }),
  );
  step(
    `typechecked a consumer under bundler and node16, and ${examples.length} SDK and ${sandboxExamples.length} sandbox README examples`,
  );

  // --- 5. the SDK README's examples, run against the sandbox ---------------------------------------------
  if (examples.length) {
    // The README's own base URLs, served by the sandbox in the same process (MSW).
    writeFileSync(
      join(project, 'sandbox-setup.mjs'),
      `import { setupSandboxServer } from '@marketplace/sandbox/node';
const { server } = setupSandboxServer({
  hosts: {
    main: 'https://api.example.com/api/v1',
    shipping: 'https://shipping.example.com',
    themes: 'https://themes.example.com',
    provider: 'https://provider.example.com',
  },
});
server.listen({ onUnhandledRequest: 'error' });
`,
    );
    examples.forEach((code, i) => {
      const js = ts.transpileModule(code, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      }).outputText;
      const file = `readme-example-${i + 1}.mjs`;
      writeFileSync(join(project, file), js);
      const result = spawnSync(process.execPath, ['--import', './sandbox-setup.mjs', file], {
        cwd: project,
        encoding: 'utf8',
        env: { ...process.env, NODE_NO_WARNINGS: '1' },
        timeout: 60_000,
      });
      if (result.status !== 0) {
        fail(`SDK README example ${i + 1} (${firstLine(code)}) failed:\n${result.stderr || result.stdout}`);
      }
    });
    step(`ran the ${examples.length} ts examples of the SDK README against the sandbox`);
  }

  // --- 6. the Vue example, without React or SWR ------------------------------------------------------------
  if (packed['@marketplace/react-hooks'] && packed['@marketplace/sdk']) {
    const vueStarted = performance.now();
    const vue = installExample('vue-cart', ['@marketplace/sdk', '@marketplace/react-hooks'], deps, {
      skip: /(^|\/)(node_modules|dist)(\/|$)/,
      noBuilds: ['esbuild'],
    });
    const times = [`install ${seconds(vueStarted)} s`];
    const installed = readdirSync(join(vue, 'node_modules', '.pnpm')).filter((name) =>
      /^(react|react-dom|swr|@types\+react)@/.test(name),
    );
    if (installed.length) fail(`Vue example: installing it brought ${installed.join(', ')}`);
    const buildStarted = performance.now();
    run(
      process.execPath,
      [join(vue, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
      {
        cwd: vue,
      },
    );
    times.push(`vite build ${seconds(buildStarted)} s`);
    if (!readdirSync(join(vue, 'dist', 'assets')).some((file) => file.endsWith('.js')))
      fail('Vue example: vite build wrote no JavaScript');
    // Its framework-free part, typechecked with no React types installed. Library declarations are not
    // checked (skipLibCheck: checking the SDK's took about 50 s): the build already refuses a
    // dist/core.d.ts that names react or swr (packages/react-hooks/scripts/keep-directives.mjs).
    writeFileSync(
      join(vue, 'tsconfig.core.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          target: 'es2022',
          lib: ['es2022', 'dom'],
          module: 'esnext',
          moduleResolution: 'bundler',
          types: ['vite/client'],
        },
        files: ['src/env.d.ts', 'src/shop.ts'],
      }),
    );
    const checkStarted = performance.now();
    const checked = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.core.json'], {
      cwd: vue,
      encoding: 'utf8',
    });
    if (checked.status !== 0)
      fail(`Vue example: typecheck of src/shop.ts:\n${checked.stdout}${checked.stderr}`);
    times.push(`typecheck ${seconds(checkStarted)} s`);
    step(`installed, built and typechecked the Vue example without React or SWR (${times.join(', ')})`);
  }

  // --- 7. the React Router example: served HTML and a clean hydration over a saved cart ------------------
  if (packed['@marketplace/react-hooks'] && packed['@marketplace/sdk'] && packed['@marketplace/sandbox']) {
    await reactRouterExample(deps);
  }

  // --- 8. the Next.js App Router example: the same checks, and the store's theme ----------------------
  if (packed['@marketplace/react-hooks'] && packed['@marketplace/sdk'] && packed['@marketplace/sandbox']) {
    await nextExample(deps);
  }
} finally {
  if (process.env.KEEP) console.log(`pack-test: kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`\npack-test: ${failures.length} failure(s):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
step('all checks passed');

/** Seconds since `since` (a `performance.now()`), with one decimal. */
function seconds(since) {
  return ((performance.now() - since) / 1000).toFixed(1);
}

/**
 * Copies examples/<name> into the work folder (leaving out the paths `skip` matches: installed and built
 * files), points `ours` at the tarballs, and installs it without running the `noBuilds` packages' install
 * scripts. Answers the copy's folder.
 */
function installExample(name, ours, deps, { skip, noBuilds }) {
  const source = join(root, 'examples', name);
  const folder = join(work, name);
  cpSync(source, folder, { recursive: true, filter: (path) => !skip.test(relative(source, path)) });
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  for (const pkg of ours) manifest.dependencies[pkg] = deps[pkg];
  writeFileSync(join(folder, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(
    join(folder, 'pnpm-workspace.yaml'),
    [
      'overrides:',
      ...ours.map((pkg) => `  '${pkg}': '${deps[pkg]}'`),
      'allowBuilds:',
      ...noBuilds.map((pkg) => `  ${pkg}: false`),
      '',
    ].join('\n'),
  );
  run('pnpm', ['install', '--prefer-offline', '--config.confirmModulesPurge=false'], { cwd: folder });
  return folder;
}

/** Installs, builds and serves examples/react-router-shop from the tarballs, and checks it (step 7). */
async function reactRouterExample(deps) {
  const startedAt = performance.now();
  const shop = installExample(
    'react-router-shop',
    ['@marketplace/sdk', '@marketplace/react-hooks', '@marketplace/sandbox'],
    deps,
    { skip: /(^|\/)(node_modules|build|\.react-router)(\/|$)/, noBuilds: ['esbuild', 'msw'] },
  );
  const times = [`install ${seconds(startedAt)} s`];
  const buildStarted = performance.now();
  run(process.execPath, [join(shop, 'node_modules', '@react-router', 'dev', 'bin.js'), 'build'], {
    cwd: shop,
  });
  times.push(`react-router build ${seconds(buildStarted)} s`);
  const checkStarted = performance.now();
  await withShop('React Router example', shop, async (base) => {
    await checkServedShop('React Router example', base);
  });
  times.push(`served and checked ${seconds(checkStarted)} s`);
  step(
    `React Router example: installed, built, served HTML and hydration checked for a guest with a saved cart and a logged-in customer (${times.join(', ')})`,
  );
}

/**
 * Installs, builds (`next build`) and serves examples/next-shop from the tarballs, and checks it as the
 * React Router example (step 8), plus what is its own: the product page themed from the themes host (the
 * store's banner and colours in the served HTML) and the cart page's meta description.
 */
async function nextExample(deps) {
  const startedAt = performance.now();
  const shop = installExample(
    'next-shop',
    ['@marketplace/sdk', '@marketplace/react-hooks', '@marketplace/sandbox'],
    deps,
    {
      skip: /(^|\/)(node_modules|\.next|next-env\.d\.ts)(\/|$)/,
      noBuilds: ['esbuild', 'msw', 'sharp'],
    },
  );
  const times = [`install ${seconds(startedAt)} s`];
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const buildStarted = performance.now();
  run(process.execPath, [join(shop, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    cwd: shop,
    env,
  });
  times.push(`next build ${seconds(buildStarted)} s`);
  const checkStarted = performance.now();
  await withShop(
    'Next.js example',
    shop,
    async (base) => {
      const product = await (await fetch(`${base}/products/1`)).text();
      const banner = /<section aria-label="Store"[^>]*>([\s\S]*?)<\/section>/.exec(product)?.[1] ?? '';
      if (!/<p>[^<]+<\/p>/.test(banner))
        fail("Next.js example: the served product page holds no banner of the store's theme");
      if (!/<main style="[^"]*--store-headings-and-links:#[0-9a-f]{6}/i.test(product))
        fail("Next.js example: the served product page does not set the store theme's colours");
      const cart = await (await fetch(`${base}/cart`)).text();
      if (!/<meta name="description" content="[^"]+"/.test(cart))
        fail('Next.js example: the served cart page has no meta description');
      await checkServedShop('Next.js example', base);
    },
    env,
  );
  times.push(`served and checked ${seconds(checkStarted)} s`);
  step(
    `Next.js example: installed, built, served HTML and hydration checked for a guest with a saved cart and a logged-in customer (${times.join(', ')})`,
  );
}

/**
 * Starts an example's `server.mjs` (the sandbox's API and the shop, in one process, on a free port), runs
 * `check` with the shop's address, and stops it. A failure is recorded under `label`.
 */
async function withShop(label, folder, check, env = process.env) {
  const server = spawn(process.execPath, ['server.mjs'], {
    cwd: folder,
    env: { ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let serverOutput = '';
  const exited = new Promise((done) => server.on('exit', done));
  try {
    const base = await new Promise((done, failed) => {
      const timer = setTimeout(() => failed(new Error(`the shop did not start:\n${serverOutput}`)), 60_000);
      const read = (chunk) => {
        serverOutput += chunk;
        const address = /shop on (http:\/\/\S+)/.exec(serverOutput)?.[1];
        if (address) {
          clearTimeout(timer);
          done(address);
        }
      };
      server.stdout.on('data', read);
      server.stderr.on('data', read);
      server.on('exit', (code) => failed(new Error(`the shop exited (${code}):\n${serverOutput}`)));
    });
    await check(base);
  } catch (error) {
    fail(`${label}: ${error.message}`);
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

/**
 * The checks every server-rendered example passes, at `base`: the served HTML (no JavaScript: the list's
 * products with prices, a product's name, price and meta description), then in Chromium (playwright-core)
 * a hydration over a saved cart (the cart appears, "Add to cart" works), a login through the shop's form
 * (the guest cart merges into the customer's) and a reload, whose served HTML holds the customer's name
 * and cart count and which hydrates with that customer's saved cart; nothing logged all along.
 */
async function checkServedShop(label, base) {
  // The HTML as a crawler or a link preview reads it: no JavaScript.
  const list = await (await fetch(`${base}/`)).text();
  if (!/<a href="\/products\/\d+"[^>]*>[^<]+<\/a> (<!-- -->)?₦[\d,]+\.\d\d/.test(list))
    fail(`${label}: the served list page holds no product with its price`);
  const product = await (await fetch(`${base}/products/1`)).text();
  const name = /<h1[^>]*>([^<]+)<\/h1>/.exec(product)?.[1];
  if (!name) fail(`${label}: the served product page holds no product name`);
  if (!/<p[^>]*>₦[\d,]+\.\d\d<\/p>/.test(product)) fail(`${label}: the served product page holds no price`);
  const description = /<meta name="description" content="([^"]+)"/.exec(product)?.[1];
  if (!description?.includes(name ?? '\0'))
    fail(`${label}: the product page's meta description does not name it (${description})`);

  // A returning shopper: a saved cart (2 units) in localStorage before the page loads.
  const { chromium } = createRequire(join(root, 'packages/reference-app/package.json'))('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage();
    const logged = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) logged.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => logged.push(`page error: ${error.message}`));
    const saved = {
      state: {
        cart: {
          items: [{ id: 1, name, productVariant: { quantity: 2 }, pricing: [{ sellingPrice: 15500 }] }],
          owner: null,
          stock: {},
        },
        logins: {},
      },
      version: 2,
    };
    // Saved before the first page only: later loads find what the shop itself saved.
    await page.addInitScript((value) => {
      if (localStorage.getItem('root') === null) localStorage.setItem('root', value);
    }, JSON.stringify(saved));
    await page.goto(`${base}/products/1`);
    const cart = page.getByTestId('cart');
    await cart.filter({ hasText: 'Cart: 2 ' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await cart.filter({ hasText: 'Cart: 3 ' }).waitFor({ timeout: 30_000 });

    // The shopper logs in (the browser's token store writes the customer's cookie); the guest cart
    // merges into their server cart. Then a reload: the server reads the cookie and renders their name
    // and cart count, and the page hydrates over their saved cart with nothing logged.
    await page.getByLabel('Email').fill('customer@demo.test');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    const greeting = page.getByTestId('customer').filter({ hasText: /^Hello, \S/ });
    await greeting.waitFor({ timeout: 30_000 });
    const hello = await greeting.textContent();
    const settled = page.locator('[data-testid="cart"][aria-busy="false"]', { hasText: /^Cart: \d+ / });
    await settled.waitFor({ timeout: 30_000 });
    const count = await settled.textContent();
    if (!/^Cart: ([3-9]|\d\d+) /.test(count ?? ''))
      fail(`${label}: after the login the cart shows "${count}", not the 3 merged units`);
    const served = await (await page.reload())?.text();
    if (!served?.includes(`>${hello}<`))
      fail(`${label}: the served page of a logged-in customer does not greet them (${hello})`);
    if (!served?.includes(`>${count}<`))
      fail(`${label}: the served page of a logged-in customer does not hold "${count}"`);
    await greeting.waitFor({ timeout: 30_000 });
    await settled.waitFor({ timeout: 30_000 });
    if ((await settled.textContent()) !== count)
      fail(`${label}: after hydration the cart shows "${await settled.textContent()}", not "${count}"`);
    if (logged.length) fail(`${label}: the hydrated page logged:\n  ${logged.join('\n  ')}`);
  } finally {
    await browser.close();
  }
}

/** The relative link targets of a markdown text (not absolute URLs, not mailto:). */
function relativeLinks(markdown) {
  const links = [];
  // Code (fenced blocks and inline spans) holds no links: `console[...](m.message)` is not one.
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  for (const [, target] of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (!/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#')) links.push(target);
  }
  return links;
}

/** The fenced code blocks of one language in a markdown text. */
function codeBlocks(markdown, language) {
  const blocks = [];
  for (const [, code] of markdown.matchAll(new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\``, 'gm'))) {
    blocks.push(code);
  }
  return blocks;
}

/** The version of a dependency installed in the workspace (its package.json), for the consumer. */
function installedVersion(name, from = '.') {
  const manifest = join(root, from, 'node_modules', name, 'package.json');
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

/** The line of an error output that names the error (else its first line). */
function firstLine(text) {
  const lines = (text ?? '')
    .trim()
    .split('\n')
    .filter((line) => line.trim() !== '');
  return lines.find((line) => /\b\w*Error\b/.test(line)) ?? lines[0] ?? '';
}
