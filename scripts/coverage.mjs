#!/usr/bin/env node
// Writes docs/coverage.md: one row per operation of the contract, so the table can never drift from
// specs/, with the SDK function that calls it and the sandbox domain that answers it. Prints the
// operation counts. With --check, fails when the committed table is stale.
//
// The sandbox column comes from `handlerDomains`, exported by the sandbox's build
// (packages/sandbox/dist/index.js): the sandbox is TypeScript, and its own code is the only faithful
// source of which domain handles what. Writing the table builds the sandbox (and the SDK it needs) when
// that build is missing or older than the sandbox's sources; --check never builds: it fails when the build
// is missing (the root `pnpm test` runs `pnpm build` first) and warns when it is older than the sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HOSTS, listOperations, loadContracts } from './lib/contract.mjs';

const check = process.argv.includes('--check');
const root = fileURLToPath(new URL('../', import.meta.url));
const file = `${root}docs/coverage.md`;
const sdkIndex = `${root}packages/sdk/src/generated/operations/index.ts`;
const hooksIndex = `${root}packages/react-hooks/src/generated/index.ts`;
const sandboxSources = `${root}packages/sandbox/src`;
const appSources = `${root}packages/reference-app/src`;
const sandboxBuild = `${root}packages/sandbox/dist/index.js`;
const ops = listOperations(await loadContracts());

/**
 * The values `packages/sdk/src/generated/operations/index.ts` really exports: `export { a, b as c } from`
 * (type-only exports left out) and `export function` / `export const` declarations.
 */
function sdkExports() {
  let source = '';
  try {
    source = readFileSync(sdkIndex, 'utf8');
  } catch {
    return new Set();
  }
  const names = new Set();
  for (const [, list] of source.matchAll(/^export\s+(?!type\b)\{([^}]*)\}/gm)) {
    for (const entry of list.split(',')) {
      const words = entry.trim().split(/\s+/);
      if (!words[0] || words[0] === 'type') continue;
      names.add(words.at(-1));
    }
  }
  for (const [, name] of source.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let)\s+(\w+)/gm))
    names.add(name);
  return names;
}
const exported = sdkExports();
const sdkFunction = (o) => (exported.has(o.operationId) ? `\`${o.operationId}\`` : 'none');

/** The names `packages/react-hooks/src/generated/index.ts` really exports (`export { a, b } from`). */
function hookExports() {
  let source = '';
  try {
    source = readFileSync(hooksIndex, 'utf8');
  } catch {
    return new Set();
  }
  const names = new Set();
  for (const [, list] of source.matchAll(/^export\s+(?!type\b)\{([^}]*)\}/gm)) {
    for (const entry of list.split(',')) {
      const words = entry.trim().split(/\s+/);
      if (words[0] && words[0] !== 'type') names.add(words.at(-1));
    }
  }
  return names;
}
const hooks = hookExports();
const hookName = (o) => `use${o.operationId[0].toUpperCase()}${o.operationId.slice(1)}`;
/** `use<OperationId>` (and `use<OperationId>Pages` for paged lists) when the hooks package exports it. */
const hookCell = (o) => {
  const names = [hookName(o), `${hookName(o)}Pages`].filter((n) => hooks.has(n));
  return names.length ? names.map((n) => `\`${n}\``).join(', ') : 'none';
};

/** The source files of the reference app (stories and story helpers left out: they are not screens). */
function appFiles(dir = appSources) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...appFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !/\.stories\.tsx?$|^storySandbox\./.test(entry.name))
      files.push(path);
  }
  return files.sort();
}

/** Hooks of @marketplace/react-hooks built on an operation's hook, with the operations they call. */
const BUILT_ON = {
  usePermissions: ['getPermissions'],
  usePermissionSet: ['getPermissions'],
  useCan: ['getPermissions'],
  useAllowed: ['getPermissions'],
  useStoreTheme: ['getStoreTheme'],
  useMediaUpload: ['uploadMedia'],
  useDeliveryEstimate: ['getDeliveryEstimate', 'getCustomerAddresses'],
  useWishlist: ['getWishlist', 'saveToWishlist', 'removeFromWishlist', 'getCustomerProduct'],
};

/** The session operations of each role (packages/react-hooks/src/session/sessionOperations.ts). */
const SESSION_OPERATIONS = {
  customer: { login: 'loginCustomer', signup: 'signupCustomer' },
  merchant: { login: 'loginMerchant', signup: 'signupMerchant' },
  admin: { login: 'loginAdmin' },
  'shipping-partner': { login: 'loginPartner', signup: 'signupPartner' },
};

/**
 * Operations a module reaches through `useSession` and `useCart`, which wrap several operations each: only
 * those whose member the module uses count (`login`, `signup`; the cart's changes, coupons and gift cards
 * applied or removed, and its items, which a customer's cart loads with getCart).
 */
