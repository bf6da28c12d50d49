#!/usr/bin/env node
// Builds every TypeScript package with swc (fast, keeps decorator metadata for NestJS) and the console
// with Vite. Typechecking is separate (`npm run typecheck`) so that `npm start` stays quick.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverOnly = process.argv.includes('--server-only');

/** Node packages, in dependency order; each compiles `src/` to `dist/`. */
export const nodePackages = [
  'libs/domain/kernel',
  'libs/domain/tenancy',
  'libs/domain/billing',
  'libs/domain/modules',
  'migrations',
  'libs/infra/persistence',
  'libs/infra/jobs',
  'libs/infra/mail',
  'libs/infra/enrichment',
  'libs/infra/sms',
  'libs/infra/files',
  'libs/infra/calendar',
  'libs/infra/webhooks',
  'libs/api-client',
  'libs/testing',
  'apps/api',
  'apps/cli',
];

function run(cmd, args, cwd = root) {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`build failed: ${cmd} ${args.join(' ')} (in ${cwd})`);
    process.exit(r.status ?? 1);
  }
}

const swc = join(root, 'node_modules/.bin/swc');
for (const pkg of nodePackages) {
  const dir = join(root, pkg);
  if (!existsSync(join(dir, 'src'))) continue;
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  run(
    swc,
    [
      'src',
      '-d',
      'dist',
      '--strip-leading-paths',
      '--quiet',
      '--config-file',
      join(root, '.swcrc'),
      '--ignore',
      '**/*.spec.ts,**/*.int-spec.ts,**/*.test.ts',
      // Only TypeScript is compiled; other files (e.g. a worker thread's .mjs, which must keep its name so
      // that it is found the same way from src and from dist) are copied as they are.
      '--extensions',
      '.ts',
      '--copy-files',
    ],
    dir,
  );
}
// npm may install vite in the console's own node_modules or hoist it to the root.
const vite = [join(root, 'apps/console/node_modules/.bin/vite'), join(root, 'node_modules/.bin/vite')].find((p) => existsSync(p));
if (!serverOnly) run(vite ?? 'vite', ['build', '--logLevel', 'warn'], join(root, 'apps/console'));
console.log('build: done');
