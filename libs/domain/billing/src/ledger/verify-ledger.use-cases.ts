import { ClientNotFound, MAX_ID, type TenantScope } from '@atrium/kernel';
import { firstBrokenLink, firstDifferingRow, type LedgerBreak } from './ledger.js';
import type { LedgerReader } from './ledger.repository.js';

export interface LedgerVerdict {
  ok: boolean;
  /** Chains checked (up to the broken one). */
  clients: number;
  entries: number;
  /** The last entry's hash, when one client was asked for and its chain holds: a value to keep elsewhere. */
  head?: { seq: number; hash: string };
  broken?: LedgerBreak;
}

/**
 * Recomputes the chains a caller may check: an admin every client's or one (`clientId`), a client its own
 * (asking for another answers not found, CONTRACT §4). Stops at the first broken link.
 */
export class VerifyLedger {
  constructor(private readonly ledger: LedgerReader) {}

  async execute(scope: TenantScope, clientId?: number): Promise<LedgerVerdict> {
    const clientIds = await this.clientsOf(scope, clientId);
    const verdict: LedgerVerdict = { ok: true, clients: 0, entries: 0 };
    for (const id of clientIds) {
      const { entries, rows } = await this.ledger.read(id);
      verdict.clients++;
      verdict.entries += entries.length;
      const broken = firstBrokenLink(id, entries) ?? firstDifferingRow(id, rows);
      if (broken) return { ...verdict, ok: false, broken };
      const last = entries.at(-1);
      if (clientIds.length === 1 && last) verdict.head = { seq: last.seq, hash: last.hash };
    }
    return verdict;
  }

  private async clientsOf(scope: TenantScope, clientId: number | undefined): Promise<number[]> {
    if (scope.kind === 'clients') {
      if (clientId !== undefined && clientId !== scope.clientId) throw new ClientNotFound();
      return [scope.clientId];
    }
    if (scope.kind !== 'admins') throw new ClientNotFound();
    if (clientId === undefined) return this.ledger.clientIds();
    if (clientId > MAX_ID || !(await this.ledger.knows(clientId))) throw new ClientNotFound();
    return [clientId];
  }
}
