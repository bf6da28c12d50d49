#!/usr/bin/env node
// Gzip (and brotli) sizes of what the console's first screens download, from Vite's manifest: the login
// page (the entry and its static imports) and the signed-in shell (the login page's files, the console and a
// dashboard). Build first (`npm run build`). Exits 1 when a page is over its budget (issue 7).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '../apps/console/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** The files a chunk needs before it runs: itself and its static imports, transitively (CSS included). */
function closure(keys, into = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the manifest: ${key}`);
    if (into.has(chunk.file)) continue;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    closure(chunk.imports ?? [], into);
  }
  return into;
}

function sizes(files) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files: files.size, raw, gzip, brotli };
}

const login = closure(['index.html']);
const shell = (dashboard) => closure(['src/console-root.tsx', dashboard], new Set(login));
const pages = [
  { page: 'login page', files: login, budget: 120_000 },
  { page: 'admin shell + dashboard', files: shell('src/pages/admin-dashboard-page.tsx'), budget: 350_000 },
  { page: 'client shell + dashboard', files: shell('src/pages/client-dashboard-page.tsx'), budget: 350_000 },
  { page: 'users shell + dashboard', files: shell('src/pages/dashboard-page.tsx'), budget: 350_000 },
];

const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
let over = false;
console.log('page                        files        raw       gzip     brotli   budget (gzip)');
for (const { page, files, budget } of pages) {
  const s = sizes(files);
  const ok = s.gzip <= budget;
  over ||= !ok;
  console.log(
    `${page.padEnd(26)} ${String(s.files).padStart(6)} ${kb(s.raw).padStart(10)} ${kb(s.gzip).padStart(10)} ${kb(s.brotli).padStart(10)}   ${kb(budget)} ${ok ? 'ok' : 'OVER'}`,
  );
}
process.exit(over ? 1 : 0);
