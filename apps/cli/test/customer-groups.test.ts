import { beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { PASSWORD } from '../../api/test/support/fixtures.js';
import { buildModuleWorld, type ModuleWorld } from '../../api/test/support/module-world.js';
import { useTestApp, type TestApp } from '../../api/test/support/test-app.js';
import { lines, runAtrium, signIn, type SignedIn } from './support/cli-harness.js';

// `atrium customer-groups list`: a module command, working in the project named by --project.

let t: TestApp;
let w: ModuleWorld;
let user: SignedIn;
useTestApp((app) => (t = app));
beforeAll(async () => {
  w = await buildModuleWorld(t);
  const { data } = await w.member.api.GET('/api/users', { params: { query: { id: String(w.member.userId) } } });
  user = await signIn(t.baseUrl, (data as { email: string }).email, PASSWORD);
  for (const groupName of ['Retail', 'Wholesale'])
    await unwrap(w.member.api.POST('/api/crm/groups', { body: { groupName, project: w.member.projectId } }));
});

describe('atrium customer-groups list', () => {
  it("lists the project's groups, from --project or ATRIUM_PROJECT", async () => {
    const r = await runAtrium(['customer-groups', 'list', '--project', String(w.member.projectId), '--q', 'sale'], { env: user.env });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const out = lines(r.stdout);
    expect(out[0]).toMatch(/^ID\s+GROUP\s+ADDED$/);
    expect(out[1]).toMatch(/^\d+\s+Wholesale\s+[A-Z][a-z]+ \d{2}, \d{4}$/);
    expect(out.at(-1)).toBe('Page 1 of 1 (1 total)');

    const fromEnv = await runAtrium(['customer-groups', 'list', '--json'], {
      env: { ...user.env, ATRIUM_PROJECT: String(w.member.projectId) },
    });
    expect((JSON.parse(fromEnv.stdout) as { total: number }).total).toBe(2);
  });

  it('says which project is missing, and answers the server’s refusal for another subscription’s project', async () => {
    const missing = await runAtrium(['customer-groups', 'list'], { env: user.env });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--project <id>');
    const foreign = await runAtrium(['customer-groups', 'list', '--project', String(w.otherTenant.projectId)], { env: user.env });
    expect(foreign.code).toBe(1);
    expect(foreign.stderr).toMatch(/Project not found/);
  });
});
