import { beforeAll, describe, expect, it } from '@jest/globals';
import type { TenantScope } from '@atrium/kernel';
import { testProject } from '@atrium/testing';
import { useTestDatabase } from '../../test/open-test-database.js';
import { listQuery, scopesOf, seedTenant, type Tenant } from '../../test/seed.js';
import { TypeormFormRepository } from './typeorm-form.repository.js';

describe('TypeormFormRepository (through ProjectTable)', () => {
  const t = useTestDatabase();
  const forms = () => new TypeormFormRepository(t.db);
  const admins: TenantScope = { kind: 'admins' };
  let mine: Tenant;
  let theirs: Tenant;
  beforeAll(async () => {
    mine = await seedTenant(t.db);
    theirs = await seedTenant(t.db);
  });

  it('creates a form and reads every field back with its type', async () => {
    const fields = { label: 'Contact', notifySms: '+15145550100', notifyEmail: 'a@example.com, b@example.com' };
    const created = await forms().create({ ...fields }, testProject(mine.projectIds[0]));
    const [stored] = await t.sql(`SELECT created_at FROM forms WHERE id = $1`, [created.id]);
    const expected = { id: created.id, projectId: mine.projectIds[0], ...fields, createdAt: stored.created_at };
    expect(created).toStrictEqual(expected);
    expect(await forms().get(created.id, admins)).toStrictEqual(expected);
  });

  it("reads, changes and deletes only within the project's scope", async () => {
    const form = await forms().create({ label: 'Mine', notifySms: '123', notifyEmail: 'a@example.com' }, testProject(mine.projectIds[0]));
    const outsiders: TenantScope[] = [scopesOf(mine).client, scopesOf(theirs).user, { kind: 'project', projectId: mine.projectIds[1] }];
    for (const scope of outsiders) {
      expect(await forms().get(form.id, scope)).toBeNull();
      expect(await forms().update(form.id, { label: 'Hijacked' }, scope)).toBe(false);
      expect(await forms().delete(form.id, scope)).toBe(false);
    }
    expect(await forms().update(form.id, { label: 'Still mine' }, scopesOf(mine).user)).toBe(true);
    const page = await forms().list(listQuery({ q: 'still' }), scopesOf(mine).userInProject);
    expect(page).toEqual({ rows: [expect.objectContaining({ id: form.id, label: 'Still mine' })], total: 1 });
    expect(await forms().delete(form.id, scopesOf(mine).project)).toBe(true);
    expect(await forms().get(form.id, admins)).toBeNull();
  });
});
