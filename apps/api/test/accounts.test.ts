import { describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { hashProjectToken } from '@atrium/tenancy';
import { addSubscription, PASSWORD, type World, useWorld } from './support/fixtures.js';
import type { TestApp } from './support/test-app.js';

let t: TestApp;
let w: World;
useWorld((app, world) => {
  t = app;
  w = world;
});

const userBody = (subscription: number, i: number | string) => ({
  firstname: 'U',
  lastname: `${i}`,
  email: `u${i}-${subscription}@example.com`,
  password: PASSWORD,
  subscription,
});

describe('users under a subscription', () => {
  it('stops at maxUsers with 409, and the user can sign in', async () => {
    const s = await addSubscription(w.admin, w.clientA.id, { maxProjects: 1, maxUsers: 2 });
    await unwrap(w.clientA.api.POST('/api/users', { body: userBody(s.id, 1) }));
    await unwrap(w.clientA.api.POST('/api/users', { body: userBody(s.id, 2) }));
    const third = await w.clientA.api.POST('/api/users', { body: userBody(s.id, 3) });
    expect(third.response.status).toBe(409);
    expect(third.error).toMatchObject({
      code: 'tenancy.max_users_reached',
      message: 'This subscription has reached its maximum of 2 users',
    });
    const listed = await w.clientA.api.GET('/api/users', { params: { query: { subscription: String(s.id) } } });
    expect(listed.data).toHaveLength(2);
    expect(await t.login(`u1-${s.id}@example.com`, PASSWORD)).toBeTruthy();
  });

  it('lets only maxUsers of many concurrent adds through', async () => {
    const s = await addSubscription(w.admin, w.clientA.id, { maxProjects: 1, maxUsers: 2 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => w.clientA.api.POST('/api/users', { body: userBody(s.id, `c${i}`) })),
    );
    expect(answers.filter((a) => a.response.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.response.status === 409)).toHaveLength(4);
  });

  it("refuses another client's subscription as not found, and a duplicate e-mail as a conflict", async () => {
    const foreign = await w.clientB.api.POST('/api/users', { body: userBody(w.clientA.subscriptionId, 'x') });
    expect(foreign.response.status).toBe(404);
    const dup = await w.clientA.api.POST('/api/users', { body: { ...userBody(w.clientA.subscriptionId, 'd'), email: w.clientB.email } });
    expect([409]).toContain(dup.response.status);
  });

  it('edits and deletes a user', async () => {
    const s = await addSubscription(w.admin, w.clientA.id);
    const u = await unwrap(w.clientA.api.POST('/api/users', { body: userBody(s.id, 'e') }));
    expect((await w.clientA.api.PATCH('/api/users', { body: { id: u.id, firstname: 'Edited' } })).response.status).toBe(204);
    expect(await unwrap(w.clientA.api.GET('/api/users', { params: { query: { id: String(u.id) } } }))).toMatchObject({
      firstname: 'Edited',
    });
    expect((await w.clientA.api.DELETE('/api/users', { params: { query: { id: String(u.id) } } })).response.status).toBe(204);
    expect((await w.clientA.api.GET('/api/users', { params: { query: { id: String(u.id) } } })).response.status).toBe(404);
  });

  it('closes the door to users of an inactive subscription, but lets them sign out', async () => {
    const s = await addSubscription(w.admin, w.clientA.id);
    const u = await unwrap(w.clientA.api.POST('/api/users', { body: userBody(s.id, 'inactive') }));
    const api = t.clientWith(await t.login(u.email, PASSWORD));
    const r = await api.GET('/api/projects/subscription', { params: { query: { id: String(s.id) } } });
    expect(r.response.status).toBe(403);
    expect(r.error!.code).toBe('tenancy.subscription_inactive');
    expect((await api.POST('/api/auth/logout')).response.status).toBe(204);
  });
});

describe('projects and their API tokens', () => {
  it('answers the token once, keeps only its hash, and a reset replaces it at once', async () => {
    const s = await addSubscription(w.admin, w.clientA.id, { maxProjects: 1, maxUsers: 1 });
    const p = await unwrap(
      w.clientA.api.POST('/api/projects', {
        body: { projectName: 'Shop', projectDescription: 'Store', website: 'https://shop.example', subscription: s.id },
      }),
    );
    expect(p.token).toMatch(/^atr_[A-Za-z0-9_-]{43}$/);
    expect(p.tokenHint).toBe(`atr_…${p.token.slice(-4)}`);
    const read = await unwrap(w.clientA.api.GET('/api/projects', { params: { query: { id: String(p.id) } } }));
    expect(read).not.toHaveProperty('token');
    const [stored] = await t.running.database.dataSource.query(`SELECT token_hash FROM projects WHERE id = $1`, [p.id]);
    expect(stored.token_hash).toBe(hashProjectToken(p.token));

    const reset = await unwrap(w.clientA.api.PATCH('/api/projects/token', { body: { id: p.id } }));
    expect(reset.token).not.toBe(p.token);
    const [after] = await t.running.database.dataSource.query(`SELECT token_hash FROM projects WHERE id = $1`, [p.id]);
    expect(after.token_hash).toBe(hashProjectToken(reset.token));

    const second = await w.clientA.api.POST('/api/projects', {
      body: { projectName: 'Two', projectDescription: 'd', website: 'w', subscription: s.id },
    });
    expect(second.response.status).toBe(409);
    expect(second.error!.code).toBe('tenancy.max_projects_reached');
  });

  it('requires name, description and website, edits and deletes', async () => {
    const bad = await w.clientA.api.POST('/api/projects', { body: { subscription: w.clientA.subscriptionId } as never });
    expect(bad.error!.errors!.map((e) => e.field)).toEqual(expect.arrayContaining(['projectName', 'projectDescription', 'website']));
    const s = await addSubscription(w.admin, w.clientA.id);
    const p = await unwrap(
      w.clientA.api.POST('/api/projects', { body: { projectName: 'Del', projectDescription: 'd', website: 'w', subscription: s.id } }),
    );
    expect((await w.clientA.api.PATCH('/api/projects', { body: { id: p.id, projectName: 'Renamed' } })).response.status).toBe(204);
    const list = await unwrap(w.clientA.api.GET('/api/projects/subscription', { params: { query: { id: String(s.id) } } }));
    expect(list.map((x) => x.projectName)).toEqual(['Renamed']);
    expect((await w.clientA.api.DELETE('/api/projects', { params: { query: { id: String(p.id) } } })).response.status).toBe(204);
  });
});
