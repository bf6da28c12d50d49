// The audit trail (issue 22 §1) through the API: changes with before → after and their actor, secrets never,
// the append-only guard, who sees what, the list's filters and paging, the API's own events, the prune.
import { describe, expect, it } from '@jest/globals';
import { unwrap, type AtriumClient, type Schemas } from '@atrium/api-client';
import type { JobQueue } from '@atrium/kernel';
import { PRUNE_AUDIT_JOB } from '../src/audit/audit-prune.js';
import { JOB_QUEUE } from '../src/platform/platform.tokens.js';
import { PASSWORD, type World, useWorld } from './support/fixtures.js';
import type { TestApp } from './support/test-app.js';

type AuditRecord = Schemas['AuditRecordDto'];
type AuditQuery = Record<string, string | number>;

let t: TestApp;
let w: World;
useWorld(
  (app, world) => {
    t = app;
    w = world;
  },
  { AUDIT_RETENTION_DAYS: '30' },
);

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.running.database.dataSource.query(text, params) as Promise<T[]>;

async function audit(api: AtriumClient, query: AuditQuery = {}) {
  const answer = await api.GET('/api/audit', { params: { query: { perPage: '100', ...query } as never } });
  if (answer.response.status !== 200) throw new Error(`GET /api/audit answered ${answer.response.status}`);
  return { rows: answer.data as AuditRecord[], total: Number(answer.response.headers.get('x-total-count')) };
}

