import type { EntityManager } from 'typeorm';
import { EmailTaken, normalizeEmail, type NewPerson, type Person, type PersonKind, type PersonRepository } from '@atrium/tenancy';
import { isUniqueViolation } from '../database/unique-violation.js';

/** A row of `people` as this repository reads it (sign-in needs the hash; lists never read it). */
interface PersonRow {
  id: number;
  kind: PersonKind;
  email: string;
  firstname: string;
  lastname: string;
  password_hash: string;
  subscription_id: number | null;
}

const PERSON_COLUMNS = 'id, kind, email, firstname, lastname, password_hash, subscription_id';

export function toPerson(r: PersonRow): Person {
  return {
    id: Number(r.id),
    kind: r.kind,
    email: r.email,
    firstname: r.firstname,
    lastname: r.lastname,
    passwordHash: r.password_hash,
    subscriptionId: r.subscription_id === null ? null : Number(r.subscription_id),
  };
}

export class TypeormPersonRepository implements PersonRepository {
  constructor(private readonly db: EntityManager) {}

  private async one(where: string, value: unknown): Promise<Person | null> {
    const [r] = (await this.db.query(`SELECT ${PERSON_COLUMNS} FROM people WHERE ${where} = $1`, [value])) as PersonRow[];
    return r ? toPerson(r) : null;
  }

  findByEmail(email: string): Promise<Person | null> {
    return this.one('email', normalizeEmail(email));
  }

  findById(id: number): Promise<Person | null> {
    return this.one('id', id);
  }

  async countOfKind(kind: PersonKind): Promise<number> {
    const [r] = await this.db.query(`SELECT count(*)::int AS n FROM people WHERE kind = $1`, [kind]);
    return Number(r.n);
  }

  async create(person: NewPerson): Promise<Person> {
    try {
      const [r] = (await this.db.query(
        `INSERT INTO people (kind, email, firstname, lastname, password_hash) VALUES ($1, $2, $3, $4, $5) RETURNING ${PERSON_COLUMNS}`,
        [person.kind, normalizeEmail(person.email), person.firstname, person.lastname, person.passwordHash],
      )) as PersonRow[];
      return toPerson(r);
    } catch (error) {
      if (isUniqueViolation(error, 'people_email_unique')) throw new EmailTaken();
      throw error;
    }
  }

  async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db.query(`UPDATE people SET password_hash = $2 WHERE id = $1`, [id, passwordHash]);
  }
}
