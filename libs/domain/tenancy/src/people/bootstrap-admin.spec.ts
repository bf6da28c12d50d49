import { describe, expect, it } from '@jest/globals';
import { FakePasswordHasher, FakePersonRepository } from '@atrium/testing';
import { BootstrapAdmin, DEFAULT_ADMIN_EMAIL } from './bootstrap-admin.use-cases.js';
import { EmailTaken } from './people.errors.js';

describe('BootstrapAdmin', () => {
  const hasher = new FakePasswordHasher();

  it('creates the configured admin once', async () => {
    const people = new FakePersonRepository();
    const use = new BootstrapAdmin(people, hasher);
    await expect(use.execute({ email: 'Boss@Example.com', password: 'configured-1' })).resolves.toEqual({
      created: true,
      email: 'boss@example.com',
      generatedPassword: undefined,
    });
    expect(await hasher.verify(people.people[0].passwordHash, 'configured-1')).toBe(true);
    await expect(use.execute({ email: 'other@example.com', password: 'x' })).resolves.toEqual({ created: false });
    expect(people.people).toHaveLength(1);
  });

  it('generates a strong password when none is configured and reports it once', async () => {
    const people = new FakePersonRepository();
    const result = await new BootstrapAdmin(people, hasher).execute({});
    expect(result.email).toBe(DEFAULT_ADMIN_EMAIL);
    expect(result.generatedPassword!.length).toBeGreaterThanOrEqual(16);
    expect(await hasher.verify(people.people[0].passwordHash, result.generatedPassword!)).toBe(true);
  });

  it('keeps e-mails unique across kinds', async () => {
    const people = new FakePersonRepository();
    await people.create({ kind: 'clients', email: 'a@b.c', firstname: 'A', lastname: 'B', passwordHash: 'h' });
    await expect(people.create({ kind: 'users', email: 'A@B.C', firstname: 'A', lastname: 'B', passwordHash: 'h' })).rejects.toBeInstanceOf(
      EmailTaken,
    );
  });
});
