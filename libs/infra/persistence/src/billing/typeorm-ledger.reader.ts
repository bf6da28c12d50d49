import type { DataSource } from 'typeorm';
import type { ClientLedger, LedgerEntity, LedgerEntry, LedgerReader, LedgerRow } from '@atrium/billing';

const ENTRIES = `SELECT id, client_id, seq, kind, entity, entity_id, content, prev_hash, hash
  FROM ledger_entries WHERE client_id = $1 ORDER BY seq`;

/**
 * Each entity of the client, its last entry against its content computed now by the same function the
 * triggers use (migration 1764610000000-billing-ledger); a side is null where there is none.
 */
const ROWS = `WITH last AS (
    SELECT DISTINCT ON (entity, entity_id) entity, entity_id, id, seq, kind, content
    FROM ledger_entries WHERE client_id = $1 ORDER BY entity, entity_id, seq DESC
  ), live AS (
    SELECT 'subscription' AS entity, s.id AS entity_id, ledger_subscription_content(s) AS content FROM subscriptions s WHERE s.client_id = $1
    UNION ALL
    SELECT 'invoice', i.id, ledger_invoice_content(i) FROM invoices i JOIN subscriptions s ON s.id = i.subscription_id WHERE s.client_id = $1
    UNION ALL
    SELECT 'payment', t.id, ledger_payment_content(t) FROM transactions t WHERE t.client_id = $1
  )
  SELECT coalesce(l.entity, v.entity) AS entity, coalesce(l.entity_id, v.entity_id) AS entity_id, v.content AS live,
    l.id, l.seq, l.kind, l.content
  FROM last l FULL JOIN live v ON v.entity = l.entity AND v.entity_id = l.entity_id`;

const toEntry = (r: Record<string, unknown>): LedgerEntry => ({
  id: Number(r.id),
  clientId: Number(r.client_id),
  seq: Number(r.seq),
  kind: String(r.kind),
  entity: r.entity as LedgerEntity,
  entityId: Number(r.entity_id),
  content: String(r.content),
  prevHash: String(r.prev_hash),
  hash: String(r.hash),
});

const toRow = (r: Record<string, unknown>): LedgerRow => ({
  entity: r.entity as LedgerEntity,
  entityId: Number(r.entity_id),
  live: r.live === null ? null : String(r.live),
  last: r.id === null ? null : { id: Number(r.id), seq: Number(r.seq), kind: String(r.kind), content: String(r.content) },
});

export class TypeormLedgerReader implements LedgerReader {
  constructor(private readonly dataSource: DataSource) {}

  async clientIds(): Promise<number[]> {
    const rows: { id: number }[] = await this.dataSource.query(
      `SELECT client_id AS id FROM ledger_entries UNION SELECT client_id FROM subscriptions UNION SELECT client_id FROM transactions ORDER BY id`,
    );
    return rows.map((r) => Number(r.id));
  }

  async knows(clientId: number): Promise<boolean> {
    const [r] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM people WHERE id = $1 AND kind = 'clients') OR EXISTS (SELECT 1 FROM ledger_entries WHERE client_id = $1) AS known`,
      [clientId],
    );
    return Boolean(r.known);
  }

  /** One snapshot (REPEATABLE READ): a payment committed between the two reads would otherwise look unrecorded. */
  read(clientId: number): Promise<ClientLedger> {
    return this.dataSource.transaction('REPEATABLE READ', async (db) => ({
      entries: ((await db.query(ENTRIES, [clientId])) as Record<string, unknown>[]).map(toEntry),
      rows: ((await db.query(ROWS, [clientId])) as Record<string, unknown>[]).map(toRow),
    }));
  }
}
