import { describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { PASSWORD, type World } from '../../api/test/support/fixtures.js';
import type { TestApp } from '../../api/test/support/test-app.js';
import { useAdminCli } from './support/admin-cli.js';
import { lines, runAtrium, signIn, type SignedIn } from './support/cli-harness.js';

// `atrium audit list` against the whole API on a fresh database.

let t: TestApp;
let world: World;
let admin: SignedIn;
useAdminCli((app, w, signedIn) => {
  t = app;
  world = w;
  admin = signedIn;
});

describe('atrium audit list', () => {
  it("shows a record's history as a table: who, what, which fields, from where", async () => {
    await unwrap(world.clientA.api.PATCH('/api/projects', { body: { id: world.clientA.projectId, website: 'https://cli.example' } }));
    const r = await runAtrium(['audit', 'list', '--resource', 'projects', '--record', String(world.clientA.projectId)], { env: admin.env });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const out = lines(r.stdout);
    expect(out[0]).toMatch(/^ID\s+WHEN \(UTC\)\s+WHO\s+ACTION\s+RECORD\s+CHANGED\s+FROM$/);
    expect(out[1]).toMatch(
      new RegExp(`Acme Owner \\(clients\\)\\s+update\\s+projects #${world.clientA.projectId}\\s+website\\s+127\\.0\\.0\\.1`),
    );
    expect(out.at(-1)).toBe('Page 1 of 1 (2 total)');
  });

  it('--json carries each change before → after, and the filters narrow', async () => {
    const r = await runAtrium(['audit', 'list', '--json', '--action', 'update', '--resource', 'projects'], { env: admin.env });
    expect(r.code).toBe(0);
    const { data } = JSON.parse(r.stdout) as { data: Array<{ changes: Record<string, unknown[]> }> };
    expect(data[0].changes).toEqual({ website: ['https://acme.example', 'https://cli.example'] });
    const bad = await runAtrium(['audit', 'list', '--action', 'forge'], { env: admin.env });
    expect(bad.code).not.toBe(0);
  });

  it("shows a client only its own account's records", async () => {
    const client = await signIn(t.baseUrl, world.clientB.email, PASSWORD);
    try {
      const r = await runAtrium(['audit', 'list', '--json', '--per-page', '100'], { env: client.env });
      expect(r.code).toBe(0);
      const { data } = JSON.parse(r.stdout) as { data: Array<{ account: number }> };
      expect(data.length).toBeGreaterThan(0);
      expect(data.every((row) => row.account === world.clientB.id)).toBe(true);
    } finally {
      await client.dispose();
    }
  });
});
