#!/usr/bin/env node
// Keeps each host's root document (specs/<host>.yaml) in step with its path files
// (specs/<host>/paths/*.yaml): the root's `paths` point into those files and its `tags` declare every tag
// they use. The path files are the source; run with --check to fail instead of writing.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseDocument } from 'yaml';

export const HOSTS = ['main', 'shipping', 'themes', 'provider'];
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const specsDir = new URL('../specs/', import.meta.url).pathname;
const pointer = (path) => `#/${path.replaceAll('~', '~0').replaceAll('/', '~1')}`;

/** The paths and tags a host's path files declare, in file then path order. */
export function collect(host) {
  const dir = join(specsDir, host, 'paths');
  const paths = [];
  const tags = new Map();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const doc = parse(readFileSync(join(dir, file), 'utf8')) ?? {};
    for (const tag of doc['x-tags'] ?? []) tags.set(tag.name, tag);
    for (const [path, item] of Object.entries(doc)) {
      if (!path.startsWith('/')) continue;
      paths.push({ path, ref: `./${host}/paths/${file}${pointer(path)}` });
      for (const method of METHODS) {
        for (const tag of item?.[method]?.tags ?? []) if (!tags.has(tag)) tags.set(tag, { name: tag });
      }
    }
  }
  return { paths, tags: [...tags.values()] };
}

function sync(host, check) {
  const file = join(specsDir, `${host}.yaml`);
  const text = readFileSync(file, 'utf8');
  const doc = parseDocument(text);
  const { paths, tags } = collect(host);
  const seen = new Set();
  for (const { path } of paths) {
    if (seen.has(path)) throw new Error(`${host}: ${path} is declared in two path files`);
    seen.add(path);
  }
  doc.set('tags', tags);
  doc.set('paths', Object.fromEntries(paths.map(({ path, ref }) => [path, { $ref: ref }])));
  const next = doc.toString({ lineWidth: 0 });
  if (next === text) return true;
  if (check) {
    console.error(`specs/${host}.yaml is out of step with specs/${host}/paths: run pnpm specs:sync`);
    return false;
  }
  writeFileSync(file, next);
  console.log(`specs/${host}.yaml: ${paths.length} paths, ${tags.length} tags`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  const ok = HOSTS.map((host) => sync(host, check)).every(Boolean);
  process.exit(ok ? 0 : 1);
}
