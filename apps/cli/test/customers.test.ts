import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { PASSWORD } from '../../api/test/support/fixtures.js';
import { buildModuleWorld, type ModuleWorld } from '../../api/test/support/module-world.js';
import { useTestApp, type TestApp } from '../../api/test/support/test-app.js';
import { lines, runAtrium, signIn, type SignedIn } from './support/cli-harness.js';

// `atrium customers list|export`: module commands in the project named by --project; export streams CSV.

let t: TestApp;
let w: ModuleWorld;
let user: SignedIn;
let project: string;
useTestApp((app) => (t = app));
beforeAll(async () => {
  w = await buildModuleWorld(t);
  project = String(w.member.projectId);
  const { data } = await w.member.api.GET('/api/users', { params: { query: { id: String(w.member.userId) } } });
  user = await signIn(t.baseUrl, (data as { email: string }).email, PASSWORD);
  const group = await unwrap(w.member.api.POST('/api/crm/groups', { body: { groupName: 'Retail', project: w.member.projectId } }));
  // More customers than a page holds: the export has them all.
  const customers = Array.from({ length: 20 }, (_, i) => ({
    firstname: `First${i}`,
    lastname: `Last${i}`,
    email: `customer${i}@example.com`,
    customerGroup: group.id,
    assignedTo: i < 3 ? w.member.userId : undefined,
  }));
  await unwrap(w.member.api.POST('/api/crm/customers/batch', { body: { project: w.member.projectId, customers } }));
});

describe('atrium customers', () => {
  it("lists a page of the project's customers, or one user's", async () => {
    const r = await runAtrium(['customers', 'list', '--project', project], { env: user.env });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const out = lines(r.stdout);
    expect(out[0]).toMatch(/^ID\s+NAME\s+E-MAIL\s+PHONE\s+CITY\s+GROUP\s+ASSIGNED TO\s+ADDED$/);
    expect(out[1]).toMatch(/^\d+\s+First19 Last19\s+customer19@example\.com\s/);
    expect(out.at(-1)).toBe('Page 1 of 2 (20 total)');
    const mine = await runAtrium(['customers', 'list', '--project', project, '--assigned', String(w.member.userId), '--json'], {
      env: user.env,
    });
    expect((JSON.parse(mine.stdout) as { total: number }).total).toBe(3);
  });

  it('exports every customer as CSV to stdout, or to a file', async () => {
    const r = await runAtrium(['customers', 'export', '--project', project], { env: user.env });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const rows = r.stdout.trimEnd().split('\r\n');
    expect(rows[0]).toMatch(/^ID,First name,Last name,Email,/);
    expect(rows.slice(1).map((row) => row.split(',')[3])).toEqual(Array.from({ length: 20 }, (_, i) => `customer${i}@example.com`));

    const dir = await mkdtemp(join(tmpdir(), 'atrium-export-'));
    const out = join(dir, 'ExportedData.csv');
    const saved = await runAtrium(['customers', 'export', '--project', project, '--assigned', String(w.member.userId), '--out', out], {
      env: user.env,
    });
    expect(saved).toMatchObject({ code: 0, stdout: '' });
    expect(saved.stderr).toContain(`Saved ${out}`);
    expect((await readFile(out, 'utf8')).trimEnd().split('\r\n')).toHaveLength(4);
    expect(await readdir(dir)).toEqual(['ExportedData.csv']);
  });

  it('names the missing project, and answers the refusal for another subscription’s project', async () => {
    const missing = await runAtrium(['customers', 'export'], { env: user.env });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--project <id>');
    const foreign = await runAtrium(['customers', 'export', '--project', String(w.otherTenant.projectId)], { env: user.env });
    expect(foreign.code).toBe(1);
    expect(foreign.stderr).toMatch(/Project not found/);
  });

  it('writes cells a spreadsheet would run as formulas defused (issue 18)', async () => {
    const group = await unwrap(w.member.api.POST('/api/crm/groups', { body: { groupName: 'Formulas', project: w.member.projectId } }));
    const customer = { firstname: '=1', lastname: '+1+1', city: `-1+1+cmd|' /C calc'!A0`, address: '@x', email: 'formula@example.com' };
    await unwrap(w.member.api.POST('/api/crm/customers', { body: { ...customer, customerGroup: group.id, project: w.member.projectId } }));
    const r = await runAtrium(['customers', 'export', '--project', project], { env: user.env });
    expect(r.stdout.split('\r\n').find((row) => row.includes('formula@example.com'))).toContain(
      `,'=1,'+1+1,formula@example.com,,'@x,'-1+1+cmd|' /C calc'!A0,`,
    );
  });
});
