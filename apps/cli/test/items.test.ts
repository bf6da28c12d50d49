import { beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { PASSWORD } from '../../api/test/support/fixtures.js';
import { buildModuleWorld, type ModuleWorld } from '../../api/test/support/module-world.js';
import { useTestApp, type TestApp } from '../../api/test/support/test-app.js';
import { lines, runAtrium, signIn, type SignedIn } from './support/cli-harness.js';

// `atrium items list|status`: a group's items with their availability, and setting it.

let t: TestApp;
let w: ModuleWorld;
let user: SignedIn;
let group: number;
let table: number;
useTestApp((app) => (t = app));
beforeAll(async () => {
  w = await buildModuleWorld(t);
  const { data } = await w.member.api.GET('/api/users', { params: { query: { id: String(w.member.userId) } } });
  user = await signIn(t.baseUrl, (data as { email: string }).email, PASSWORD);
  const project = w.member.projectId;
  const template = await unwrap(w.member.api.POST('/api/inv/templates', { body: { name: 'Furniture', fields: 'item,cost', project } }));
  group = (await unwrap(w.member.api.POST('/api/inv/groups', { body: { name: 'Showroom', template: template.id, project } }))).id;
  const add = (item: string, cost: number) =>
    unwrap(w.member.api.POST('/api/inv/items', { body: { inventoryGroup: group, data: { item, cost } } })).then((i) => i.id);
  table = await add('Oak table', 1450.5);
  await add('Stool', 20);
});

const atrium = (...args: string[]) => runAtrium(args, { env: user.env });

describe('atrium items', () => {
  it("lists a group's items with cost and status", async () => {
    const r = await atrium('items', 'list', '--group', String(group), '--q', 'oak');
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const out = lines(r.stdout);
    expect(out[0]).toMatch(/^ID\s+ITEM\s+COST\s+STATUS\s+ADDED$/);
    expect(out[1]).toMatch(/^\d+\s+Oak table\s+CA\$1,450\.50\s+Available\s+/);
    expect(out.at(-1)).toBe('Page 1 of 1 (1 total)');
  });

  it('sets the status by name or code, and refuses anything else', async () => {
    expect(await atrium('items', 'status', String(table), 'sold')).toMatchObject({ code: 0, stdout: `Item ${table}: Sold\n` });
    const listed = await atrium('items', 'list', '--group', String(group), '--json');
    expect((JSON.parse(listed.stdout) as { data: Array<{ id: number; status: number }> }).data.find((i) => i.id === table)?.status).toBe(2);
    expect(await atrium('items', 'status', String(table), '1')).toMatchObject({ code: 0, stdout: `Item ${table}: Hold\n` });
    expect((await atrium('items', 'status', String(table), 'gone')).code).toBe(2);
    const missing = await atrium('items', 'status', '999999', 'hold');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/not found/);
    expect((await atrium('items', 'list')).code).toBe(2);
  });
});
