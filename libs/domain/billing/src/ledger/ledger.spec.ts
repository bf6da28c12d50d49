import { describe, expect, it } from '@jest/globals';
import { ClientNotFound } from '@atrium/kernel';
import { entryHash, firstBrokenLink, firstDifferingRow, GENESIS_HASH, type LedgerEntry, type LedgerRow } from './ledger.js';
import type { ClientLedger, LedgerReader } from './ledger.repository.js';
import { VerifyLedger } from './verify-ledger.use-cases.js';

/** A well-formed chain for client 7, as the database's triggers append it. */
function chain(events: [kind: string, entity: LedgerEntry['entity'], entityId: number, content: string][]): LedgerEntry[] {
  const out: LedgerEntry[] = [];
  for (const [kind, entity, entityId, content] of events) {
    const e = { clientId: 7, seq: out.length + 1, kind, entity, entityId, content, prevHash: out.at(-1)?.hash ?? GENESIS_HASH };
    out.push({ ...e, id: 100 + out.length, hash: entryHash(e) });
  }
  return out;
}
const entries = () =>
  chain([
    ['subscription.created', 'subscription', 1, '{"id": 1, "monthlyPriceCents": 6400}'],
    ['invoice.issued', 'invoice', 2, '{"id": 2, "amountCents": 6400, "status": "unpaid"}'],
    ['invoice.paid', 'invoice', 2, '{"id": 2, "amountCents": 6400, "status": "paid"}'],
    ['payment.recorded', 'payment', 3, '{"id": 3, "amountCents": 6400}'],
  ]);

describe('the ledger chain', () => {
  it('hashes the documented canonical form (the same bytes the migration hashes)', () => {
    // PostgreSQL answers the same for encode(sha256(convert_to(concat_ws(E'\n', 'atrium-ledger-1', 7, 1, …), 'UTF8')), 'hex').
    const e = {
      clientId: 7,
      seq: 1,
      kind: 'invoice.issued',
      entity: 'invoice' as const,
      entityId: 2,
      content: '{"d": "é\\n"}',
      prevHash: GENESIS_HASH,
    };
    expect(entryHash(e)).toBe('e16698301a7598ee7c091223339f543b74cddf9cac230a52f256f3741d60612a');
  });

  it('holds when every entry follows the one before and hashes its own fields', () => {
    expect(firstBrokenLink(7, entries())).toBeNull();
    expect(firstBrokenLink(7, [])).toBeNull();
  });

  it('names the edited entry: its content no longer gives its hash', () => {
    const edited = entries();
    edited[1] = { ...edited[1], content: '{"id": 2, "amountCents": 1, "status": "unpaid"}' };
    expect(firstBrokenLink(7, edited)).toMatchObject({
      clientId: 7,
      entryId: 101,
      seq: 2,
      entity: 'invoice',
      entityId: 2,
      problem: 'content-hash',
    });
  });

  it('names the entry after a removed one, and an entry rehashed without relinking its successor', () => {
    const removed = entries();
    removed.splice(1, 1);
    expect(firstBrokenLink(7, removed)).toMatchObject({ entryId: 102, problem: 'previous-link' });

    const rehashed = entries();
    const { id, hash, ...fields } = rehashed[1];
    const forged = { ...fields, content: '{"forged": true}' };
    rehashed[1] = { id, ...forged, hash: entryHash(forged) };
    expect(hash).not.toBe(rehashed[1].hash);
    expect(firstBrokenLink(7, rehashed)).toMatchObject({ entryId: 102, seq: 3, problem: 'previous-link' });
  });

  it('names a chain whose first entry does not start from the genesis hash', () => {
    const [first] = entries();
    expect(firstBrokenLink(7, [{ ...first, prevHash: 'f'.repeat(64) }])).toMatchObject({ entryId: 100, problem: 'previous-link' });
  });
});

describe('rows against their last entry', () => {
  const [, , paid, payment] = entries();
  const row = (changes: Partial<LedgerRow>): LedgerRow => ({ entity: 'invoice', entityId: 2, live: paid.content, last: paid, ...changes });

  it('holds when each row is what its last entry says, and deleted rows are gone', () => {
    expect(firstDifferingRow(7, [row({})])).toBeNull();
    expect(firstDifferingRow(7, [row({ live: null, last: { ...paid, kind: 'invoice.deleted' } })])).toBeNull();
  });

  it('names the last entry of a row changed or removed behind the ledger, first in chain order', () => {
    const changed = row({ live: '{"id": 2, "amountCents": 1, "status": "paid"}' });
    const gone = row({ entity: 'payment', entityId: 3, live: null, last: payment });
    expect(firstDifferingRow(7, [gone, changed])).toMatchObject({ entryId: paid.id, seq: 3, problem: 'row-differs', entityId: 2 });
    expect(firstDifferingRow(7, [gone])).toMatchObject({
      entryId: payment.id,
      problem: 'row-differs',
      message: expect.stringContaining('removed'),
    });
    expect(firstDifferingRow(7, [row({ live: '{}', last: { ...paid, kind: 'invoice.deleted' } })])).toMatchObject({
      problem: 'row-differs',
    });
  });

  it('names a row that no entry records', () => {
    expect(firstDifferingRow(7, [row({ entityId: 9, last: null })])).toMatchObject({
      entryId: null,
      entityId: 9,
      problem: 'row-unrecorded',
    });
  });
});

describe('VerifyLedger', () => {
  const ledgers = new Map<number, ClientLedger>([
    [7, { entries: entries(), rows: [] }],
    [8, { entries: [], rows: [{ entity: 'payment', entityId: 5, live: '{}', last: null }] }],
  ]);
  const reader: LedgerReader = {
    clientIds: async () => [...ledgers.keys()],
    knows: async (id) => ledgers.has(id),
    read: async (id) => ledgers.get(id) ?? { entries: [], rows: [] },
  };
  const verify = new VerifyLedger(reader);

  it('checks one client and answers its head, or every client up to the first break', async () => {
    const head = entries().at(-1)!;
    expect(await verify.execute({ kind: 'admins' }, 7)).toEqual({ ok: true, clients: 1, entries: 4, head: { seq: 4, hash: head.hash } });
    expect(await verify.execute({ kind: 'admins' })).toMatchObject({
      ok: false,
      clients: 2,
      broken: { clientId: 8, problem: 'row-unrecorded' },
    });
    await expect(verify.execute({ kind: 'admins' }, 99)).rejects.toThrow(ClientNotFound);
  });

  it('lets a client check its own chain only', async () => {
    expect(await verify.execute({ kind: 'clients', clientId: 7 })).toMatchObject({ ok: true, clients: 1 });
    expect(await verify.execute({ kind: 'clients', clientId: 7 }, 7)).toMatchObject({ ok: true });
    await expect(verify.execute({ kind: 'clients', clientId: 7 }, 8)).rejects.toThrow(ClientNotFound);
    await expect(verify.execute({ kind: 'users', userId: 1, subscriptionId: 1 })).rejects.toThrow(ClientNotFound);
  });
});
