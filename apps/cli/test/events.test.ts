import { beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { PASSWORD } from '../../api/test/support/fixtures.js';
import { buildModuleWorld, type ModuleWorld } from '../../api/test/support/module-world.js';
import { useTestApp, type TestApp } from '../../api/test/support/test-app.js';
import { lines, runAtrium, signIn, type SignedIn } from './support/cli-harness.js';

// `atrium events list|add`: the scheduler in the project named by --project, dates and times in UTC.

let t: TestApp;
let w: ModuleWorld;
let user: SignedIn;
let lead: number;
let customer: number;
useTestApp((app) => (t = app));
beforeAll(async () => {
  w = await buildModuleWorld(t);
  const { data } = await w.member.api.GET('/api/users', { params: { query: { id: String(w.member.userId) } } });
  user = await signIn(t.baseUrl, (data as { email: string }).email, PASSWORD);
  const project = w.member.projectId;
  lead = (
    await unwrap(
      w.member.api.POST('/api/com/leads', {
        body: { firstname: 'Ian', lastname: 'Lead', phone: '555-0101', email: 'ian@cli.example', project },
      }),
    )
  ).id;
  const group = await unwrap(w.member.api.POST('/api/crm/groups', { body: { groupName: 'Guests', project } }));
  customer = (
    await unwrap(
      w.member.api.POST('/api/crm/customers', {
        body: { firstname: 'Ivy', lastname: 'Customer', email: 'ivy@cli.example', customerGroup: group.id, project },
      }),
    )
  ).id;
});

const inProject = (...args: string[]) => runAtrium([...args, '--project', String(w.member.projectId)], { env: user.env });
const EVENT = [
  '--name',
  'Kick-off',
  '--description',
  'Plan the year',
  '--start-date',
  '2026-03-02',
  '--start-time',
  '09:30',
  '--end-time',
  '10:45',
];

describe('atrium events', () => {
  it('adds an event with invitees, then lists it on its day only', async () => {
    const added = await inProject('events', 'add', ...EVENT, '--customer', String(customer), '--lead', String(lead));
    expect(added).toMatchObject({ code: 0, stderr: '' });
    expect(added.stdout).toMatch(/^Event \d+ added with 2 invitee\(s\)/);
    expect(added.stdout).toContain('March 02, 2026 09:30 UTC');
    const id = Number(/^Event (\d+)/.exec(added.stdout)![1]);
    const tags = await unwrap(w.member.api.GET('/api/sch/tags', { params: { query: { event: String(id) } } }));
    expect(tags.map((g) => [g.tagType, g.typeId])).toEqual([
      ['customer', customer],
      ['lead', lead],
    ]);

    const day = await inProject('events', 'list', '--day', '2026-03-02');
    expect(day).toMatchObject({ code: 0, stderr: '' });
    const out = lines(day.stdout);
    expect(out[0]).toMatch(/^ID\s+EVENT\s+DATE\s+TIME \(UTC\)\s+DESCRIPTION$/);
    expect(out[1]).toMatch(new RegExp(`^${id}\\s+Kick-off\\s+March 02, 2026\\s+09:30–10:45\\s+Plan the year$`));
    const other = await inProject('events', 'list', '--day', '2026-03-03', '--json');
    expect((JSON.parse(other.stdout) as { data: unknown[] }).data).toEqual([]);
  });

  it("answers the server's refusal in one line and a non-zero status, adding nothing", async () => {
    const before = await unwrap(w.member.api.GET('/api/sch/events', { params: { query: { project: String(w.member.projectId) } } }));
    const bad = await inProject('events', 'add', ...EVENT.slice(0, -1), '08:00');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/endTime must not be before the start/);
    const badDay = await inProject('events', 'list', '--day', '2026-02-30');
    expect(badDay.code).toBe(2);
    const after = await unwrap(w.member.api.GET('/api/sch/events', { params: { query: { project: String(w.member.projectId) } } }));
    expect(after).toHaveLength((before as unknown[]).length);
  });
});
