import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';

const dir = mkdtempSync(join(tmpdir(), 'atrium-embedded-'));
const dataDir = join(dir, 'pg');
let db: EmbeddedPostgres;

async function connect(embedded: EmbeddedPostgres): Promise<pg.Client> {
  const client = new pg.Client({ host: embedded.socketDir, port: embedded.port, user: 'postgres', database: 'postgres' });
  await client.connect();
  return client;
}

beforeAll(async () => {
  db = await startEmbeddedPostgres(dataDir, 2);
});
afterAll(async () => {
  await db?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the embedded PostgreSQL', () => {
  it('leaves the event loop free while a long query runs', async () => {
    const client = await connect(db);
    try {
      let ticks = 0;
      let running = true;
      const tick = () => {
        ticks++;
        if (running) setImmediate(tick);
      };
      setImmediate(tick);
      const { rows } = await client.query('SELECT count(*)::int AS n FROM generate_series(1, 1000000)');
      running = false;
      expect(rows).toEqual([{ n: 1_000_000 }]);
      // Hosted on this thread, the query is one synchronous block and the loop turns only a handful of times
      // while it runs; on its own thread, the loop keeps turning the whole time.
      expect(ticks).toBeGreaterThan(100);
    } finally {
      await client.end();
    }
  });

  it('keeps its data and extensions across a stop and a restart', async () => {
    let client = await connect(db);
    await client.query(
      'CREATE EXTENSION IF NOT EXISTS citext; CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE EXTENSION IF NOT EXISTS pgcrypto',
    );
    await client.query('CREATE TABLE kept (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), email citext)');
    await client.query(`INSERT INTO kept (email) VALUES ('Ada@Example.com')`);
    await client.end();
    await db.stop();

    db = await startEmbeddedPostgres(dataDir, 2);
    client = await connect(db);
    try {
      const { rows } = await client.query(
        `SELECT email, similarity(email::text, 'ada@example.com') > 0.5 AS alike FROM kept WHERE email = 'ada@example.com'`,
      );
      expect(rows).toEqual([{ email: 'Ada@Example.com', alike: true }]);
    } finally {
      await client.end();
    }
  });

  it('rejects the start with the reason when the data directory cannot be used', async () => {
    const notADirectory = join(dir, 'a-file');
    writeFileSync(notADirectory, 'not a database');
    await expect(startEmbeddedPostgres(notADirectory, 1)).rejects.toThrow(/EEXIST|ENOTDIR/);
  });
});
