// The contract's zod schemas are never loaded by the hooks: importing @marketplace/react-hooks in Node
// (SSR, scripts) does not load @marketplace/sdk/schemas, from ESM or CommonJS (an app loads them when
// it checks a form or validates answers). Runs the built package (dist/, as installed) in a child Node
// process that records every module it loads.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const packageDir = resolve(import.meta.dirname, '../..');

/** The modules of @marketplace/sdk a Node process loads for `script`, as file paths relative to the sdk. */
function sdkModulesLoadedBy(script: string, type: 'module' | 'commonjs'): string[] {
  const recorder = `export async function load(url, context, next) {
    if (url.includes('/sdk/dist/')) process.stdout.write('LOADED ' + url.split('/sdk/')[1] + '\\n');
    return next(url, context);
  }`;
  const register = `import { register } from 'node:module'; register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(recorder)}));`;
  const output = execFileSync(
    process.execPath,
    [
      '--import',
      `data:text/javascript,${encodeURIComponent(register)}`,
      type === 'module' ? '--input-type=module' : '--input-type=commonjs',
      '-e',
      script,
    ],
    { cwd: packageDir, encoding: 'utf8' },
  );
  return output
    .split('\n')
    .filter((line) => line.startsWith('LOADED '))
    .map((line) => line.slice('LOADED '.length));
}

describe('the SDK schemas', () => {
  it('importing the hooks from ESM loads the SDK but not its schemas', () => {
    const loaded = sdkModulesLoadedBy(
      "const hooks = await import('@marketplace/react-hooks'); if (!hooks.useCart) throw new Error('no hooks');",
      'module',
    );
    expect(loaded).toContain('dist/index.js');
    expect(loaded.filter((file) => file.includes('schemas'))).toEqual([]);
  });

  it('requiring the hooks from CommonJS does not load the schemas either', () => {
    const loaded = sdkModulesLoadedBy(
      `require('@marketplace/react-hooks');
       const files = Object.keys(require.cache).filter((f) => f.includes('/sdk/dist/'));
       for (const f of files) process.stdout.write('LOADED ' + f.split('/sdk/')[1] + '\\n');`,
      'commonjs',
    );
    expect(loaded).toContain('dist/index.cjs');
    expect(loaded.filter((file) => file.includes('schemas'))).toEqual([]);
  });
});
