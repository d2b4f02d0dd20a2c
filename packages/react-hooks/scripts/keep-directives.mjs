#!/usr/bin/env node
// Puts 'use client' back into the built files (esbuild drops module directives when it bundles): the
// main entries (dist/index.js, dist/index.cjs: the hooks are client code), the file of every source
// module that starts with the directive, and every shared chunk holding code of such a module (read from
// its source map). dist/server.js and dist/core.js, and what they reach, must stay free of it: checked below.
//   node scripts/keep-directives.mjs    (from packages/react-hooks, after tsup)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { sourceEntries } from '../../../scripts/source-entries.mjs';

const DIRECTIVE = "'use client';";
const client = new Set(
  sourceEntries('src')
    .filter((file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')))
    .map((file) => resolve(file)),
);
const marked = new Set([resolve('dist/index.js'), resolve('dist/index.cjs')]);
for (const source of client) marked.add(resolve('dist', relative('src', source).replace(/\.tsx?$/, '.js')));

const walk = (folder) =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(folder, entry.name)) : [join(folder, entry.name)],
  );
for (const file of walk('dist').filter((f) => /\/chunk-[^/]+\.js$/.test(f))) {
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  if (map.sources.some((s) => client.has(resolve(dirname(file), s)))) marked.add(resolve(file));
}
let count = 0;
for (const file of marked) {
  if (!existsSync(file)) throw new Error(`keep-directives: ${file} was not built`);
  const text = readFileSync(file, 'utf8');
  if (text.startsWith(DIRECTIVE)) continue;
  writeFileSync(file, `${DIRECTIVE}\n${text}`);
  // One line more at the top: the source map's lines move down by one.
  if (existsSync(`${file}.map`)) {
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
    map.mappings = `;${map.mappings}`;
    writeFileSync(`${file}.map`, JSON.stringify(map));
  }
  count++;
}
console.log(`keep-directives: 'use client' in ${count} built files`);

// The server entry and the framework-free core must reach no client code: walk their imports in dist/
// and refuse the build otherwise. The core keeps the client state in a vanilla zustand store (no React
// in zustand/vanilla nor zustand/middleware); the server entry has no zustand at all. The core's
// declarations must not need React's or SWR's types either.
const FORBIDDEN = {
  'dist/server.js': /^(react|react-dom|swr|zustand)(\/|$)/,
  'dist/core.js': /^(react|react-dom|swr)(\/|$)|^zustand(?!\/(vanilla|middleware)$)/,
};
const problems = [];
for (const [entry, forbidden] of Object.entries(FORBIDDEN)) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    if (text.startsWith(DIRECTIVE)) problems.push(`${entry} reaches ${relative('.', file)}, client code`);
    const pattern =
      /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;
    for (const match of text.matchAll(pattern)) {
      const specifier = match[1] ?? match[2];
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else if (forbidden.test(specifier))
        problems.push(`${entry} reaches ${relative('.', file)}, which imports ${specifier}`);
    }
  };
  visit(resolve(entry));
  console.log(`keep-directives: ${entry} reaches ${seen.size} files, none of them client code`);
}
const coreTypes = readFileSync('dist/core.d.ts', 'utf8');
for (const match of coreTypes.matchAll(
  /(?:from\s*|import\()['"]((?:react|react-dom|swr)(?:\/[^'"]*)?|zustand(?!\/(?:vanilla|middleware)['"])[^'"]*)['"]/g,
))
  problems.push(`dist/core.d.ts needs ${match[1]}`);
if (problems.length) {
  console.error(
    `keep-directives: an entry that must be free of React reaches client code:\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
