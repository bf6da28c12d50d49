import { describe, expect, it } from '@jest/globals';
import { EmailTaken } from '@atrium/tenancy';
import { useTestDatabase } from '../test/open-test-database.js';
import { seedTenant } from '../test/seed.js';
import { TypeormPersonRepository } from './typeorm-person.repository.js';

describe('TypeormPersonRepository', () => {
  const t = useTestDatabase();
  const repo = () => new TypeormPersonRepository(t.db);

  it('creates a person and reads every field back with its type, by id and by e-mail whatever its case', async () => {
    const created = await repo().create({
      kind: 'admins',
      email: ' Root@Example.COM ',
      firstname: 'Root',
      lastname: 'Admin',
      passwordHash: 'argon',
    });
    const expected = {
      id: created.id,
      kind: 'admins',
      email: 'root@example.com',
      firstname: 'Root',
      lastname: 'Admin',
      passwordHash: 'argon',
      subscriptionId: null,
    };
    expect(typeof created.id).toBe('number');
    expect(created).toStrictEqual(expected);
    expect(await repo().findById(created.id)).toStrictEqual(expected);
    expect(await repo().findByEmail('ROOT@example.com ')).toStrictEqual(expected);
    expect(await repo().findByEmail('nobody@example.com')).toBeNull();
    expect(await repo().findById(999_999)).toBeNull();
  });

  it("reads a user's subscription as a number", async () => {
    const tenant = await seedTenant(t.db);
    const user = await repo().findById(tenant.userId);
    expect(user).toMatchObject({ kind: 'users', subscriptionId: tenant.subscriptionId });
    expect(typeof user?.subscriptionId).toBe('number');
    expect(await repo().findById(tenant.clientId)).toMatchObject({ kind: 'clients', subscriptionId: null });
  });

  it('refuses an e-mail anyone of any kind has', async () => {
    const tenant = await seedTenant(t.db);
    const [{ email }] = await t.sql<{ email: string }>(`SELECT email FROM people WHERE id = $1`, [tenant.userId]);
    const attempt = { kind: 'admins' as const, email: email.toUpperCase(), firstname: 'A', lastname: 'B', passwordHash: 'h' };
    await expect(repo().create(attempt)).rejects.toBeInstanceOf(EmailTaken);
  });

  it('counts the people of one kind', async () => {
    const before = await Promise.all([repo().countOfKind('admins'), repo().countOfKind('clients'), repo().countOfKind('users')]);
    await seedTenant(t.db);
    await repo().create({ kind: 'admins', email: 'second@example.com', firstname: 'S', lastname: 'A', passwordHash: 'h' });
    expect(await Promise.all([repo().countOfKind('admins'), repo().countOfKind('clients'), repo().countOfKind('users')])).toEqual([
      before[0] + 1,
      before[1] + 1,
      before[2] + 1,
    ]);
  });

  it("replaces one person's password hash and no one else's", async () => {
    const a = await repo().create({ kind: 'admins', email: 'a@example.com', firstname: 'A', lastname: 'A', passwordHash: 'old' });
    const b = await repo().create({ kind: 'admins', email: 'b@example.com', firstname: 'B', lastname: 'B', passwordHash: 'old' });
    await repo().updatePasswordHash(a.id, 'new');
    expect((await repo().findById(a.id))?.passwordHash).toBe('new');
    expect((await repo().findById(b.id))?.passwordHash).toBe('old');
  });
});
