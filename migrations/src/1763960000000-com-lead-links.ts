import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The keys between leads and the tables created before them: a lead's scoring, the customer a lead
 * became, a submission's lead. Deleting the scoring or the lead leaves the other row, unlinked.
 */
export class ComLeadLinks1763960000000 implements MigrationInterface {
  name = 'ComLeadLinks1763960000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE leads ADD CONSTRAINT leads_scoring_fkey FOREIGN KEY (scoring_id) REFERENCES scorings (id) ON DELETE SET NULL`,
    );
    await db.query(
      `ALTER TABLE customers ADD CONSTRAINT customers_lead_fkey FOREIGN KEY (lead_id) REFERENCES leads (id) ON DELETE SET NULL`,
    );
    // A lead's delete finds its customers through this index, not a scan (submissions have theirs).
    await db.query(`CREATE INDEX customers_lead_idx ON customers (lead_id) WHERE lead_id IS NOT NULL`);
    await db.query(
      `ALTER TABLE submissions ADD CONSTRAINT submissions_lead_fkey FOREIGN KEY (lead_id) REFERENCES leads (id) ON DELETE SET NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE submissions DROP CONSTRAINT submissions_lead_fkey`);
    await db.query(`DROP INDEX customers_lead_idx`);
    await db.query(`ALTER TABLE customers DROP CONSTRAINT customers_lead_fkey`);
    await db.query(`ALTER TABLE leads DROP CONSTRAINT leads_scoring_fkey`);
  }
}
