#!/usr/bin/env node
// Benchmarks of the API on the built server (`npm run build` first): paginated, filtered lists over a
// seeded table, and sign-in. Prints timings; asserts nothing (targets are read, not enforced in tests).
// Usage: npm run bench [-- --rows 20000 --requests 300]   (DATABASE_URL=... to bench a real server)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const rows = arg('rows', 20_000);
const requests = arg('requests', 300);
const root = join(import.meta.dirname, '../..');
const { loadConfig } = await import(join(root, 'apps/api/dist/config/config.js'));
const { createApp } = await import(join(root, 'apps/api/dist/create-app.js'));

const dataDir = mkdtempSync(join(tmpdir(), 'atrium-bench-'));
const config = loadConfig(
  { DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-password-1', DATABASE_URL: process.env.DATABASE_URL },
  { consoleDir: join(dataDir, 'none') },
);
const running = await createApp(config, { logger: ['error'] });
await running.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${running.app.getHttpServer().address().port}`;

function stats(ms) {
  ms.sort((a, b) => a - b);
  const q = (p) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))].toFixed(1);
  return `p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${ms[ms.length - 1].toFixed(1)} ms`;
}

async function time(label, n, fn, concurrency = 10) {
  const ms = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++;
        const t0 = performance.now();
        await fn(i);
        ms.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label}: ${n} requests, ${(n / seconds).toFixed(0)} req/s, ${stats(ms)}`);
}

try {
  const t0 = performance.now();
  await running.database.dataSource.query(
    `INSERT INTO people (kind, email, firstname, lastname, company, phone, password_hash)
     SELECT 'clients', 'bench' || g || '@example.com', 'First' || g, 'Last' || g, 'Company ' || (g % 997), '555-' || g, 'x'
     FROM generate_series(1, $1) g`,
    [rows],
  );
  console.log(
    `seeded ${rows} clients in ${(performance.now() - t0).toFixed(0)} ms (${running.database.embedded ? 'embedded' : 'DATABASE_URL'})`,
  );

  const login = async () => {
    const r = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@atrium.local', password: 'bench-password-1' }),
    });
    return (await r.json()).token;
  };
  const token = await login();
  const get = async (path) => {
    const r = await fetch(`${base}${path}`, { headers: { token } });
    if (!r.ok) throw new Error(`${path}: ${r.status}`);
    await r.arrayBuffer();
  };
  await time('GET /api/clients (page 1)', requests, () => get('/api/clients'));
  await time('GET /api/clients (deep page)', requests, (i) => get(`/api/clients?page=${100 + (i % 50)}`));
  await time('GET /api/clients?q= (trigram filter)', requests, (i) => get(`/api/clients?q=company%20${i % 997}`));
  await time('POST /api/auth/login (argon2id)', 20, login, 2);
} finally {
  await running.close();
  rmSync(dataDir, { recursive: true, force: true });
}
