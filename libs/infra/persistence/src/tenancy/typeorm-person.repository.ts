import type { EntityManager } from 'typeorm';
import { EmailTaken, normalizeEmail, type NewPerson, type Person, type PersonKind, type PersonRepository } from '@atrium/tenancy';
import { isUniqueViolation } from '../database/unique-violation.js';
import { PersonRecord } from './person.record.js';

export function toPerson(r: PersonRecord): Person {
  return {
    id: r.id,
    kind: r.kind as PersonKind,
    email: r.email,
    firstname: r.firstname,
    lastname: r.lastname,
    passwordHash: r.passwordHash,
    subscriptionId: r.subscriptionId,
  };
}

export class TypeormPersonRepository implements PersonRepository {
  constructor(private readonly db: EntityManager) {}

  async findByEmail(email: string): Promise<Person | null> {
    const r = await this.db.findOneBy(PersonRecord, { email: normalizeEmail(email) });
    return r ? toPerson(r) : null;
  }

  async findById(id: number): Promise<Person | null> {
    const r = await this.db.findOneBy(PersonRecord, { id });
    return r ? toPerson(r) : null;
  }

  countOfKind(kind: PersonKind): Promise<number> {
    return this.db.countBy(PersonRecord, { kind });
  }

  async create(person: NewPerson): Promise<Person> {
    try {
      const r = await this.db.save(PersonRecord, this.db.create(PersonRecord, { ...person, email: normalizeEmail(person.email) }));
      return toPerson(r);
    } catch (error) {
      if (isUniqueViolation(error, 'people_email_unique')) throw new EmailTaken();
      throw error;
    }
  }

  async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db.update(PersonRecord, { id }, { passwordHash });
  }
}
