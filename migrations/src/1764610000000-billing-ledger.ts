import type { MigrationInterface, QueryRunner } from 'typeorm';
import { statementsOf } from './sql-file.js';

/**
 * The billing ledger (issue 22 §2): subscriptions (with the quoted price), invoices and payments form one
 * hash chain per client, appended by triggers in the writing transaction, whatever the write path. Existing
 * rows are backfilled per client in id order. The canonical form is described in `.up.sql` and in
 * libs/domain/billing/src/ledger/ledger.ts.
 */
export class BillingLedger1764610000000 implements MigrationInterface {
  name = 'BillingLedger1764610000000';

  async up(db: QueryRunner): Promise<void> {
    for (const statement of statementsOf('1764610000000-billing-ledger.up.sql')) await db.query(statement);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const statement of statementsOf('1764610000000-billing-ledger.down.sql')) await db.query(statement);
  }
}
