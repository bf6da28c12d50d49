import { beforeAll, describe, expect, it } from '@jest/globals';
import type { TenantScope } from '@atrium/kernel';
import { auditRecordVisible, type AuditRecord } from '@atrium/tenancy';
import { useTestDatabase } from '../test/open-test-database.js';
import { listQuery, scopesOf, seedTenant, type Tenant } from '../test/seed.js';
import { AuditContext, runAudited } from '../database/audit-context.js';
import { TypeormAuditTrail } from './typeorm-audit-trail.js';

describe('TypeormAuditTrail and the audit triggers', () => {
  const t = useTestDatabase();
  const trail = () => new TypeormAuditTrail(t.db);
  const admins: TenantScope = { kind: 'admins' };
  const origin = { address: '203.0.113.9', userAgent: 'Mozilla/5.0 (X11) */ /* evil', requestId: 'req-1' };
  let mine: Tenant;
  let theirs: Tenant;
  beforeAll(async () => {
    mine = await seedTenant(t.db);
    theirs = await seedTenant(t.db);
  });
  const historyOf = async (resource: string, recordId: number) => (await trail().list(listQuery(), admins, { resource, recordId })).rows;

  it('records a change in its own statement with the actor, the origin and the changed fields before → after', async () => {
    const context = new AuditContext(origin);
    context.identify({ kind: 'person', id: mine.clientId, role: 'clients' });
    const [group] = await runAudited(context, () =>
      t.db.query(`INSERT INTO customer_groups (project_id, group_name) VALUES ($1, 'Gold') RETURNING id`, [mine.projectIds[0]]),
    );
    await runAudited(context, () => t.db.query(`UPDATE customer_groups SET group_name = 'Platinum' WHERE id = $1`, [group.id]));
    // Nothing changed: nothing recorded.
    await runAudited(context, () => t.db.query(`UPDATE customer_groups SET group_name = 'Platinum' WHERE id = $1`, [group.id]));
    await t.db.query(`DELETE FROM customer_groups WHERE id = $1`, [group.id]);
    const history = await historyOf('customer_groups', Number(group.id));
    expect(history.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    const [created, updated, deleted] = history;
    expect(created).toMatchObject({
      actor: { kind: 'person', id: mine.clientId, role: 'clients', name: expect.stringMatching(/^First\d+ Last\d+$/) },
      projectId: mine.projectIds[0],
      accountId: null,
      address: origin.address,
      userAgent: origin.userAgent,
      requestId: 'req-1',
    });
    // A create names the row, not its values (they are the row's own, taken back through its updates).
    expect(created).toMatchObject({ resource: 'customer_groups', recordId: Number(group.id), changes: null });
    expect(updated.changes).toEqual({ group_name: ['Gold', 'Platinum'] });
    // Outside any context the database itself is the actor.
    expect(deleted).toMatchObject({
      actor: { kind: 'system', name: 'System' },
      changes: expect.objectContaining({ group_name: ['Platinum', null] }),
    });
  });

  it("leaves a CSV import's statements to the import's one event, still append-only (decision 0020)", async () => {
    const count = async () =>
      Number((await t.sql<{ n: string }>(`SELECT count(*) AS n FROM audit_records WHERE resource = 'customer_groups'`))[0].n);
    const before = await count();
    const importing = AuditContext.forImport({ kind: 'person', id: mine.userId, role: 'users' }, origin);
    await runAudited(importing, () =>
      t.db.query(`INSERT INTO customer_groups (project_id, group_name) SELECT $1, 'Imported ' || i FROM generate_series(1, 10) i`, [
        mine.projectIds[0],
      ]),
    );
    expect(await count()).toBe(before);
    await runAudited(importing, () =>
      trail().record({
        actor: importing.current,
        origin: {},
        action: 'import',
        resource: 'customer_groups',
        projectId: mine.projectIds[0],
        details: { created: 10 },
      }),
    );
    const [event] = (await trail().list(listQuery(), admins, { resource: 'customer_groups', action: 'import' })).rows;
    expect(event).toMatchObject({ actor: { kind: 'person', id: mine.userId }, changes: { created: [null, 10] } });
    // The flag lets nothing else through: the import's record is as append-only as any.
    await expect(runAudited(importing, () => t.db.query(`DELETE FROM audit_records WHERE id = $1`, [event.id]))).rejects.toThrow(
      /append-only/,
    );
    // A context without the flag records every row again.
    const context = new AuditContext(origin);
    await runAudited(context, () =>
      t.db.query(`INSERT INTO customer_groups (project_id, group_name) VALUES ($1, 'After')`, [mine.projectIds[0]]),
    );
    expect(await count()).toBe(before + 2);
  });

  it('records one row per row of a bulk statement, and never a secret', async () => {
    const before = await t.sql<{ n: string }>(`SELECT count(*) AS n FROM audit_records WHERE resource = 'customer_groups'`);
    await t.db.query(`INSERT INTO customer_groups (project_id, group_name) SELECT $1, 'Bulk ' || i FROM generate_series(1, 25) i`, [
      mine.projectIds[1],
    ]);
    const after = await t.sql<{ n: string }>(`SELECT count(*) AS n FROM audit_records WHERE resource = 'customer_groups'`);
    expect(Number(after[0].n) - Number(before[0].n)).toBe(25);
    await t.db.query(`UPDATE people SET password_hash = 'new-hash', firstname = 'Renamed' WHERE id = $1`, [mine.userId]);
    await t.db.query(`UPDATE projects SET token_hash = repeat('b', 64) WHERE id = $1`, [mine.projectIds[0]]);
    const [user] = await historyOf('users', mine.userId).then((rows) => rows.filter((r) => r.action === 'update'));
    expect(user.changes).toEqual({ firstname: [expect.any(String), 'Renamed'] });
    expect(user.accountId).toBe(mine.clientId);
    const secrets = await t.sql(
      `SELECT id FROM audit_records WHERE changes ? 'password_hash' OR changes ? 'token_hash' OR changes ? 'refresh_token_sealed' OR changes ? 'search'`,
    );
    expect(secrets).toEqual([]);
    // A token-only change leaves no update row (the API records the reset itself).
    expect((await historyOf('projects', mine.projectIds[0])).filter((r) => r.action === 'update')).toEqual([]);
  });

  it('compares every column of an audited table on update but its secrets (a column added later is re-tracked)', async () => {
    const SECRETS = [
      'password_hash',
      'token_hash',
      'token_hint',
      'refresh_token_sealed',
      'sealed_secret',
      'last_used_step',
      'secret_sealed',
    ];
    const tracked = await t.sql<{ tbl: string; recorded: string; columns: string[] }>(
      `SELECT t.tgrelid::regclass::text AS tbl, obj_description(t.tgfoid, 'pg_proc') AS recorded,
              array(SELECT c.column_name::text FROM information_schema.columns c
                     WHERE c.table_schema = current_schema() AND c.table_name = t.tgrelid::regclass::text AND c.is_generated = 'NEVER'
                     ORDER BY c.ordinal_position) AS columns
         FROM pg_trigger t WHERE t.tgname LIKE '%\_audit\_update'`,
    );
    expect(tracked.length).toBeGreaterThanOrEqual(29);
    for (const { tbl, recorded, columns } of tracked) {
      const names = recorded.replace(/^records: /, '').split(',');
      expect({ tbl, recorded: names }).toEqual({ tbl, recorded: columns.filter((c) => !SECRETS.includes(c)) });
    }
  });

  it('refuses UPDATE, DELETE and TRUNCATE of its rows from the application connection', async () => {
    await expect(t.db.query(`UPDATE audit_records SET action = 'forged'`)).rejects.toThrow(/append-only/);
    await expect(t.db.query(`DELETE FROM audit_records`)).rejects.toThrow(/append-only/);
    await expect(t.db.query(`TRUNCATE audit_records`)).rejects.toThrow(/append-only/);
  });

  it("shows each scope the records the domain's rule lets it see", async () => {
    await t.db.query(`UPDATE subscriptions SET max_users = max_users + 1 WHERE id IN ($1, $2)`, [
      mine.subscriptionId,
      theirs.subscriptionId,
    ]);
    await t.db.query(
      `INSERT INTO notes (project_id, recipient_type, recipient_id, note) VALUES ($1, 'lead', 1, 'a'), ($2, 'lead', 1, 'b')`,
      [mine.projectIds[1], theirs.projectIds[0]],
    );
    const all = (await trail().list(listQuery({ perPage: 100, order: 'desc' }), admins, {})).rows;
    const projectsOf = (s: number) => (s === mine.subscriptionId ? mine.projectIds : s === theirs.subscriptionId ? theirs.projectIds : []);
    for (const scope of [...Object.values(scopesOf(mine)), scopesOf(theirs).client] as TenantScope[]) {
      const seen = (await trail().list(listQuery({ perPage: 100, order: 'desc' }), scope, {})).rows.map((r) => r.id);
      const expected = all.filter((r: AuditRecord) => auditRecordVisible(scope, r, projectsOf)).map((r) => r.id);
      expect({ scope, seen }).toEqual({ scope, seen: expected });
    }
    expect((await trail().list(listQuery(), scopesOf(mine).client, { resource: 'subscriptions', action: 'update' })).rows).toEqual([
      expect.objectContaining({ recordId: mine.subscriptionId, changes: { max_users: [expect.any(Number), expect.any(Number)] } }),
    ]);
  });

  it('filters by actor, resource, action, text and date, and pages', async () => {
    const context = new AuditContext({ requestId: 'req-filter' });
    context.identify({ kind: 'key', id: mine.projectIds[0] });
    await runAudited(context, () =>
      t.db.query(`INSERT INTO scorings (project_id, label, score, color) SELECT $1, 'S' || i, i, '#ff8800' FROM generate_series(1, 3) i`, [
        mine.projectIds[0],
      ]),
    );
    const page1 = await trail().list(listQuery({ perPage: 2, order: 'desc' }), admins, { actorKind: 'key', actorId: mine.projectIds[0] });
    expect(page1.total).toBe(3);
    expect(page1.rows).toHaveLength(2);
    expect(page1.rows[0].actor).toEqual({ kind: 'key', id: mine.projectIds[0], name: `Project ${mine.projectIds[0]} key` });
    const page2 = await trail().list(listQuery({ perPage: 2, page: 2, order: 'desc' }), admins, {
      actorKind: 'key',
      actorId: mine.projectIds[0],
    });
    expect(page2.rows).toHaveLength(1);
    expect((await trail().list(listQuery({ q: 'req-filter' }), admins, { action: 'create', resource: 'scorings' })).total).toBe(3);
    expect((await trail().list(listQuery({ q: 'req-filter' }), admins, { action: 'delete' })).total).toBe(0);
    const future = new Date(Date.now() + 3600_000);
    expect((await trail().list(listQuery({ from: future }), admins, {})).total).toBe(0);
  });

  it('records events the API reports, and prunes only past the retention, recording the prune', async () => {
    await trail().record({
      actor: { kind: 'person', id: mine.userId, role: 'users' },
      origin: { address: '198.51.100.1', requestId: 'req-e' },
      action: 'sign_in',
      resource: 'session',
      recordId: mine.userId,
      accountId: mine.clientId,
    });
    expect((await trail().list(listQuery(), scopesOf(mine).client, { action: 'sign_in' })).rows).toEqual([
      expect.objectContaining({ resource: 'session', address: '198.51.100.1', actor: expect.objectContaining({ id: mine.userId }) }),
    ]);
    // Backdated rows can only exist by the superuser's hand: disable the guard for the seed only.
    await t.sql(`ALTER TABLE audit_records DISABLE TRIGGER audit_records_append_only`);
    await t.sql(`UPDATE audit_records SET at = now() - interval '40 days' WHERE action = 'sign_in'`);
    await t.sql(`ALTER TABLE audit_records ENABLE TRIGGER audit_records_append_only`);
    const total = async () => Number((await t.sql<{ n: string }>(`SELECT count(*) AS n FROM audit_records`))[0].n);
    const count = await total();
    const job = new AuditContext();
    job.identify({ kind: 'job', role: 'audit-prune' });
    expect(await runAudited(job, () => trail().prune(90))).toBe(0);
    expect(await runAudited(job, () => trail().prune(30))).toBe(1);
    expect(await total()).toBe(count + 2 - 1);
    const prunes = (await trail().list(listQuery({ order: 'desc' }), admins, { action: 'prune' })).rows;
    expect(prunes[0]).toMatchObject({ actor: { kind: 'job', role: 'audit-prune' }, changes: { count: [null, 1] } });
    // The permission ends with the prune: a plain DELETE is still refused.
    await expect(t.db.query(`DELETE FROM audit_records`)).rejects.toThrow(/append-only/);
  });
});
