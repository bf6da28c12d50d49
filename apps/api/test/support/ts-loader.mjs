// A Node ESM loader running this repository's TypeScript sources with swc (as jest does), so that a test
// can start a child process from sources, e.g. under a small heap. Workspace packages map to their sources.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';

const root = new URL('../../../../', import.meta.url);
const PACKAGES = {
  '@atrium/kernel': 'libs/domain/kernel/src/index.ts',
  '@atrium/files': 'libs/infra/files/src/index.ts',
};

export async function resolve(specifier, context, next) {
  if (PACKAGES[specifier]) return { url: new URL(PACKAGES[specifier], root).href, shortCircuit: true };
  if (/^\.{1,2}\//.test(specifier) && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
    const ts = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(ts))) return { url: ts.href, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  const filename = fileURLToPath(url);
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'es6' },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
