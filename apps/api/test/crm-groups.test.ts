// CRM customer groups (spec 2 "Customers"), the reference resource of the module recipe: CRUD in one
// project, the list contract, field limits, read-back updates, and 404 for what is not the caller's.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { buildModuleWorld, type ModuleWorld } from './support/module-world.js';
import { many, one } from './support/fixtures.js';
import { useTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let w: ModuleWorld;
useTestApp((app) => (t = app));
beforeAll(async () => {
  w = await buildModuleWorld(t);
});

const add = (groupName: string, project = w.member.projectId) => w.member.api.POST('/api/crm/groups', { body: { groupName, project } });
const list = (query: Record<string, string>) => w.member.api.GET('/api/crm/groups', { params: { query: query as never } });

describe('customer groups', () => {
  it('adds, lists with the total, filters, reads, renames and deletes in one project', async () => {
    const retail = await unwrap(add('  Retail  '));
    expect(retail).toMatchObject({ groupName: 'Retail', project: w.member.projectId });
    expect(typeof retail.createdAt).toBe('number');
    await unwrap(add('Wholesale'));
    await unwrap(add('Partners'));

    const all = await list({ project: String(w.member.projectId), sort: 'groupName', order: 'asc' });
    expect(many(all.data!).map((g) => g.groupName)).toEqual(['Partners', 'Retail', 'Wholesale']);
    expect(all.response.headers.get('x-total-count')).toBe('3');
    const filtered = await list({ project: String(w.member.projectId), q: 'sale' });
    expect(many(filtered.data!).map((g) => g.groupName)).toEqual(['Wholesale']);

    expect(one(await unwrap(list({ id: String(retail.id) })))).toMatchObject({ id: retail.id, groupName: 'Retail' });
    const renamed = await w.member.api.PATCH('/api/crm/groups', { body: { id: retail.id, groupName: 'Retail shops' } });
    expect(renamed.response.status).toBe(204);
    expect(one(await unwrap(list({ id: String(retail.id) }))).groupName).toBe('Retail shops');

    expect((await w.member.api.DELETE('/api/crm/groups', { params: { query: { id: String(retail.id) } } })).response.status).toBe(204);
    expect((await list({ id: String(retail.id) })).response.status).toBe(404);
    expect((await w.member.api.DELETE('/api/crm/groups', { params: { query: { id: String(retail.id) } } })).response.status).toBe(404);
  });

  it('refuses bad input with the field named, and stores nothing', async () => {
    const before = (await list({ project: String(w.member.projectId) })).response.headers.get('x-total-count');
    for (const [body, field] of [
      [{ groupName: '', project: w.member.projectId }, 'groupName'],
      [{ groupName: 'x'.repeat(201), project: w.member.projectId }, 'groupName'],
      [{ groupName: 42, project: w.member.projectId }, 'groupName'],
      [{ groupName: 'No project' }, 'project'],
      [{ groupName: 'Bad project', project: 'three' }, 'project'],
      [{ groupName: 'Extra', project: w.member.projectId, colour: 'red' }, 'colour'],
    ] as const) {
      const r = await w.member.api.POST('/api/crm/groups', { body: body as never });
      expect(r.response.status).toBe(400);
      expect((r.error as { errors: Array<{ field: string }> }).errors.map((e) => e.field)).toContain(field);
    }
    expect((await list({ project: String(w.member.projectId) })).response.headers.get('x-total-count')).toBe(before);
    const noProject = await list({});
    expect(noProject.response.status).toBe(400);
  });

  it('takes the group as read back: equal read-only fields are ignored, different ones are named', async () => {
    const group = await unwrap(add('Read back'));
    const asRead = one(await unwrap(list({ id: String(group.id) })));
    const same = await w.member.api.PATCH('/api/crm/groups', { body: { ...asRead, groupName: 'Read back twice' } });
    expect(same.response.status).toBe(204);
    const moved = await w.member.api.PATCH('/api/crm/groups', { body: { ...asRead, project: w.otherTenant.projectId } as never });
    expect(moved.response.status).toBe(404);
    const backdated = await w.member.api.PATCH('/api/crm/groups', { body: { ...asRead, createdAt: 1 } });
    expect(backdated.response.status).toBe(400);
    expect((backdated.error as { errors: Array<{ field: string }> }).errors).toEqual([expect.objectContaining({ field: 'createdAt' })]);
    expect(one(await unwrap(list({ id: String(group.id) }))).groupName).toBe('Read back twice');
  });

  it('keeps each project to itself: another subscription neither reads nor changes the group', async () => {
    const group = await unwrap(add('Private'));
    const other = w.otherTenant.api;
    expect((await other.GET('/api/crm/groups', { params: { query: { id: String(group.id) } } })).response.status).toBe(404);
    expect((await other.PATCH('/api/crm/groups', { body: { id: group.id, groupName: 'Stolen' } })).response.status).toBe(404);
    expect((await other.DELETE('/api/crm/groups', { params: { query: { id: String(group.id) } } })).response.status).toBe(404);
    const theirs = await unwrap(other.GET('/api/crm/groups', { params: { query: { project: String(w.otherTenant.projectId) } } }));
    expect(many(theirs).map((g) => g.id)).not.toContain(group.id);
    expect(one(await unwrap(list({ id: String(group.id) }))).groupName).toBe('Private');
  });
});
