import { beforeAll, describe, expect, it } from '@jest/globals';
import type { TenantScope } from '@atrium/kernel';
import { testProject } from '@atrium/testing';
import { useTestDatabase } from '../../test/open-test-database.js';
import { listQuery, scopesOf, seedTenant, seedUser, type Tenant } from '../../test/seed.js';
import { TypeormNoteRepository } from './typeorm-note.repository.js';

describe('TypeormNoteRepository', () => {
  const t = useTestDatabase();
  const repo = () => new TypeormNoteRepository(t.db);
  let mine: Tenant;
  let theirs: Tenant;
  let lead: number;
  let customer: number;
  const insertLead = async (projectId: number, email: string) =>
    Number(
      (
        await t.sql(`INSERT INTO leads (project_id, firstname, lastname, phone, email) VALUES ($1, 'Ada', 'L', '1', $2) RETURNING id`, [
          projectId,
          email,
        ])
      )[0].id,
    );
  beforeAll(async () => {
    mine = await seedTenant(t.db);
    theirs = await seedTenant(t.db);
    lead = await insertLead(mine.projectIds[0], 'ada@example.com');
    const [group] = await t.sql(`INSERT INTO customer_groups (project_id, group_name) VALUES ($1, 'G') RETURNING id`, [mine.projectIds[0]]);
    customer = Number(
      (
        await t.sql(
          `INSERT INTO customers (project_id, firstname, lastname, email, customer_group_id) VALUES ($1, 'Cy', 'C', 'cy@example.com', $2) RETURNING id`,
          [mine.projectIds[0], group.id],
        )
      )[0].id,
    );
  });

  it("finds a recipient's project only within the scope, by its type", async () => {
    const s = scopesOf(mine);
    for (const scope of [s.admins, s.user, s.userInProject, s.project])
      expect(await repo().projectOfRecipient({ recipientType: 'lead', recipientId: lead }, scope)).toBe(mine.projectIds[0]);
    const outsiders: TenantScope[] = [s.client, { ...s.userInProject, projectId: mine.projectIds[1] }, scopesOf(theirs).user];
    for (const scope of outsiders) expect(await repo().projectOfRecipient({ recipientType: 'lead', recipientId: lead }, scope)).toBeNull();
    expect(await repo().projectOfRecipient({ recipientType: 'customer', recipientId: customer }, s.user)).toBe(mine.projectIds[0]);
    expect(await repo().projectOfRecipient({ recipientType: 'customer', recipientId: customer + 1000 }, s.user)).toBeNull();
  });

  it("creates a note with its author's name, lists one recipient's, and reads and deletes within the scope", async () => {
    const author = await seedUser(t.db, mine.subscriptionId, { firstname: 'Pia', lastname: 'Noter' });
    const base = { addedBy: author };
    const project = testProject(mine.projectIds[0]);
    const created = await repo().create({ ...base, note: 'On the lead', recipientType: 'lead', recipientId: lead }, project);
    expect(created).toMatchObject({
      ...base,
      projectId: mine.projectIds[0],
      note: 'On the lead',
      recipientType: 'lead',
      recipientId: lead,
      addedByName: 'Pia Noter',
    });
    expect(typeof created.id).toBe('number');
    expect(created.dateAdded).toBeInstanceOf(Date);
    // The same id under another type is another recipient.
    await repo().create({ ...base, note: 'On the customer', recipientType: 'customer', recipientId: lead }, project);

    const page = await repo().listOf({ recipientType: 'lead', recipientId: lead }, listQuery(), scopesOf(mine).user);
    expect(page.rows).toStrictEqual([created]);
    expect(page.total).toBe(1);
    expect((await repo().listOf({ recipientType: 'lead', recipientId: lead }, listQuery(), scopesOf(theirs).user)).rows).toEqual([]);

    expect(await repo().recipientTypeOf(created.id, scopesOf(mine).user)).toBe('lead');
    expect(await repo().recipientTypeOf(created.id, scopesOf(theirs).user)).toBeNull();
    expect(await repo().delete(created.id, scopesOf(theirs).user)).toBe(false);

    // The author's account goes; the note stays, unsigned.
    await t.sql(`DELETE FROM people WHERE id = $1`, [author]);
    expect((await repo().listOf({ recipientType: 'lead', recipientId: lead }, listQuery(), scopesOf(mine).user)).rows[0]).toMatchObject({
      addedBy: null,
      addedByName: null,
    });
    expect(await repo().delete(created.id, scopesOf(mine).userInProject)).toBe(true);
    expect(await repo().recipientTypeOf(created.id, scopesOf(mine).user)).toBeNull();
  });

  it("goes with its lead or customer, and leaves other recipients' notes", async () => {
    const doomed = await insertLead(mine.projectIds[0], 'doomed@example.com');
    const base = { addedBy: mine.userId, note: 'x' };
    await repo().create({ ...base, recipientType: 'lead', recipientId: doomed }, testProject(mine.projectIds[0]));
    await repo().create({ ...base, recipientType: 'customer', recipientId: doomed }, testProject(mine.projectIds[0]));
    await t.sql(`DELETE FROM leads WHERE id = $1`, [doomed]);
    const left = await t.sql(`SELECT recipient_type FROM notes WHERE recipient_id = $1`, [doomed]);
    expect(left).toEqual([{ recipient_type: 'customer' }]);
  });
});
