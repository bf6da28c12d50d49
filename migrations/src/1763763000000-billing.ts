import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Subscriptions, invoices, transactions and projects; users are people under a subscription. */
export class Billing1763763000000 implements MigrationInterface {
  name = 'Billing1763763000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE subscriptions (
      id serial PRIMARY KEY,
      client_id integer NOT NULL REFERENCES people (id) ON DELETE CASCADE,
      core_id varchar(200) NOT NULL,
      status text NOT NULL DEFAULT 'inactive' CHECK (status IN ('active', 'inactive')),
      start_date timestamptz NOT NULL,
      end_date timestamptz NOT NULL,
      max_projects integer NOT NULL CHECK (max_projects >= 1),
      max_users integer NOT NULL CHECK (max_users >= 1),
      modules text[] NOT NULL DEFAULT '{}',
      billing_cycle text NOT NULL DEFAULT 'monthly' CHECK (billing_cycle = 'monthly'),
      monthly_price_cents integer NOT NULL CHECK (monthly_price_cents >= 0),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query(`CREATE INDEX subscriptions_client_idx ON subscriptions (client_id, id)`);
    await db.query(`CREATE INDEX subscriptions_renewal_idx ON subscriptions (status, end_date)`);
    await db.query(`CREATE INDEX subscriptions_core_trgm ON subscriptions USING gin (core_id gin_trgm_ops)`);
    await db.query(
      `ALTER TABLE people ADD CONSTRAINT people_subscription_fk FOREIGN KEY (subscription_id) REFERENCES subscriptions (id) ON DELETE CASCADE`,
    );
    await db.query(`CREATE INDEX people_subscription_idx ON people (subscription_id) WHERE subscription_id IS NOT NULL`);
    await db.query(
      `CREATE INDEX people_search_trgm ON people USING gin ((firstname || ' ' || lastname || ' ' || email || ' ' || coalesce(company, '')) gin_trgm_ops)`,
    );

    await db.query(`CREATE TABLE invoices (
      id serial PRIMARY KEY,
      subscription_id integer NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'unpaid' CHECK (status IN ('unpaid', 'paid')),
      due_date timestamptz NOT NULL,
      date_created timestamptz NOT NULL DEFAULT now(),
      amount_cents integer NOT NULL CHECK (amount_cents > 0),
      description varchar(10000) NOT NULL,
      paid_at timestamptz,
      -- Set on invoices the billing job issues: the renewal date they pay up to. Unique per subscription,
      -- so re-running the job can never issue a second invoice for one period.
      period_end timestamptz,
      CONSTRAINT invoices_period_unique UNIQUE (subscription_id, period_end)
    )`);
    await db.query(`CREATE INDEX invoices_subscription_idx ON invoices (subscription_id, id)`);
    await db.query(`CREATE INDEX invoices_status_due_idx ON invoices (status, due_date)`);
    await db.query(`CREATE INDEX invoices_created_idx ON invoices (date_created)`);
    await db.query(`CREATE INDEX invoices_description_trgm ON invoices USING gin (description gin_trgm_ops)`);

    await db.query(`CREATE TABLE transactions (
      id serial PRIMARY KEY,
      client_id integer NOT NULL REFERENCES people (id) ON DELETE CASCADE,
      invoice_id integer REFERENCES invoices (id) ON DELETE SET NULL,
      date_time timestamptz NOT NULL DEFAULT now(),
      amount_cents integer NOT NULL CHECK (amount_cents > 0),
      description varchar(10000) NOT NULL,
      transaction_ref varchar(200) NOT NULL,
      -- One payment per invoice, however many requests race to record it.
      CONSTRAINT transactions_invoice_unique UNIQUE (invoice_id)
    )`);
    await db.query(`CREATE INDEX transactions_client_idx ON transactions (client_id, id)`);
    await db.query(`CREATE INDEX transactions_date_idx ON transactions (date_time)`);
    await db.query(
      `CREATE INDEX transactions_search_trgm ON transactions USING gin ((description || ' ' || transaction_ref) gin_trgm_ops)`,
    );

    await db.query(`CREATE TABLE projects (
      id serial PRIMARY KEY,
      subscription_id integer NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
      project_name varchar(200) NOT NULL,
      project_description varchar(10000) NOT NULL,
      website varchar(200) NOT NULL,
      -- Only a SHA-256 of the API token is kept; the token itself is shown once (decision 0003).
      token_hash char(64) NOT NULL UNIQUE,
      token_hint varchar(20) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query(`CREATE INDEX projects_subscription_idx ON projects (subscription_id, id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE projects`);
    await db.query(`DROP TABLE transactions`);
    await db.query(`DROP TABLE invoices`);
    await db.query(`ALTER TABLE people DROP CONSTRAINT people_subscription_fk`);
    await db.query(`DROP INDEX people_search_trgm`);
    await db.query(`DROP TABLE subscriptions`);
  }
}
