import { beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { PASSWORD } from '../../api/test/support/fixtures.js';
import { buildModuleWorld, type ModuleWorld } from '../../api/test/support/module-world.js';
import { useTestApp, type TestApp } from '../../api/test/support/test-app.js';
import { lines, runAtrium, signIn, type SignedIn } from './support/cli-harness.js';

// `atrium forms list` and `atrium submissions list`: com module commands in the project named by --project.

let t: TestApp;
let w: ModuleWorld;
let user: SignedIn;
let contact: number;
let quote: number;
useTestApp((app) => (t = app));
beforeAll(async () => {
  w = await buildModuleWorld(t);
  const { data } = await w.member.api.GET('/api/users', { params: { query: { id: String(w.member.userId) } } });
  user = await signIn(t.baseUrl, (data as { email: string }).email, PASSWORD);
  const add = (label: string) =>
    unwrap(
      w.member.api.POST('/api/com/forms', {
        body: { label, notifySms: '5145550100', notifyEmail: 'sales@example.com', project: w.member.projectId },
      }),
    ).then((f) => f.id);
  contact = await add('Contact');
  quote = await add('Quote');
  // Submissions are the public intake's rows; written directly here.
  for (const [formId, email, data] of [
    [contact, 'ada@example.com', { name: 'Ada' }],
    [quote, 'bob@example.com', { name: 'Bob', budget: '5000' }],
  ] as const)
    await t.running.database.dataSource.query(`INSERT INTO submissions (project_id, form_id, email, form_data) VALUES ($1, $2, $3, $4)`, [
      w.member.projectId,
      formId,
      email,
      data,
    ]);
});

describe('atrium forms list', () => {
  it("lists the project's forms with their recipients", async () => {
    const r = await runAtrium(['forms', 'list', '--project', String(w.member.projectId), '--q', 'quo'], { env: user.env });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const out = lines(r.stdout);
    expect(out[0]).toMatch(/^ID\s+FORM\s+NOTIFY SMS\s+NOTIFY E-MAIL\s+ADDED$/);
    expect(out[1]).toMatch(/^\d+\s+Quote\s+5145550100\s+sales@example\.com\s+[A-Z][a-z]+ \d{2}, \d{4}$/);
    expect(out.at(-1)).toBe('Page 1 of 1 (1 total)');
  });

  it('says which project is missing', async () => {
    const missing = await runAtrium(['forms', 'list'], { env: user.env });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--project <id>');
  });
});

describe('atrium submissions list', () => {
  it("lists the project's submissions newest first, or one form's with --form", async () => {
    const all = await runAtrium(['submissions', 'list', '--json'], { env: { ...user.env, ATRIUM_PROJECT: String(w.member.projectId) } });
    expect(all.code).toBe(0);
    const parsed = JSON.parse(all.stdout) as { total: number; data: Array<{ email: string; formDetails: { label: string } }> };
    expect(parsed.total).toBe(2);
    expect(parsed.data.map((s) => [s.email, s.formDetails.label])).toEqual([
      ['bob@example.com', 'Quote'],
      ['ada@example.com', 'Contact'],
    ]);

    const one = await runAtrium(['submissions', 'list', '--project', String(w.member.projectId), '--form', String(contact)], {
      env: user.env,
    });
    expect(one).toMatchObject({ code: 0, stderr: '' });
    const out = lines(one.stdout);
    expect(out[0]).toMatch(/^ID\s+FORM\s+E-MAIL\s+DATE\s+STATUS\s+DATA$/);
    expect(out[1]).toMatch(/^\d+\s+Contact\s+ada@example\.com\s+[A-Z][a-z]+ \d{2}, \d{4}\s+active\s+name=Ada$/);
    expect(out.at(-1)).toBe('Page 1 of 1 (1 total)');
  });

  it("answers the server's refusal: a form that is not there, another subscription's project", async () => {
    const absent = await runAtrium(['submissions', 'list', '--project', String(w.member.projectId), '--form', '999999'], { env: user.env });
    expect(absent.code).toBe(1);
    expect(absent.stderr).toMatch(/Form not found/);
    const other = await runAtrium(['submissions', 'list', '--project', String(w.otherTenant.projectId)], { env: user.env });
    expect(other.code).toBe(1);
    expect(other.stderr).toMatch(/Project not found/);
  });
});
