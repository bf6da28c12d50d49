// PGlite and its socket server on a thread of their own: PGlite runs the PostgreSQL protocol synchronously
// in WebAssembly, so on the API's thread every query would block the event loop. Plain JavaScript so that the
// same file runs from the sources (jest) and from dist (the build copies it unchanged).
import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, socketPath, maxConnections } = workerData;

/** PGlite rejects with strings or WASM aborts at times: always hand the main thread a readable line. */
const describe = (error) => (error instanceof Error ? error.message : String(error));

let db;
let server;
try {
  mkdirSync(dataDir, { recursive: true });
  // The extensions must be passed at every open, not only when they are created.
  db = await PGlite.create({ dataDir, extensions: { citext, pg_trgm, pgcrypto } });
  server = new PGLiteSocketServer({ db, path: socketPath, maxConnections });
  await server.start();
} catch (error) {
  await db?.close().catch(() => undefined);
  parentPort.postMessage({ type: 'failed', message: describe(error) });
  // Nothing else holds this thread open: it ends once the message is out.
}

if (server) {
  parentPort.on('message', async (message) => {
    if (message?.type !== 'stop') return;
    try {
      await server.stop();
      // Closing flushes PGlite's file system to dataDir: without it the last writes are lost.
      await db.close();
      parentPort.postMessage({ type: 'stopped' });
    } catch (error) {
      parentPort.postMessage({ type: 'stopped', error: describe(error) });
    }
    parentPort.close();
  });
  parentPort.postMessage({ type: 'ready' });
}