describe('the audit trail', () => {
  it('records a change with its actor, origin and the changed fields before → after', async () => {
    const { response } = await w.clientA.api.PATCH('/api/projects', {
      body: { id: w.clientA.projectId, website: 'https://audited.example' },
      headers: { 'user-agent': 'audit-test/1.0', 'x-request-id': 'req-audit-1' },
    });
    expect(response.status).toBe(204);
    const { rows } = await audit(w.admin, { resource: 'projects', record: w.clientA.projectId, action: 'update' });
    expect(rows).toEqual([
      expect.objectContaining({
        actorKind: 'person',
        actorId: w.clientA.id,
        actorRole: 'clients',
        actorName: 'Acme Owner',
        account: w.clientA.id,
        project: w.clientA.projectId,
        changes: { website: ['https://acme.example', 'https://audited.example'] },
        address: '127.0.0.1',
        userAgent: 'audit-test/1.0',
        requestId: 'req-audit-1',
      }),
    ]);
    // The history of the record, newest first, begins with its creation by the client.
    const history = await audit(w.admin, { resource: 'projects', record: w.clientA.projectId, order: 'asc' });
    expect(history.rows[0]).toMatchObject({ action: 'create', actorId: w.clientA.id });
  });

  it('never records a password hash, a token hash or hint, or a sealed token; a token reset is its own event', async () => {
    await unwrap(w.userA.api.PATCH('/api/projects/token', { body: { id: w.clientA.projectId } }));
    const secrets = await sql(
      `SELECT id FROM audit_records WHERE changes ?| array['password_hash', 'token_hash', 'token_hint', 'refresh_token_sealed', 'password']`,
    );
    expect(secrets).toEqual([]);
    const { rows } = await audit(w.clientA.api, { action: 'token_reset' });
    expect(rows).toEqual([
      expect.objectContaining({ actorId: w.userA.id, actorRole: 'users', resource: 'projects', recordId: w.clientA.projectId }),
    ]);
  });

  it("refuses to change or delete a record from the API's own connection, and offers no route to", async () => {
    await expect(sql(`UPDATE audit_records SET action = 'forged'`)).rejects.toThrow(/append-only/);
    await expect(sql(`DELETE FROM audit_records`)).rejects.toThrow(/append-only/);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await fetch(`${t.baseUrl}/api/audit`, { method, headers: { token: await t.login(w.clientA.email, PASSWORD) } });
      expect(response.status).toBe(404);
    }
  });

  it('shows admins everything, a client its own account, a user its projects', async () => {
    const all = (await audit(w.admin)).total;
    const mine = await audit(w.clientA.api);
    expect(mine.total).toBeLessThan(all);
    expect(mine.rows.every((r) => r.account === w.clientA.id)).toBe(true);
    expect(mine.rows.map((r) => r.resource)).toEqual(expect.arrayContaining(['clients', 'subscriptions', 'invoices', 'projects', 'users']));
    const theirs = await audit(w.clientB.api);
    expect(theirs.rows.length).toBeGreaterThan(0);
    expect(theirs.rows.every((r) => r.account === w.clientB.id)).toBe(true);
    // A user: the records of its subscription's projects, only.
    const user = await audit(w.userA.api);
    expect(user.rows.length).toBeGreaterThan(0);
    expect(user.rows.every((r) => r.project === w.clientA.projectId)).toBe(true);
    expect((await audit(w.userA.api, { project: w.clientA.projectId })).total).toBe(user.total);
    // Another client's account, asked for by name, is simply empty.
    expect((await audit(w.clientB.api, { account: w.clientA.id })).total).toBe(0);
  });

  it('filters by actor, resource, action, text and date, and pages', async () => {
    const byAdmin = await audit(w.admin, {
      actorKind: 'person',
      actor: (await audit(w.admin, { resource: 'clients', action: 'create' })).rows[0].actorId!,
    });
    expect(byAdmin.rows.every((r) => r.actorRole === 'admins')).toBe(true);
    const page1 = await audit(w.admin, { perPage: 2, page: 1 });
    const page2 = await audit(w.admin, { perPage: 2, page: 2 });
    expect(page1.rows).toHaveLength(2);
    expect(page1.rows[0].id).toBeGreaterThan(page2.rows[0].id);
    expect(page1.total).toBe(page2.total);
    const q = await audit(w.admin, { q: 'req-audit-1' });
    expect(q.rows.map((r) => r.requestId)).toEqual(['req-audit-1']);
    const future = Math.floor(Date.now() / 1000) + 3600;
    expect((await audit(w.admin, { from: future })).total).toBe(0);
    expect((await audit(w.admin, { to: future, resource: 'invoices' })).total).toBeGreaterThan(0);
    const bad = await w.admin.GET('/api/audit', { params: { query: { action: 'forge' } as never } });
    expect(bad.response.status).toBe(400);
  });

  it('records sign-ins, failed sign-ins, sign-outs and password changes, for the account they concern', async () => {
    await t.client.POST('/api/auth/login', { body: { email: w.clientA.email, password: 'wrong-password' } });
    const token = await t.login(w.clientA.email, PASSWORD);
    const api = t.clientWith(token);
    const changed = 'changed-password-1';
    await unwrap(api.PATCH('/api/auth/login', { body: { oldPassword: PASSWORD, newPassword: changed, confirmPassword: changed } }));
    await api.POST('/api/auth/logout', {});
    // The change signed the client's other sessions out: read with a new one.
    const reader = t.clientWith(await t.login(w.clientA.email, changed));
    const events = (await audit(reader, { resource: 'session' })).rows.map((r) => [r.action, r.actorKind]);
    expect(events.slice(1, 5)).toEqual([
      ['sign_out', 'person'],
      ['password_change', 'person'],
      ['sign_in', 'person'],
      ['sign_in_failed', 'system'],
    ]);
    const [failed] = (await audit(w.admin, { action: 'sign_in_failed' })).rows;
    expect(failed).toMatchObject({ account: w.clientA.id, recordId: w.clientA.id, changes: { email: [null, w.clientA.email] } });
    expect(JSON.stringify(failed)).not.toContain('wrong-password');
    // Another client sees none of it.
    expect((await audit(w.clientB.api, { action: 'sign_in_failed' })).total).toBe(0);
  });

  it('prunes records past AUDIT_RETENTION_DAYS by a job, and records the prune', async () => {
    await sql(`ALTER TABLE audit_records DISABLE TRIGGER audit_records_append_only`);
    await sql(`UPDATE audit_records SET at = now() - interval '31 days' WHERE resource = 'invoices'`);
    await sql(`ALTER TABLE audit_records ENABLE TRIGGER audit_records_append_only`);
    const prunes = async () => (await audit(w.admin, { action: 'prune' })).rows;
    const before = (await prunes()).length;
    await t.running.app.get<JobQueue>(JOB_QUEUE).enqueue(PRUNE_AUDIT_JOB);
    for (let i = 0; i < 100 && (await prunes()).length === before; i++) await new Promise((r) => setTimeout(r, 100));
    const [prune] = await prunes();
    expect(prune).toMatchObject({ actorKind: 'job', actorRole: PRUNE_AUDIT_JOB, resource: 'audit_records' });
    expect(prune.changes!.count[1]).toBeGreaterThan(0);
    expect((await audit(w.admin, { resource: 'invoices' })).total).toBe(0);
  });
});
