import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { API_KEYS_CHANGED_CHANNEL, MEMBERSHIPS_CHANGED_CHANNEL, SECTIONS_CHANGED_CHANNEL, SESSION_REVOKED_CHANNEL } from './channels.js';

/** Hands a change to the caches, in the triggers' words: a channel, and its payload ('' for everything). */
export type Announce = (channel: string, payload: string) => void;

const announcers = new WeakMap<DataSource, Announce>();
/** The changes of each open transaction, announced once it ends. */
const pending = new WeakMap<QueryRunner, [string, string][]>();

/**
 * The seam through which this process's own writes reach its in-memory caches (notification-feed.ts): a
 * repository that writes what a cache answers names the change right after its statement, and `announce`
 * hears it once the statement's transaction commits (at once for a statement outside a transaction). Never
 * before the commit: a read between the forgetting and the commit would find the old row and keep it. A read
 * that began before the commit is not kept either (its read ticket is older than the forgetting). A
 * transaction that rolls back announces too: forgetting is always safe, and a commit whose answer was lost
 * may have happened. TypeORM tells its subscribers of every transaction's end (savepoints included: only the
 * outermost counts).
 */
export function announceOwnWrites(dataSource: DataSource, announce: Announce): void {
  // Once per data source; a second call (the API's tests, which audit the announcements) replaces `announce`.
  if (!announcers.has(dataSource)) dataSource.subscribers.push({ afterTransactionCommit: ended, afterTransactionRollback: ended });
  announcers.set(dataSource, announce);
}

function ended({ queryRunner }: { queryRunner: QueryRunner }): void {
  if (queryRunner.isTransactionActive) return;
  const changes = pending.get(queryRunner);
  pending.delete(queryRunner);
  const announce = announcers.get(queryRunner.dataSource);
  for (const [channel, payload] of changes ?? []) announce?.(channel, payload);
}

/** Who hears the own writes on `dataSource` (see `announceOwnWrites`). */
export function ownWritesAnnouncer(dataSource: DataSource): Announce | undefined {
  return announcers.get(dataSource);
}

function changed(db: EntityManager, channel: string, payload: number | string = ''): void {
  const announce = announcers.get(db.dataSource);
  if (!announce) return;
  const runner = db.queryRunner;
  if (!runner?.isTransactionActive) return announce(channel, String(payload));
  let changes = pending.get(runner);
  if (!changes) pending.set(runner, (changes = []));
  changes.push([channel, String(payload)]);
}

/**
 * What a write changed, named the way the triggers of migrations 1763920000000, 1764210000000 and
 * 1764221000000 announce it to other processes: each call mirrors a trigger, so that this process forgets
 * exactly what the others hear. Called right after the writing statement, on the manager that sent it.
 */
export const forgetAfterCommit = {
  /** A session stopped being active (`sessions` revoked, shortened or deleted); without an id, any may have. */
  sessions: (db: EntityManager, id?: string) => changed(db, SESSION_REVOKED_CHANNEL, id),
  /** What `membershipOf` answers changed: for one person (a subscription or kind changed), or for anyone. */
  memberships: (db: EntityManager, personId?: number) => changed(db, MEMBERSHIPS_CHANGED_CHANNEL, personId),
  /** What an API key opens changed (a token, a subscription's status or modules, a project or subscription gone). */
  apiKeys: (db: EntityManager) => changed(db, API_KEYS_CHANGED_CHANNEL),
  /** A project's sections were written; without a project, any project's may have been. */
  sections: (db: EntityManager, projectId?: number) => changed(db, SECTIONS_CHANGED_CHANNEL, projectId),
  /**
   * People deleted, with what goes by cascade: their sessions, and a client's subscriptions with their users,
   * projects (keys) and sections. Rare: every cache starts over.
   */
  peopleDeleted(db: EntityManager): void {
    for (const channel of [SESSION_REVOKED_CHANNEL, MEMBERSHIPS_CHANGED_CHANNEL, API_KEYS_CHANGED_CHANNEL, SECTIONS_CHANGED_CHANNEL])
      changed(db, channel);
  },
};
