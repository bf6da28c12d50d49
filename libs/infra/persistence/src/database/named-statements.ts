import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';

// Data sources whose pooled connections are sessions of their own (a PostgreSQL server). On the embedded
// database every socket connection shares one session, so a name prepared by one would collide in another.
const ownSessions = new WeakSet<DataSource>();

/** Lets statements run prepared by name on this data source's connections (openDatabase, on a server). */
export function allowNamedStatements(dataSource: DataSource): void {
  ownSessions.add(dataSource);
}

/**
 * Runs `text` prepared by name where the connections allow it (the name derived from the text, so each
 * connection parses and plans it once), else as an ordinary statement. Only for statements whose best plan
 * does not depend on their parameters' values, and of which there are few: each stays prepared in every
 * pooled connection. Needs connections that are sessions of their own: a direct connection, session
 * pooling, or PgBouncer 1.21+ with `max_prepared_statements` in transaction pooling (see the README).
 */
export function queryPrepared<T = Record<string, unknown>[]>(db: EntityManager, text: string, params: unknown[]): Promise<T> {
  if (!ownSessions.has(db.connection)) return db.query(text, params);
  // pg takes a `{ name, text }` query config where TypeORM passes its string; TypeORM's query path (and so
  // RequestQueries) is unchanged.
  const named = { name: nameOf(text), text };
  return db.query(named as unknown as string, params);
}

// Hashing the dashboard's ~3.5 kB statement took ~4 µs of every call. The texts are few (the caller's
// contract above); the bound only guards against a caller that breaks it.
const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= 1_000) names.clear();
    name = `atrium_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}
