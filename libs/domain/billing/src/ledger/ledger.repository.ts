import { portToken } from '@atrium/kernel';
import type { LedgerEntry, LedgerRow } from './ledger.js';

/** One client's chain and its rows, read in one snapshot so that a write in between never looks like tampering. */
export interface ClientLedger {
  entries: LedgerEntry[];
  rows: LedgerRow[];
}

/** Port: reads the billing ledger (the database writes it). */
export interface LedgerReader {
  /** Every client with a chain or ledger-covered rows, in id order. */
  clientIds(): Promise<number[]>;
  /** Whether the client exists or ever had a chain. */
  knows(clientId: number): Promise<boolean>;
  read(clientId: number): Promise<ClientLedger>;
}
export const LEDGER_READER = portToken<LedgerReader>('LedgerReader');
