import type { Person, PersonKind } from './person.js';

export interface NewPerson {
  kind: PersonKind;
  email: string;
  firstname: string;
  lastname: string;
  passwordHash: string;
}

/** Port: storage of people of every kind. */
export interface PersonRepository {
  findByEmail(email: string): Promise<Person | null>;
  findById(id: number): Promise<Person | null>;
  countOfKind(kind: PersonKind): Promise<number>;
  /** Throws `EmailTaken` when the e-mail is used by anyone, whatever their kind. */
  create(person: NewPerson): Promise<Person>;
  updatePasswordHash(id: number, passwordHash: string): Promise<void>;
}
