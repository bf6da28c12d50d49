import { beforeAll, describe, expect, it } from '@jest/globals';
import { scopeOfRecord, type TenantScope } from '@atrium/kernel';
import { LeadEmailTaken } from '@atrium/modules';
import { testProject } from '@atrium/testing';
import { useTestDatabase } from '../../test/open-test-database.js';
import { listQuery, scopesOf, seedTenant, type Tenant } from '../../test/seed.js';
import { TypeormLeadRepository } from './typeorm-lead.repository.js';

const ada = { firstname: 'Ada', lastname: 'Lovelace', phone: '555-0101', email: 'ada@example.com' };

describe('TypeormLeadRepository', () => {
  const t = useTestDatabase();
  const repo = () => new TypeormLeadRepository(t.db);
  const admins: TenantScope = { kind: 'admins' };
  let mine: Tenant;
  let theirs: Tenant;
  beforeAll(async () => {
    mine = await seedTenant(t.db);
    theirs = await seedTenant(t.db);
  });

  it('creates a lead and reads every field back with its type', async () => {
    const created = await repo().create({ ...ada, assignedTo: mine.userId }, testProject(mine.projectIds[0]));
    const [stored] = await t.sql(`SELECT created_at FROM leads WHERE id = $1`, [created.id]);
    const expected = {
      id: created.id,
      projectId: mine.projectIds[0],
      ...ada,
      assignedTo: mine.userId,
      scoringId: null,
      converted: false,
      createdAt: stored.created_at,
    };
    expect(created).toStrictEqual(expected);
    expect(await repo().get(created.id, admins)).toStrictEqual(expected);
    expect(await repo().get(created.id, scopesOf(theirs).user)).toBeNull();
  });

  it('keeps one lead per e-mail in a project, in any case, and answers 409 for a second', async () => {
    const projectId = mine.projectIds[1];
    const first = await repo().create({ ...ada }, testProject(projectId));
    await expect(repo().create({ ...ada, email: 'ADA@example.com' }, testProject(projectId))).rejects.toBeInstanceOf(LeadEmailTaken);
    const other = await repo().create({ ...ada, email: 'other@example.com' }, testProject(projectId));
    await expect(repo().update(other.id, { email: 'Ada@Example.com' }, admins)).rejects.toBeInstanceOf(LeadEmailTaken);
    expect(await repo().existingEmails(testProject(projectId), ['ADA@EXAMPLE.COM', 'nobody@example.com'])).toEqual(['ada@example.com']);
    expect((await repo().create({ ...ada }, testProject(theirs.projectIds[0]))).id).not.toBe(first.id);
  });

  it('creates a batch in one statement, or nothing when one e-mail is taken', async () => {
    const projectId = theirs.projectIds[1];
    const rows = ['a', 'b'].map((n) => ({ ...ada, email: `${n}@batch.example` }));
    const made = await repo().createMany(rows, testProject(projectId));
    expect(made.map((l) => l.email)).toEqual(['a@batch.example', 'b@batch.example']);
    await expect(repo().createMany([{ ...ada, email: 'c@batch.example' }, rows[0]], testProject(projectId))).rejects.toBeInstanceOf(
      LeadEmailTaken,
    );
    expect(await t.sql(`SELECT count(*)::int AS n FROM leads WHERE project_id = $1`, [projectId])).toEqual([{ n: 2 }]);
    expect((await repo().getMany([made[1].id, made[0].id, 999999], admins)).map((l) => l.id)).toEqual([made[1].id, made[0].id]);
    expect(await repo().getMany([made[0].id], scopesOf(mine).user)).toEqual([]);
  });

  it('links concurrent intakes of one e-mail to one lead, created from the first', async () => {
    const projectId = theirs.projectIds[0];
    const rush = { firstname: 'Rush', lastname: '', phone: '', email: 'rush@example.com' };
    const ids = await Promise.all(Array.from({ length: 20 }, () => repo().upsertByEmail(testProject(projectId), rush)));
    expect(new Set(ids).size).toBe(1);
    expect(await repo().upsertByEmail(testProject(projectId), { ...rush, firstname: 'Later', email: 'RUSH@example.com' })).toBe(ids[0]);
    expect(await repo().get(ids[0], admins)).toMatchObject({ firstname: 'Rush', email: 'rush@example.com' });
    expect(await t.sql(`SELECT count(*)::int AS n FROM leads WHERE project_id = $1 AND email = $2`, [projectId, rush.email])).toEqual([
      { n: 1 },
    ]);
  });

  it('filters the list by text over names and e-mail, within the scope', async () => {
    const scope = scopesOf(mine).userInProject;
    const page = await repo().list(listQuery({ q: 'LOVEL' }), scope);
    expect(page.rows.map((l) => l.projectId)).toEqual([mine.projectIds[0]]);
    expect((await repo().list(listQuery({ q: 'nobody' }), scope)).rows).toEqual([]);
  });

  it('tells the users of a project apart from others', async () => {
    expect(await repo().userInProject(mine.userId, testProject(mine.projectIds[1]))).toBe(true);
    expect(await repo().userInProject(theirs.userId, testProject(mine.projectIds[0]))).toBe(false);
    expect(await repo().userInProject(mine.clientId, testProject(mine.projectIds[0]))).toBe(false);
  });

  it('locks a lead within the scope and marks it converted', async () => {
    const lead = await repo().create({ ...ada, email: 'lock@example.com' }, testProject(mine.projectIds[0]));
    await t.database.dataSource.transaction(async (manager) => {
      const inTx = new TypeormLeadRepository(manager);
      expect(await inTx.lock(lead.id, scopesOf(theirs).user)).toBeNull();
      const locked = await inTx.lock(lead.id, scopesOf(mine).user);
      expect(locked).toMatchObject({ id: lead.id, converted: false });
      // Only in the lead's own project.
      await inTx.markConverted(lead.id, testProject(mine.projectIds[1]));
      expect(await inTx.get(lead.id, admins)).toMatchObject({ converted: false });
      await inTx.markConverted(lead.id, scopeOfRecord(scopesOf(mine).user, locked!));
    });
    expect(await repo().get(lead.id, admins)).toMatchObject({ converted: true });
  });
});
