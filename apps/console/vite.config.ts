import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

/** See the shim: a CommonJS stand-in for the `object.entries` polyfill. */
const objectEntriesShim = fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url));

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `.br` and `.gz` beside every text asset, once at build time, for the API's
 * static server (`preCompressed`) to send as is: no compression work per request.
 */
function precompress(): Plugin {
  return {
    name: 'atrium-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const texts = Object.values(bundle).filter((file) => /\.(js|css|html|svg|json)$/.test(file.fileName));
      await Promise.all(
        texts.map(async (file) => {
          const source = file.type === 'chunk' ? file.code : file.source;
          if (source.length < 1024) return;
          const path = join(outDir, file.fileName);
          // Quality 10: within 2 % of 11's size in less than half its time (measured on this console).
          await writeFile(`${path}.br`, await brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }));
          await writeFile(`${path}.gz`, await gzipped(source, { level: 9 }));
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    // `source` first: workspace packages (the generated API client) are compiled from their TypeScript
    // sources, so the console never depends on a stale `dist/`.
    conditions: ['source', ...defaultClientConditions],
    // A polyfill of what every supported browser has (see the shim).
    alias: { 'object.entries': objectEntriesShim },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin + MUI make one large vendor chunk shared by every screen; screens themselves are split.
    chunkSizeWarningLimit: 1600,
    // What each page loads, for `npm run console:size` (tools/console-size.mjs).
    manifest: true,
    rolldownOptions: {
      output: {
        // Left to itself, the bundler makes one chunk per set of screens sharing a module: the shell fetched ~90
        // files, and each file's gzip starts without a dictionary. Two groups instead (measured by console:size):
        // what the login page needs in one file, and the libraries most screens share (here 60 of ~96 lazy
        // screens) in one more. Admin shell 357 → 328 kB gzip, login 116 → 112 kB, a screen's own extra
        // download 34 → 26 kB on average. Lowering the share count pulls screen-only code into the shell.
        codeSplitting: {
          groups: [
            { name: 'login', tags: ['$initial'], priority: 2 },
            { name: 'common', test: /[\\/]node_modules[\\/]/, minShareCount: 60, priority: 1 },
          ],
        },
      },
    },
    // The shim is CommonJS outside node_modules: the transform must see it for `require` to get the function.
    commonjsOptions: { include: [/node_modules/, objectEntriesShim] },
  },
  server: {
    // `vite` dev server: the API runs separately (npm start, port 3000).
    proxy: { '/api': 'http://localhost:3000' },
  },
});
