import type { EntityManager } from 'typeorm';
import type { ListQuery, Page } from '@atrium/kernel';
import { CLIENT_LIST, EmailTaken, normalizeEmail, type Client, type ClientChanges, type ClientRepository } from '@atrium/tenancy';
import { forgetAfterCommit } from '../cache/own-writes.js';
import { pageOf, type ListSql } from '../database/list-query.sql.js';
import { isUniqueViolation } from '../database/unique-violation.js';

/** The text filter runs over this one expression, which the trigram index `people_search_trgm` serves. */
export const personSearch = (alias: string) =>
  `(${alias}.firstname || ' ' || ${alias}.lastname || ' ' || ${alias}.email || ' ' || coalesce(${alias}.company, ''))`;

const LIST: ListSql<typeof CLIENT_LIST> = {
  contract: CLIENT_LIST,
  fields: {
    id: 'p.id',
    firstname: 'p.firstname',
    lastname: 'p.lastname',
    email: 'p.email',
    company: 'p.company',
    createdAt: 'p.created_at',
  },
  id: 'p.id',
  searchExpression: personSearch('p'),
  counter: 'clients',
};

/** What a client reads as: never the password hash. */
const CLIENT_COLUMNS = 'id, firstname, lastname, company, email, phone, created_at';

function toClient(r: Record<string, unknown>): Client {
  return {
    id: Number(r.id),
    firstname: String(r.firstname),
    lastname: String(r.lastname),
    company: String(r.company ?? ''),
    email: String(r.email),
    phone: String(r.phone ?? ''),
    createdAt: new Date(r.created_at as string),
  };
}

/** Writes translate the unique e-mail constraint into the domain's EmailTaken. */
export async function withUniqueEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'people_email_unique')) throw new EmailTaken();
    throw error;
  }
}

export class TypeormClientRepository implements ClientRepository {
  constructor(private readonly db: EntityManager) {}

  list(query: ListQuery): Promise<Page<Client>> {
    const qb = this.db
      .createQueryBuilder()
      .select(CLIENT_COLUMNS.split(', ').map((c) => `p.${c} AS ${c}`))
      .from('people', 'p')
      .where("p.kind = 'clients'");
    return pageOf(this.db, qb, query, LIST, toClient, 0);
  }

  async get(id: number): Promise<Client | null> {
    const [r] = await this.db.query(`SELECT ${CLIENT_COLUMNS} FROM people WHERE id = $1 AND kind = 'clients'`, [id]);
    return r ? toClient(r) : null;
  }

  create(c: Required<ClientChanges> & { passwordHash: string }): Promise<Client> {
    return withUniqueEmail(async () => {
      const [r] = await this.db.query(
        `INSERT INTO people (kind, firstname, lastname, company, email, phone, password_hash) VALUES ('clients', $1, $2, $3, $4, $5, $6) RETURNING ${CLIENT_COLUMNS}`,
        [c.firstname, c.lastname, c.company, normalizeEmail(c.email), c.phone, c.passwordHash],
      );
      return toClient(r);
    });
  }

  update(id: number, c: ClientChanges): Promise<boolean> {
    return withUniqueEmail(async () => {
      const [, count] = await this.db.query(
        `UPDATE people SET firstname = coalesce($2, firstname), lastname = coalesce($3, lastname), company = coalesce($4, company),
           email = coalesce($5, email), phone = coalesce($6, phone) WHERE id = $1 AND kind = 'clients'`,
        [id, c.firstname ?? null, c.lastname ?? null, c.company ?? null, c.email ? normalizeEmail(c.email) : null, c.phone ?? null],
      );
      return count > 0;
    });
  }

  async delete(id: number): Promise<boolean> {
    // Subscriptions (and their invoices, projects and users) and transactions go with the client (FK cascades).
    const [, count] = await this.db.query(`DELETE FROM people WHERE id = $1 AND kind = 'clients'`, [id]);
    forgetAfterCommit.peopleDeleted(this.db);
    return count > 0;
  }
}
