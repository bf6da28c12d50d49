import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  /** Directory holding the unix socket; `pg` connects with `host` set to it. */
  socketDir: string;
  port: number;
  stop(): Promise<void>;
}

const PORT = 5432;

/**
 * PostgreSQL in WebAssembly (PGlite), file-backed, served on a private unix socket so the rest of the
 * product talks to it with the ordinary `pg` driver exactly as it would to a real server.
 */
export async function startEmbeddedPostgres(dataDir: string, maxConnections: number): Promise<EmbeddedPostgres> {
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir, extensions: { citext, pg_trgm, pgcrypto } });
  // Unix socket paths are limited to ~100 bytes, so the socket lives in a short temporary directory.
  const socketDir = mkdtempSync(join(tmpdir(), 'atrium-pg-'));
  const server = new PGLiteSocketServer({ db, path: join(socketDir, `.s.PGSQL.${PORT}`), maxConnections });
  await server.start();
  return {
    socketDir,
    port: PORT,
    async stop() {
      await server.stop();
      await db.close();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
