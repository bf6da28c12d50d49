import { createHash } from 'node:crypto';

/**
 * The billing ledger (issue 22 §2): per client, one hash chain over its subscriptions (created with the quoted
 * price, status changes), invoices (issued, edited, paid, deleted) and payments. The database appends the
 * entries in the writing transaction (migration 1764610000000-billing-ledger); this file states the rules the
 * verifier checks, so that it can recompute every hash without trusting the database's own.
 */
export const LEDGER_ENTITIES = ['subscription', 'invoice', 'payment'] as const;
export type LedgerEntity = (typeof LEDGER_ENTITIES)[number];

export interface LedgerEntry {
  id: number;
  clientId: number;
  /** 1, 2, 3… within the client's chain. */
  seq: number;
  /** `<entity>.<event>`, e.g. `invoice.paid`. */
  kind: string;
  entity: LedgerEntity;
  entityId: number;
  /** The entity's fields after the event, as JSON text (PostgreSQL's jsonb output: sorted keys, UTC instants, cents). */
  content: string;
  prevHash: string;
  hash: string;
}

/** The previous hash of a chain's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * The canonical form hashed: a version tag and the entry's fields, one a line, UTF-8. The content is JSON text,
 * which escapes line breaks, so no field can pass for another.
 */
export function canonicalEntry(e: Omit<LedgerEntry, 'id' | 'hash'>): string {
  return ['atrium-ledger-1', e.clientId, e.seq, e.kind, e.entity, e.entityId, e.content, e.prevHash].join('\n');
}

export function entryHash(e: Omit<LedgerEntry, 'id' | 'hash'>): string {
  return createHash('sha256').update(canonicalEntry(e), 'utf8').digest('hex');
}

/**
 * An entity of the client as it is now, against its last entry: `live` is its content computed from the table
 * now (null when the row is gone), `last` the last entry recording it (null when no entry does).
 */
export interface LedgerRow {
  entity: LedgerEntity;
  entityId: number;
  live: string | null;
  last: Pick<LedgerEntry, 'id' | 'seq' | 'kind' | 'content'> | null;
}

export type LedgerProblem = 'previous-link' | 'content-hash' | 'row-differs' | 'row-unrecorded';

export interface LedgerBreak {
  clientId: number;
  /** The entry where the chain breaks; null for a row no entry records. */
  entryId: number | null;
  seq: number | null;
  entity: LedgerEntity;
  entityId: number;
  problem: LedgerProblem;
  message: string;
}

const label = (entity: LedgerEntity, id: number) => `${entity} ${id}`;

/**
 * The first broken link of one client's chain, entries in `seq` order: a previous hash that is not the hash of
 * the entry before (an entry removed, inserted or reordered), then a hash that is not the hash of the entry's
 * own fields (an entry edited).
 */
export function firstBrokenLink(clientId: number, entries: Iterable<LedgerEntry>): LedgerBreak | null {
  let prev = GENESIS_HASH;
  let expectedSeq = 1;
  for (const e of entries) {
    const at = { clientId, entryId: e.id, seq: e.seq, entity: e.entity, entityId: e.entityId };
    if (e.prevHash !== prev || e.seq !== expectedSeq)
      return {
        ...at,
        problem: 'previous-link',
        message: `Entry ${e.seq} (${e.kind}) does not follow entry ${expectedSeq - 1}: an entry was removed, inserted or changed before it`,
      };
    if (entryHash(e) !== e.hash)
      return {
        ...at,
        problem: 'content-hash',
        message: `Entry ${e.seq} (${e.kind}, ${label(e.entity, e.entityId)}) was changed after it was written`,
      };
    prev = e.hash;
    expectedSeq = e.seq + 1;
  }
  return null;
}

/**
 * The first row (in the order of its last entry) whose table content no longer matches the ledger: a row
 * changed or removed with the triggers turned off, or a row no entry records.
 */
export function firstDifferingRow(clientId: number, rows: readonly LedgerRow[]): LedgerBreak | null {
  const sorted = [...rows].sort((a, b) => (a.last?.seq ?? Infinity) - (b.last?.seq ?? Infinity) || a.entityId - b.entityId);
  for (const r of sorted) {
    const deleted = r.last?.kind.endsWith('.deleted') ?? false;
    if (r.last && (deleted ? r.live === null : r.live === r.last.content)) continue;
    const at = { clientId, entryId: r.last?.id ?? null, seq: r.last?.seq ?? null, entity: r.entity, entityId: r.entityId };
    if (!r.last) return { ...at, problem: 'row-unrecorded', message: `The ${label(r.entity, r.entityId)} is in no ledger entry` };
    return {
      ...at,
      problem: 'row-differs',
      message:
        r.live === null
          ? `The ${label(r.entity, r.entityId)} was removed without an entry (last: entry ${r.last.seq}, ${r.last.kind})`
          : `The ${label(r.entity, r.entityId)} no longer matches entry ${r.last.seq} (${r.last.kind}) that records it`,
    };
  }
  return null;
}
