import { beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { PASSWORD } from '../../api/test/support/fixtures.js';
import { buildModuleWorld, type ModuleWorld } from '../../api/test/support/module-world.js';
import { useTestApp, type TestApp } from '../../api/test/support/test-app.js';
import { lines, runAtrium, signIn, type SignedIn } from './support/cli-harness.js';

// `atrium leads list|show|convert|score`: module commands working in the project named by --project.

let t: TestApp;
let w: ModuleWorld;
let user: SignedIn;
let ada: number;
let grace: number;
let group: number;
let hot: number;
useTestApp((app) => (t = app));
beforeAll(async () => {
  w = await buildModuleWorld(t);
  const { data } = await w.member.api.GET('/api/users', { params: { query: { id: String(w.member.userId) } } });
  user = await signIn(t.baseUrl, (data as { email: string }).email, PASSWORD);
  const project = w.member.projectId;
  const add = (firstname: string, email: string) =>
    unwrap(w.member.api.POST('/api/com/leads', { body: { firstname, lastname: 'Lead', phone: '555-0101', email, project } }));
  ada = (await add('Ada', 'ada@cli.example')).id;
  grace = (await add('Grace', 'grace@cli.example')).id;
  group = (await unwrap(w.member.api.POST('/api/crm/groups', { body: { groupName: 'From leads', project } }))).id;
  hot = (await unwrap(w.member.api.POST('/api/com/scoring', { body: { label: 'Hot', score: 90, color: '#ff0000', project } }))).id;
});

const inProject = (...args: string[]) => runAtrium([...args, '--project', String(w.member.projectId)], { env: user.env });

describe('atrium leads', () => {
  it("lists and shows the project's leads", async () => {
    const r = await inProject('leads', 'list', '--q', 'grace');
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const out = lines(r.stdout);
    expect(out[0]).toMatch(/^ID\s+NAME\s+E-MAIL\s+PHONE\s+SCORING\s+CONVERTED$/);
    expect(out[1]).toMatch(/^\d+\s+Grace Lead\s+grace@cli\.example\s+555-0101\s+None\s+no$/);
    expect(out.at(-1)).toBe('Page 1 of 1 (1 total)');
    const shown = await runAtrium(['leads', 'show', String(ada), '--json'], { env: user.env });
    expect(JSON.parse(shown.stdout)).toMatchObject({ id: ada, email: 'ada@cli.example', scoring: null });
  });

  it('sets a score, lists the leads of that scoring, and clears it with none', async () => {
    expect(await runAtrium(['leads', 'score', String(ada), String(hot)], { env: user.env })).toMatchObject({ code: 0 });
    const ofHot = await inProject('leads', 'list', '--scoring', String(hot), '--json');
    expect((JSON.parse(ofHot.stdout) as { data: Array<{ id: number }> }).data.map((l) => l.id)).toEqual([ada]);
    const cleared = await runAtrium(['leads', 'score', String(ada), 'none'], { env: user.env });
    expect(cleared.stdout).toContain('Lead Score: None');
    const bad = await runAtrium(['leads', 'score', String(ada), 'hot'], { env: user.env });
    expect(bad.code).toBe(2);
  });

  it('converts a lead once (with --yes), then answers the server’s 409', async () => {
    const r = await inProject('leads', 'convert', String(ada), '--group', String(group), '--yes');
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout).toMatch(new RegExp(`^Lead ${ada} converted: customer \\d+`));
    const again = await inProject('leads', 'convert', String(ada), '--group', String(group), '--yes');
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already been converted/);
    const missing = await runAtrium(['leads', 'list'], { env: user.env });
    expect(missing.code).toBe(2);
  });

  it('converts without --group into the project’s "Converted leads" group', async () => {
    const r = await inProject('leads', 'convert', String(grace), '--yes', '--json');
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const { customerId } = JSON.parse(r.stdout) as { customerId: number };
    const customer = await unwrap(w.member.api.GET('/api/crm/customers', { params: { query: { id: String(customerId) } } }));
    const groupId = (customer as { customerGroup: number }).customerGroup;
    const made = await unwrap(w.member.api.GET('/api/crm/groups', { params: { query: { id: String(groupId) } } }));
    expect(made).toMatchObject({ groupName: 'Converted leads' });
  });
});
