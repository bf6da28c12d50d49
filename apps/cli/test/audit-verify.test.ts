import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PASSWORD, type World } from '../../api/test/support/fixtures.js';
import type { TestApp } from '../../api/test/support/test-app.js';
import { useAdminCli } from './support/admin-cli.js';
import { runAtrium, signIn, type SignedIn } from './support/cli-harness.js';

// `atrium audit verify [--client id]`: the billing ledger's check, 0 when it holds, 1 with the broken link.

let t: TestApp;
let w: World;
let admin: SignedIn;
let clientA: SignedIn;
useAdminCli((app, world, signedIn) => {
  t = app;
  w = world;
  admin = signedIn;
});
beforeAll(async () => {
  clientA = await signIn(t.baseUrl, w.clientA.email, PASSWORD);
});
afterAll(async () => {
  await clientA?.dispose();
});

describe('atrium audit verify', () => {
  it('says the chains hold, for every client, one client, or as JSON', async () => {
    const all = await runAtrium(['audit', 'verify'], { env: admin.env });
    expect(all).toMatchObject({ code: 0, stderr: '' });
    expect(all.stdout).toMatch(/^Ledger verified: \d+ chains, \d+ entries\n$/);
    const one = await runAtrium(['audit', 'verify', '--client', String(w.clientA.id)], { env: admin.env });
    expect(one.stdout).toMatch(/^Ledger verified: 1 chain, \d+ entries; head \d+ [0-9a-f]{64}\n$/);
    const json = await runAtrium(['audit', 'verify', '--json'], { env: clientA.env });
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: true, clients: 1 });
    const other = await runAtrium(['audit', 'verify', '--client', String(w.clientB.id)], { env: clientA.env });
    expect(other.code).toBe(1);
  });

  it('exits 1 naming the first broken link', async () => {
    const [entry] = await t.running.database.dataSource.query(
      `SELECT id, seq FROM ledger_entries WHERE client_id = $1 AND entity = 'invoice' ORDER BY seq LIMIT 1`,
      [w.clientA.id],
    );
    const runner = t.running.database.dataSource.createQueryRunner();
    try {
      await runner.query(`SET session_replication_role = replica`);
      await runner.query(`UPDATE ledger_entries SET content = replace(content, 'First month', 'Free month') WHERE id = $1`, [entry.id]);
    } finally {
      await runner.query(`RESET session_replication_role`);
      await runner.release();
    }
    const r = await runAtrium(['audit', 'verify', '--client', String(w.clientA.id)], { env: admin.env });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`Ledger broken for client ${w.clientA.id} at entry ${entry.id} (#${entry.seq}), invoice`);
    expect(r.stderr).toContain('content-hash');
  });
});
