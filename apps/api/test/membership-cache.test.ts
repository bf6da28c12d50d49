// The guard's membership answers come from memory once read (decision 0006): every change that could alter
// one must be refused or allowed at once, in the process that made it, once its transaction commits (the
// write forgets what it changed, own-writes.ts; the audit of test-app.ts checks that every write does).
import { beforeAll, describe, expect, it } from '@jest/globals';
import { unwrap } from '@atrium/api-client';
import { buildModuleWorld, type ModuleWorld } from './support/module-world.js';
import { statementsOf } from './support/statements.js';
import { useTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let w: ModuleWorld;
useTestApp((app) => (t = app));
beforeAll(async () => {
  w = await buildModuleWorld(t);
});

const sql = (text: string, params: unknown[] = []) => t.running.database.dataSource.query(text, params);
const leadsOf = (project: number) => w.member.api.GET('/api/com/leads', { params: { query: { project: String(project) } } });
const codeOf = (r: { error?: unknown }) => (r.error as { code?: string } | undefined)?.code;
const asksMembership = (statement: string) => /\bsubscriptions\b/i.test(statement) && /\bpeople\b/i.test(statement);

describe('membership cache', () => {
  it('answers a repeated request without the membership statement', async () => {
    expect((await leadsOf(w.member.projectId)).response.status).toBe(200);
    let status = 0;
    const statements = await statementsOf(t.running.database.dataSource, async () => {
      status = (await leadsOf(w.member.projectId)).response.status;
    });
    expect(status).toBe(200);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter(asksMembership)).toEqual([]);
  });

  it('refuses at once a module removed from the subscription, and allows it again once listed', async () => {
    expect((await leadsOf(w.member.projectId)).response.status).toBe(200);
    const [{ modules }] = await sql(`SELECT modules FROM subscriptions WHERE id = $1`, [w.member.subscriptionId]);
    // No API changes modules: written directly, the caches told to start over.
    await t.writeDirectly(`UPDATE subscriptions SET modules = array_remove(modules, 'com') WHERE id = $1`, [w.member.subscriptionId]);
    try {
      const refused = await leadsOf(w.member.projectId);
      expect(refused.response.status).toBe(403);
      expect(codeOf(refused)).toBe('tenancy.module_not_in_subscription');
    } finally {
      await t.writeDirectly(`UPDATE subscriptions SET modules = $2 WHERE id = $1`, [w.member.subscriptionId, modules]);
    }
    expect((await leadsOf(w.member.projectId)).response.status).toBe(200);
  });

  it('refuses at once a subscription made inactive through the API', async () => {
    expect((await leadsOf(w.member.projectId)).response.status).toBe(200);
    const status = (value: 'active' | 'inactive') =>
      unwrap(w.admin.PATCH('/api/subscriptions/status', { body: { id: w.member.subscriptionId, status: value } }));
    await status('inactive');
    try {
      const refused = await leadsOf(w.member.projectId);
      expect(refused.response.status).toBe(403);
      expect(codeOf(refused)).toBe('tenancy.subscription_inactive');
    } finally {
      await status('active');
    }
    expect((await leadsOf(w.member.projectId)).response.status).toBe(200);
  });

  it('finds a project added after it was asked for, and one deleted no more', async () => {
    const [{ next }] = await sql(`SELECT last_value + CASE WHEN is_called THEN 1 ELSE 0 END AS next FROM projects_id_seq`);
    expect(codeOf(await leadsOf(Number(next)))).toBe('tenancy.project_not_found');
    const added = await unwrap(
      w.clientA.api.POST('/api/projects', {
        body: {
          projectName: 'Later',
          projectDescription: 'Added later',
          website: 'https://example.com',
          subscription: w.member.subscriptionId,
        },
      }),
    );
    expect(added.id).toBe(Number(next));
    expect((await leadsOf(added.id)).response.status).toBe(200);
    expect((await w.clientA.api.DELETE('/api/projects', { params: { query: { id: String(added.id) } } })).response.status).toBe(204);
    expect(codeOf(await leadsOf(added.id))).toBe('tenancy.project_not_found');
  });
});
