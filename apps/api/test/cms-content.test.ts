// Content management (spec 2 "Content"): sections and groups of one project over the API, their limits and
// conflicts, and their public delivery (CONTRACT §7) by a project's key, with ETag revalidation.
import { beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
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

const project = () => w.member.projectId;
const addSection = (name: string, code = `<p>${name}</p>`, api = w.member.api, p = project()) =>
  api.POST('/api/cms/sections', { body: { name, label: `Label ${name}`, code, project: p } });
const getSections = (query: Record<string, string>) => w.member.api.GET('/api/cms/sections', { params: { query: query as never } });
const getGroups = (query: Record<string, string>) => w.member.api.GET('/api/cms/groups', { params: { query: query as never } });
const fieldsOf = (error: unknown) => ((error as { errors?: Array<{ field: string }> }).errors ?? []).map((e) => e.field);
const count = async (table: string) =>
  (await t.running.database.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;

/** A public read, with fetch: revalidation answers 304 without a body. */
const deliver = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${t.baseUrl}/api/public/cms/${path}`, { headers: { 'x-api-key': w.member.apiKey, ...headers } });

describe('content sections', () => {
  it('adds, lists, reads, changes (also as read back) and deletes a section, with the spec calls', async () => {
    const hero = await unwrap(addSection('hero', '\n  <h1>Welcome</h1>\n'));
    expect(hero).toMatchObject({ name: 'hero', label: 'Label hero', code: '\n  <h1>Welcome</h1>\n', project: project() });
    await unwrap(addSection('about'));
    const listed = await getSections({ project: String(project()), sort: 'name', order: 'asc' });
    expect(many(listed.data!).map((s) => s.name)).toEqual(['about', 'hero']);
    expect(listed.response.headers.get('x-total-count')).toBe('2');
    expect(many((await getSections({ project: String(project()), q: 'abo' })).data!).map((s) => s.name)).toEqual(['about']);

    // The spec's PATCH carries {label, code, name, project, id}: the console sends the section back.
    const asRead = one(await unwrap(getSections({ id: String(hero.id) })));
    const patched = await w.member.api.PATCH('/api/cms/sections', { body: { ...asRead, code: '<h1>Hello</h1>' } });
    expect(patched.response.status).toBe(204);
    expect(one(await unwrap(getSections({ id: String(hero.id) })))).toMatchObject({ name: 'hero', code: '<h1>Hello</h1>' });

    const gone = await unwrap(addSection('gone'));
    expect((await w.member.api.DELETE('/api/cms/sections', { params: { query: { id: String(gone.id) } } })).response.status).toBe(204);
    expect((await getSections({ id: String(gone.id) })).response.status).toBe(404);
    expect((await w.member.api.DELETE('/api/cms/sections', { params: { query: { id: String(gone.id) } } })).response.status).toBe(404);
  });

  it('refuses bad input naming the field, a second section of one name (409), and code beyond 1 MB, storing nothing', async () => {
    await unwrap(addSection('unique'));
    const before = await count('cms_sections');
    for (const [body, field] of [
      [{ name: '', label: 'L', code: '', project: project() }, 'name'],
      [{ name: 'n', label: 'x'.repeat(201), code: '', project: project() }, 'label'],
      [{ name: 'n', label: 'L', code: 42, project: project() }, 'code'],
      [{ name: 'n', label: 'L', code: 'x'.repeat(1_048_577), project: project() }, 'code'],
      [{ name: 'n', label: 'L', code: '' }, 'project'],
    ] as const) {
      const r = await w.member.api.POST('/api/cms/sections', { body: body as never });
      expect(r.response.status).toBe(400);
      expect(fieldsOf(r.error)).toContain(field);
    }
    const taken = await addSection('unique');
    expect(taken.response.status).toBe(409);
    expect(taken.error).toMatchObject({ code: 'cms.section_name_taken' });
    expect(await count('cms_sections')).toBe(before);

    // Exactly 1 MB is accepted; a rename onto a taken name is refused and changes nothing.
    const big = await unwrap(addSection('big', 'x'.repeat(1_048_576)));
    const rename = await w.member.api.PATCH('/api/cms/sections', { body: { id: big.id, name: 'unique' } });
    expect(rename.response.status).toBe(409);
    expect(one(await unwrap(getSections({ id: String(big.id) }))).name).toBe('big');
    // The same name in another project is that project's own.
    expect((await addSection('unique', '<p/>', w.otherTenant.api, w.otherTenant.projectId)).response.status).toBe(200);
  });

  it("keeps a project's sections to it: another subscription neither reads, changes nor deletes them", async () => {
    const mine = await unwrap(addSection('private'));
    const other = w.otherTenant.api;
    expect((await other.GET('/api/cms/sections', { params: { query: { id: String(mine.id) } } })).response.status).toBe(404);
    expect((await other.PATCH('/api/cms/sections', { body: { id: mine.id, code: 'stolen' } })).response.status).toBe(404);
    expect((await other.DELETE('/api/cms/sections', { params: { query: { id: String(mine.id) } } })).response.status).toBe(404);
    expect(one(await unwrap(getSections({ id: String(mine.id) }))).code).toBe('<p>private</p>');
  });
});

describe('module gate', () => {
  it('refuses the content routes to a subscription without cms (403), and lets them in again when it has it', async () => {
    const other = w.otherTenant;
    const setModules = (modules: string[]) =>
      t.writeDirectly(`UPDATE subscriptions SET modules = $2 WHERE id = $1`, [other.subscriptionId, modules]);
    await setModules(['crm', 'com']);
    try {
      for (const r of [
        await other.api.GET('/api/cms/sections', { params: { query: { project: String(other.projectId) } } }),
        await other.api.POST('/api/cms/groups', { body: { name: 'Gated', sections: [], project: other.projectId } }),
      ]) {
        expect(r.response.status).toBe(403);
        expect(r.error).toMatchObject({ code: 'tenancy.module_not_in_subscription' });
      }
    } finally {
      await setModules(['cms', 'crm', 'com']);
    }
    expect((await other.api.GET('/api/cms/sections', { params: { query: { project: String(other.projectId) } } })).response.status).toBe(
      200,
    );
  });
});

describe('content groups', () => {
  it('adds a group of sections in order, edits it (PATCH), refuses unknown or foreign sections, and deletes it', async () => {
    const [a, b] = [await unwrap(addSection('group-a')), await unwrap(addSection('group-b'))];
    const foreign = await unwrap(addSection('group-c', '', w.otherTenant.api, w.otherTenant.projectId));
    const group = await unwrap(
      w.member.api.POST('/api/cms/groups', { body: { name: 'Home', sections: [b.id, a.id], project: project() } }),
    );
    expect(group).toMatchObject({ name: 'Home', sections: [b.id, a.id], project: project() });
    expect(many((await getGroups({ project: String(project()) })).data!).map((g) => g.name)).toContain('Home');

    const before = await count('cms_groups');
    const bad = await w.member.api.POST('/api/cms/groups', { body: { name: 'Bad', sections: [a.id, foreign.id], project: project() } });
    expect(bad.response.status).toBe(400);
    expect(bad.error).toMatchObject({ code: 'cms.unknown_sections', errors: [{ field: 'sections' }] });
    for (const sections of [['1'], [0], 'all'])
      expect(
        (await w.member.api.POST('/api/cms/groups', { body: { name: 'Bad', sections, project: project() } as never })).response.status,
      ).toBe(400);
    expect(await count('cms_groups')).toBe(before);

    const asRead = one(await unwrap(getGroups({ id: String(group.id) })));
    expect(
      (await w.member.api.PATCH('/api/cms/groups', { body: { ...asRead, name: 'Home page', sections: [a.id] } })).response.status,
    ).toBe(204);
    expect((await w.member.api.PATCH('/api/cms/groups', { body: { id: group.id, sections: [foreign.id] } })).response.status).toBe(400);
    expect(one(await unwrap(getGroups({ id: String(group.id) })))).toMatchObject({ name: 'Home page', sections: [a.id] });
    expect((await w.otherTenant.api.PATCH('/api/cms/groups', { body: { id: group.id, name: 'Stolen' } })).response.status).toBe(404);

    // Deleting a section takes it out of the group; deleting the group leaves its sections.
    await unwrap(w.member.api.PATCH('/api/cms/groups', { body: { id: group.id, sections: [a.id, b.id] } }));
    await w.member.api.DELETE('/api/cms/sections', { params: { query: { id: String(a.id) } } });
    expect(one(await unwrap(getGroups({ id: String(group.id) }))).sections).toEqual([b.id]);
    expect((await w.member.api.DELETE('/api/cms/groups', { params: { query: { id: String(group.id) } } })).response.status).toBe(204);
    expect((await getGroups({ id: String(group.id) })).response.status).toBe(404);
    expect((await getSections({ id: String(b.id) })).response.status).toBe(200);
  });
});

describe('public content delivery', () => {
  it("answers a section by name to the project's key, with an ETag that revalidates to 304 until it changes", async () => {
    const section = await unwrap(addSection('footer', '<footer>v1</footer>'));
    const first = await deliver('sections?name=footer');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ id: section.id, name: 'footer', label: 'Label footer', code: '<footer>v1</footer>' });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    expect(first.headers.get('vary')).toContain('x-api-key');

    const again = await deliver('sections?name=footer', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await deliver('sections?name=footer', { 'if-none-match': `"other", W/${etag}` })).status).toBe(304);

    await unwrap(w.member.api.PATCH('/api/cms/sections', { body: { id: section.id, code: '<footer>v2</footer>' } }));
    const changed = await deliver('sections?name=footer', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { code: string }).code).toBe('<footer>v2</footer>');
    expect(changed.headers.get('etag')).not.toBe(etag);
    // Forgotten by the write itself, at once, on either database.
    await w.member.api.DELETE('/api/cms/sections', { params: { query: { id: String(section.id) } } });
    expect((await deliver('sections?name=footer')).status).toBe(404);
  });

  // Another API process shares the database only on a real PostgreSQL; the embedded one has a single process,
  // whose own writes forget what they change (the section tests above).
  const onPostgres = process.env.TEST_DB === 'postgres' ? it : it.skip;

  onPostgres('delivers a section changed by another connection (another API process) as soon as that change commits', async () => {
    const section = await unwrap(addSection('cached', '<p>v1</p>'));
    const code = async (name: string) => {
      const r = await deliver(`sections?name=${name}`);
      return r.ok ? ((await r.json()) as { code: string }).code : r.status;
    };
    expect(await code('cached')).toBe('<p>v1</p>');
    const elsewhere = async (text: string) => {
      const client = new pg.Client({ connectionString: t.db.databaseUrl });
      await client.connect();
      await client.query(text, [section.id]).finally(() => client.end());
    };
    // The answer is kept in memory: only the database's notification can make it change.
    const until = async (name: string, expected: string | number) => {
      for (let i = 0; i < 200 && (await code(name)) !== expected; i++) await new Promise((r) => setTimeout(r, 25));
      expect(await code(name)).toBe(expected);
    };
    await elsewhere(`UPDATE cms_sections SET code = '<p>v2</p>' WHERE id = $1`);
    await until('cached', '<p>v2</p>');
    await elsewhere(`UPDATE cms_sections SET name = 'cached-renamed' WHERE id = $1`);
    await until('cached', 404);
    expect(await code('cached-renamed')).toBe('<p>v2</p>');
  });

  it("answers a group with its sections in order, 404 for another project's, 400 without a name, 401 without a valid key", async () => {
    const [x, y] = [await unwrap(addSection('pub-x')), await unwrap(addSection('pub-y'))];
    const group = await unwrap(
      w.member.api.POST('/api/cms/groups', { body: { name: 'Landing', sections: [y.id, x.id], project: project() } }),
    );
    const delivered = await deliver(`groups?id=${group.id}`);
    expect(delivered.status).toBe(200);
    expect(await delivered.json()).toEqual({
      id: group.id,
      name: 'Landing',
      sections: [
        { id: y.id, name: 'pub-y', label: 'Label pub-y', code: '<p>pub-y</p>' },
        { id: x.id, name: 'pub-x', label: 'Label pub-x', code: '<p>pub-x</p>' },
      ],
    });
    expect((await deliver(`groups?id=${group.id}`, { 'if-none-match': delivered.headers.get('etag')! })).status).toBe(304);

    const theirs = await unwrap(addSection('theirs', '<p/>', w.otherTenant.api, w.otherTenant.projectId));
    expect((await deliver('sections?name=theirs')).status).toBe(404);
    expect((await deliver('sections?name=nothing')).status).toBe(404);
    expect((await deliver('groups?id=999999')).status).toBe(404);
    expect(theirs.id).toBeGreaterThan(0);
    expect((await deliver('sections')).status).toBe(400);
    expect((await deliver('groups?id=abc')).status).toBe(400);
    expect((await deliver('sections?name=footer', { 'x-api-key': 'atr_wrong' })).status).toBe(401);
    expect((await fetch(`${t.baseUrl}/api/public/cms/sections?name=footer`)).status).toBe(401);
  });
});
