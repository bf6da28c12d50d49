import {
  EmailTaken,
  normalizeEmail,
  type NewPerson,
  type PasswordHasher,
  type Person,
  type PersonKind,
  type PersonRepository,
} from '@atrium/tenancy';

export class FakePersonRepository implements PersonRepository {
  readonly people: Person[] = [];

  async findByEmail(email: string) {
    return this.people.find((p) => p.email === normalizeEmail(email)) ?? null;
  }
  async findById(id: number) {
    return this.people.find((p) => p.id === id) ?? null;
  }
  async countOfKind(kind: PersonKind) {
    return this.people.filter((p) => p.kind === kind).length;
  }
  async create(person: NewPerson & { subscriptionId?: number | null }) {
    if (await this.findByEmail(person.email)) throw new EmailTaken();
    const created: Person = {
      ...person,
      email: normalizeEmail(person.email),
      id: this.people.length + 1,
      subscriptionId: person.subscriptionId ?? null,
    };
    this.people.push(created);
    return created;
  }
  async updatePasswordHash(id: number, passwordHash: string) {
    const p = this.people.find((x) => x.id === id);
    if (p) p.passwordHash = passwordHash;
  }
}

/**
 * Reversible "hashing" so tests stay fast; the real adapter is argon2id. `legacy:` hashes stand for ones
 * made with older parameters: they verify and need a rehash.
 */
export class FakePasswordHasher implements PasswordHasher {
  async hash(password: string) {
    return `hashed:${password}`;
  }
  async verify(hash: string, password: string) {
    return hash === `hashed:${password}` || hash === `legacy:${password}`;
  }
  needsRehash(hash: string) {
    return !hash.startsWith('hashed:');
  }
}
