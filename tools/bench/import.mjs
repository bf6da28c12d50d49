#!/usr/bin/env node
// The CSV import at scale (issue 23 §2, decision 0020): a file of N leads (default 100,000; a tenth of them
// with quoted fields holding separators) uploaded to the built API, then imported all or nothing; prints the
// upload's time (stream to disk, one counting parse), the import's (one streaming pass, batches of 1,000),
// the server's resident memory after it, and the 1-minute load average beside each figure. A bench, not a
// test: it asserts only that every row arrived.
//
//   npm run build && node tools/bench/import.mjs [--rows 100000] [--db embedded|postgres] [--resource leads|customers]
//   (postgres: the server at DATABASE_URL, on a fresh database)
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchTarget, startApi } from './servers.mjs';
import { call, login, seedTenant } from './module-seed.mjs';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    db: { type: 'string', default: 'postgres' },
    resource: { type: 'string', default: 'leads' },
  },
});
const rows = Number(values.rows);
const resource = values.resource === 'customers' ? 'customers' : 'leads';
const ADMIN = { email: 'admin@bench.test', password: 'bench-admin-password' };
const load = () => loadavg()[0].toFixed(2);

const file = join(tmpdir(), `atrium-import-${process.pid}.csv`);
const lines = [resource === 'leads' ? 'First name,Last name,Email,Phone' : 'First name,Last name,Email,Phone,City,Customer group'];
for (let i = 0; i < rows; i++) {
  const last = i % 10 === 0 ? `"Family, ${i} ""the"" ${i % 7}"` : `Family${i}`;
  lines.push(
    `Person${i},${last},person${i}@import.bench,555-${String(i).padStart(7, '0')}${resource === 'customers' ? `,City ${i % 50},Group ${i % 5}` : ''}`,
  );
}
writeFileSync(file, `${lines.join('\r\n')}\r\n`);
const bytes = readFileSync(file);
console.log(`import bench: ${rows} ${resource}, ${(bytes.length / 1e6).toFixed(1)} MB, database ${values.db}`);

const { target, dispose } = await benchTarget(values.db === 'embedded' ? 'embedded' : 'postgres');
const api = await startApi(target, ADMIN);
try {
  const { project } = await seedTenant(api.base, ADMIN);
  const token = await login(api.base, 'user@bench.test', 'bench-user-password');
  const form = new FormData();
  form.append('project', String(project));
  form.append('file', new Blob([bytes], { type: 'text/csv' }), 'bench.csv');
  const path = resource === 'leads' ? '/com/leads/imports' : '/crm/customers/imports';
  let t0 = performance.now();
  const uploaded = await fetch(`${api.base}/api${path}`, { method: 'POST', headers: { token }, body: form });
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const imp = await uploaded.json();
  console.log(`upload + scan: ${((performance.now() - t0) / 1000).toFixed(1)} s, ${imp.total} rows (load ${load()})`);
  t0 = performance.now();
  await call(api.base, token, 'POST', '/imports/start', { id: imp.id, mapping: imp.mapping, mode: 'all', duplicates: 'update' });
  let state;
  for (;;) {
    state = await call(api.base, token, 'GET', `/imports?id=${imp.id}`);
    if (state.status === 'done' || state.status === 'failed') break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const seconds = (performance.now() - t0) / 1000;
  const rss = readFileSync(`/proc/${api.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1];
  console.log(
    `import: ${seconds.toFixed(1)} s, ${Math.round(rows / seconds)} rows/s, status ${state.status}, created ${state.created} (load ${load()}); API resident ${Math.round(Number(rss) / 1024)} MB`,
  );
  if (state.status !== 'done' || state.created !== rows) {
    console.error(state.message);
    process.exitCode = 1;
  }
} finally {
  await api.stop();
  await dispose();
}
