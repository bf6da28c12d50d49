#!/usr/bin/env node
// The bench's yardstick: Fastify + pg and nothing else, replaying the statements the API's repositories
// issue for each read scenario (recorded by seed.mjs), on the same database, hosted the same way
// (embedded: PGlite served on a unix socket in this process, one pool connection, as the API does).
// Sign-in: the person's row by e-mail, argon2 verify, a session row.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { verify } from '@node-rs/argon2';
import Fastify from 'fastify';
import pg from 'pg';
import { startEmbeddedPostgres } from '@atrium/persistence';

const { BENCH_STATEMENTS, BENCH_DATA_DIR, BENCH_DATABASE_URL, PORT } = process.env;
const statements = JSON.parse(readFileSync(BENCH_STATEMENTS, 'utf8'));

let embedded;
let pool;
if (BENCH_DATABASE_URL) {
  pool = new pg.Pool({ connectionString: BENCH_DATABASE_URL, max: 10 });
} else {
  embedded = await startEmbeddedPostgres(`${BENCH_DATA_DIR}/pg`, 4);
  pool = new pg.Pool({ host: embedded.socketDir, port: embedded.port, user: 'postgres', database: 'postgres', max: 1 });
}

const app = Fastify({ logger: false });
app.get('/ready', async () => ({ ok: true }));
// The API's liveness answer, as the API's default configuration gives it.
app.get('/health', async () => ({ status: 'ok', maxUploadMb: 50, calendarSync: false, enrichment: false }));

Object.values(statements).forEach((list, i) => {
  app.get(`/read/${i}`, async (_request, reply) => {
    let rows = [];
    let total;
    for (const { sql, name, params } of list) {
      // The planner's estimate of a filtered list: the API keeps it for seconds (list-query.sql.ts), so in a
      // steady run it sends none.
      if (sql.startsWith('EXPLAIN')) continue;
      const result = await pool.query(name ? { name, text: sql, values: params } : { text: sql, values: params });
      if (/^SELECT n FROM list_totals/.test(sql) || /^SELECT count\(\*\)/.test(sql)) total = result.rows[0]?.n;
      else rows = result.rows;
    }
    if (total !== undefined) void reply.header('X-Total-Count', String(total));
    return list.length === 1 && !/LIMIT/.test(list[0].sql) ? rows[0] : rows;
  });
});

app.post('/login', async (request, reply) => {
  const { email, password } = request.body;
  const { rows } = await pool.query(`SELECT id, password_hash FROM people WHERE email = $1`, [email]);
  if (!rows[0] || !(await verify(rows[0].password_hash, password))) return reply.code(401).send({ message: 'no' });
  await pool.query(`INSERT INTO sessions (id, person_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [
    randomUUID(),
    rows[0].id,
  ]);
  return { token: 'bare' };
});

await app.listen({ port: Number(PORT), host: '127.0.0.1' });

process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  await embedded?.stop();
  process.exit(0);
});