function followedOperations(source) {
  const found = [];
  // `const { login } = useSession('merchant')` or `const session = useSession(role)` … `session.login(`.
  const calls = /(?:const|let)\s+(\{[^}]*\}|\w+)\s*=\s*useSession\s*(?:<[^>]*>)?\(\s*([^),]*)/g;
  for (const [, target, role] of source.matchAll(calls)) {
    const literal = /^['"]([\w-]+)['"]$/.exec(role.trim());
    const roles = literal ? [literal[1]] : Object.keys(SESSION_OPERATIONS);
    const uses = (member) =>
      target.startsWith('{')
        ? new RegExp(`\\b${member}\\b`).test(target)
        : new RegExp(`\\b${target}\\.${member}\\(`).test(source);
    for (const r of roles) {
      const ops = SESSION_OPERATIONS[r] ?? {};
      if (ops.login && uses('login')) found.push(ops.login);
      if (ops.signup && uses('signup')) found.push(ops.signup);
    }
  }
  if (/\buseCart\s*\(/.test(source)) {
    if (/\.(?:add|increase|setQuantity)\(|\badd\(/.test(source)) found.push('addToCart');
    if (/\.(?:remove|decrease|setQuantity)\(/.test(source)) found.push('removeFromCart');
    if (/\.items\b|\{[^}]*\bitems\b[^}]*\}\s*=\s*useCart/.test(source)) found.push('getCart');
    if (/\.applyCoupon\(/.test(source)) found.push('applyCoupon');
    if (/\.applyGiftCard\(/.test(source)) found.push('payWithGiftCard');
    if (/\.removeCoupon\(/.test(source)) found.push('removeCoupon');
    if (/\.removeGiftCard\(/.test(source)) found.push('removeGiftCard');
  }
  return found;
}

/**
 * operationId → the app's modules that use its hook: `use<OperationId>(`, `use<OperationId>Pages(`, or an
 * `operation: '<operationId>'` option (useTable, useContractForm). A module is named by its path under
 * packages/reference-app/src, without the extension (`roles/admin/AdminHomeScreen`).
 */
function screensByOperation() {
  const byHook = new Map();
  for (const o of ops) {
    byHook.set(hookName(o), o.operationId);
    byHook.set(`${hookName(o)}Pages`, o.operationId);
  }
  const known = new Set(ops.map((o) => o.operationId));
  const screens = new Map();
  const add = (operationId, screen) => {
    if (!screens.has(operationId)) screens.set(operationId, new Set());
    screens.get(operationId).add(screen);
  };
  for (const path of appFiles()) {
    // Comments left out: a TSDoc example that names a hook is not a use of it.
    const source = readFileSync(path, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
      // Imports left out: importing a hook is not using it.
      .replace(/^import\s[^;]*?from\s*['"][^'"]+['"];?/gm, '');
    const screen = path.slice(appSources.length + 1).replace(/\.tsx?$/, '');
    // A hook called, or given as a value (a table of report hooks: `sar: useGetSarReport,`).
    for (const [, name] of source.matchAll(/\b(use[A-Z]\w*)\s*(?:(?:<[^>]*>)?\(|(?=,\s*\n|\s*\n?\s*\}))/g)) {
      if (byHook.has(name)) add(byHook.get(name), screen);
      for (const id of BUILT_ON[name] ?? []) add(id, screen);
    }
    for (const [, id] of source.matchAll(/\boperation:\s*['"](\w+)['"]/g)) if (known.has(id)) add(id, screen);
    for (const id of followedOperations(source)) if (known.has(id)) add(id, screen);
  }
  return screens;
}
const screens = screensByOperation();
const screenCell = (o) => {
  const list = [...(screens.get(o.operationId) ?? [])];
  return list.length ? list.map((s) => `\`${s}\``).join(', ') : 'none';
};
const ROLES = ['guest', 'customer', 'merchant', 'admin', 'shipping-partner'];
const unused = ROLES.map((role) => ({
  role,
  total: ops.filter((o) => o.roles.includes(role)).length,
  missing: ops.filter((o) => o.roles.includes(role) && !screens.has(o.operationId)).length,
}));

/** The newest modification time of the files under `dir`. */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** `handlerDomains` of the sandbox's build: operationId → the domain whose handler answers it. */
async function sandboxDomains() {
  const stale = () => existsSync(sandboxBuild) && statSync(sandboxBuild).mtimeMs < newest(sandboxSources);
  if (!check && (!existsSync(sandboxBuild) || stale())) {
    console.log('building the sandbox (and the SDK it uses) for the sandbox handler column');
    const run = spawnSync('pnpm', ['--filter', '@marketplace/sandbox...', 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (run.status !== 0) {
      console.error('scripts/coverage.mjs: the sandbox build failed');
      process.exit(1);
    }
  }
  if (!existsSync(sandboxBuild)) {
    console.error(
      'scripts/coverage.mjs: the "sandbox handler" column needs the built sandbox (packages/sandbox/dist/index.js).\n' +
        'Build it first: pnpm --filter "@marketplace/sandbox..." build (or pnpm build), then run this again.',
    );
    process.exit(1);
  }
  if (stale()) {
    console.warn(
      'scripts/coverage.mjs: warning: packages/sandbox/dist is older than packages/sandbox/src; the sandbox ' +
        'column is checked against that build. Rebuild (pnpm --filter "@marketplace/sandbox..." build) for an exact check.',
    );
  }
  const { handlerDomains } = await import(pathToFileURL(sandboxBuild).href);
  if (!handlerDomains || typeof handlerDomains !== 'object') {
    console.error(
      'scripts/coverage.mjs: packages/sandbox/dist/index.js does not export handlerDomains; rebuild it',
    );
    process.exit(1);
  }
  return handlerDomains;
}
const domains = await sandboxDomains();
const sandboxHandler = (o) => domains[o.operationId] ?? 'none';

const count = (list) => {
  const spec = list.filter((o) => o.source === 'spec').length;
  const sdk = list.filter((o) => exported.has(o.operationId)).length;
  const sandbox = list.filter((o) => domains[o.operationId]).length;
  const hook = list.filter((o) => hooks.has(hookName(o))).length;
  return { total: list.length, spec, inferred: list.length - spec, sdk, sandbox, hook };
};
const summary = HOSTS.map((host) => ({ host, ...count(ops.filter((o) => o.host === host)) }));
const all = count(ops);

const cell = (s) => String(s ?? '').replaceAll('|', '\\|');
const lines = [
  '# Coverage of the contract',
  '',
  'Generated by `pnpm gen` (scripts/coverage.mjs) from specs/. Do not edit: change the contract instead.',
  '`spec`: the specification states the method and the path; `inferred`: we designed them.',
  '`SDK function`: the function of `@marketplace/sdk` that makes the call (named after the operationId), as',
  'exported by `packages/sdk/src/generated/operations/index.ts`; `none` when it does not export one.',
  '`sandbox handler`: the domain (packages/sandbox/src/domains/) or other host (packages/sandbox/src/hosts/) of',
  '`@marketplace/sandbox` whose handler answers the operation, from the `handlerDomains` export of its build;',
  '`none` when none handles it.',
  '`hook`: the hook of `@marketplace/react-hooks` for the operation (`use<OperationId>`, and',
  '`use<OperationId>Pages` for paged lists), as exported by `packages/react-hooks/src/generated/index.ts`;',
  '`none` when it does not export one.',
  '`screens`: the modules of the reference app (packages/reference-app/src, stories left out) that use the',
  "operation's hook (`use<OperationId>`, `use<OperationId>Pages`, `operation: '<operationId>'` given to",
  '`useTable` or `useContractForm`, `usePermissionSet`/`useCan`/`useAllowed`/`usePermissions` for `getPermissions`, or',
  '`useStoreTheme` for `getStoreTheme`), found in',
  'their source (comments left out); `none` when no screen uses it yet. The session and cart hooks are',
  "followed by the members a module uses: `useSession(role)` with `login` or `signup` counts that role's",
  'login or sign-up; `useCart()` counts addToCart, removeFromCart, getCart (its items), applyCoupon,',
  'payWithGiftCard (`applyGiftCard`), removeCoupon and removeGiftCard where the module changes the cart,',
  'reads its items, or applies or removes codes.',
  '',
  '| host | operations | spec | inferred | SDK functions | sandbox handlers | hooks |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...summary.map(
    (s) => `| ${s.host} | ${s.total} | ${s.spec} | ${s.inferred} | ${s.sdk} | ${s.sandbox} | ${s.hook} |`,
  ),
  `| **all** | **${all.total}** | **${all.spec}** | **${all.inferred}** | **${all.sdk}** | **${all.sandbox}** | **${all.hook}** |`,
  '',
  'Operations each role may call that no screen of the reference app uses yet (an operation of several roles',
  'counts for each of them):',
  '',
  '| role | operations it may call | used by no screen yet |',
  '| --- | ---: | ---: |',
  ...unused.map((u) => `| ${u.role} | ${u.total} | ${u.missing} |`),
  '',
  '| operation | tag | host | method | path | source | roles | SDK function | sandbox handler | hook | screens |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...ops.map(
    (o) =>
      `| \`${o.operationId}\` | ${o.tag} | ${o.host} | ${o.method.toUpperCase()} | \`${cell(o.path)}\` | ${o.source} | ${o.roles.join(', ')} | ${sdkFunction(o)} | ${sandboxHandler(o)} | ${hookCell(o)} | ${screenCell(o)} |`,
  ),
  '',
];
const text = lines.join('\n');

if (check) {
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {}
  if (current !== text) {
    console.error('docs/coverage.md is stale: run pnpm gen');
    process.exit(1);
  }
} else {
  writeFileSync(file, text);
}
for (const s of summary)
  console.log(
    `${s.host}: ${s.total} operations (${s.spec} spec, ${s.inferred} inferred), ${s.sdk} SDK functions, ${s.sandbox} sandbox handlers, ${s.hook} hooks`,
  );
console.log(
  `all: ${all.total} operations (${all.spec} spec, ${all.inferred} inferred), ${all.sdk} SDK functions, ${all.sandbox} sandbox handlers, ${all.hook} hooks`,
);
console.log(`used by no screen yet: ${unused.map((u) => `${u.role} ${u.missing} of ${u.total}`).join(', ')}`);
