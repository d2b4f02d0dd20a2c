// @vitest-environment node
// The README's samples are compiled, so they cannot rot: every ```ts / ```tsx block of README.md is
// type-checked as its own module, with `@marketplace/react-hooks` resolved to src/index.ts (the package's
// real exports) and the package's compiler options. A sample whose first line names a file
// (`// app/ShopProviders.tsx`) is that file, so another sample imports it (`./ShopProviders`). Next.js is
// not installed here: its few names the Next.js samples use are declared below (the same code is built
// with the real Next.js in examples/next-shop by `pnpm test:packages`).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '../..');
const readme = readFileSync(join(pkg, 'README.md'), 'utf8');
const samples = [...readme.matchAll(/```(tsx?)\n([\s\S]*?)```/g)].map(([, lang, code], i) => ({
  file: join(
    pkg,
    'test/core/__readme__',
    /^\/\/ app\/(\S+\.tsx?)\b/.exec(code as string)?.[1] ?? `sample-${i + 1}.${lang}`,
  ),
  code: code as string,
  line: readme.slice(0, readme.indexOf(code as string)).split('\n').length,
}));

// What the Next.js samples use of Next.js (next@16's own declarations, cut down).
const NEXT_TYPES = `
declare module 'next' {
  export interface Metadata {
    title?: string | { default: string; template: string };
    description?: string;
  }
}
declare module 'next/headers' {
  export function cookies(): Promise<{ getAll(): { name: string; value: string }[] }>;
  export function headers(): Promise<{ get(name: string): string | null }>;
}
`;

function compile(): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(pkg, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const options: ts.CompilerOptions = {
    ...config.options,
    noEmit: true,
    baseUrl: pkg,
    paths: {
      '@marketplace/react-hooks': ['./src/index.ts'],
      '@marketplace/react-hooks/server': ['./src/server.ts'],
      '@marketplace/react-hooks/core': ['./src/core.ts'],
    },
  };
  const virtual = new Map(samples.map((s) => [s.file, s.code]));
  virtual.set(join(pkg, 'test/core/__readme__/next.d.ts'), NEXT_TYPES);
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (f) => virtual.has(f) || fileExists.call(host, f);
  // The samples' folder exists only here: module resolution asks for it before it asks for a file.
  host.directoryExists = (d) =>
    [...virtual.keys()].some((f) => f.startsWith(`${d}/`)) || ts.sys.directoryExists(d);
  host.readFile = (f) => virtual.get(f) ?? readFile.call(host, f);
  host.getSourceFile = (f, language, onError, create) => {
    const code = virtual.get(f);
    return code === undefined
      ? getSourceFile.call(host, f, language, onError, create)
      : ts.createSourceFile(f, code, language, true);
  };
  const program = ts.createProgram([...virtual.keys()], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file && virtual.has(d.file.fileName))
    .map((d) => {
      const sample = samples.find((s) => s.file === d.file?.fileName);
      const { line } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0);
      return `README.md:${(sample?.line ?? 0) + line}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
    });
}

describe('README samples', () => {
  it('has samples', () => {
    expect(samples.length).toBeGreaterThan(5);
  });

  it('compile against the real exports', () => {
    expect(compile()).toEqual([]);
  }, 120_000);
});
