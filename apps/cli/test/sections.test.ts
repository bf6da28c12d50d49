import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { PASSWORD } from '../../api/test/support/fixtures.js';
import { buildModuleWorld, type ModuleWorld } from '../../api/test/support/module-world.js';
import { useTestApp, type TestApp } from '../../api/test/support/test-app.js';
import { lines, runAtrium, signIn, type SignedIn } from './support/cli-harness.js';

// `atrium sections list|export`: the project's content sections; export writes each one's HTML to a file.

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
  for (const [name, code] of [
    ['hero', '<h1>Welcome</h1>\n'],
    ['footer', '<footer>© 2026</footer>'],
    ['../escape', '<p>unsafe name</p>'],
  ])
    await unwrap(w.member.api.POST('/api/cms/sections', { body: { name, label: `The ${name}`, code, project: w.member.projectId } }));
});

describe('atrium sections', () => {
  it("lists the project's sections", async () => {
    const r = await runAtrium(['sections', 'list', '--project', project, '--q', 'hero'], { env: user.env });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const out = lines(r.stdout);
    expect(out[0]).toMatch(/^ID\s+NAME\s+LABEL\s+SIZE\s+ADDED$/);
    expect(out[1]).toMatch(/^\d+\s+hero\s+The hero\s+17 B\s+[A-Z][a-z]+ \d{2}, \d{4}$/);
    expect(out.at(-1)).toBe('Page 1 of 1 (1 total)');
  });

  it("exports each section's HTML into a file of the directory, names made safe", async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'atrium-sections-')), 'out');
    const r = await runAtrium(['sections', 'export', '--project', project, '--dir', dir], { env: user.env });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout.trim()).toBe(`Exported 3 sections to ${dir}`);
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(3);
    expect(files).toEqual(expect.arrayContaining(['footer.html', 'hero.html']));
    expect(files.find((f) => f.startsWith('_'))).toMatch(/^__escape-\d+\.html$/);
    expect(await readFile(join(dir, 'hero.html'), 'utf8')).toBe('<h1>Welcome</h1>\n');
    expect(await readFile(join(dir, 'footer.html'), 'utf8')).toBe('<footer>© 2026</footer>');

    const json = await runAtrium(['sections', 'export', '--project', project, '--dir', dir, '--json'], { env: user.env });
    expect((JSON.parse(json.stdout) as Array<{ name: string }>).map((s) => s.name).sort()).toEqual(['../escape', 'footer', 'hero']);
  });

  it('says what is missing, and answers the server’s refusal for another subscription’s project', async () => {
    const missing = await runAtrium(['sections', 'export', '--project', project], { env: user.env });
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain('--dir');
    const foreign = await runAtrium(['sections', 'list', '--project', String(w.otherTenant.projectId)], { env: user.env });
    expect(foreign.code).toBe(1);
    expect(foreign.stderr).toMatch(/Project not found/);
  });
});
