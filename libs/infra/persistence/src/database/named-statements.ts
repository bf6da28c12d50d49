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
 * `text` as pg's `{ name, text }` query config where the connections allow it (the name derived from the
 * text, so each connection parses and plans it once), else the text itself. Only for statements whose best
 * plan does not depend on their parameters' values, and of which there are few: each stays prepared in
 * every pooled connection.
 */
export function namedStatement(db: EntityManager, text: string): string | { name: string; text: string } {
  if (!ownSessions.has(db.connection)) return text;
  return { name: `atrium_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`, text };
}
