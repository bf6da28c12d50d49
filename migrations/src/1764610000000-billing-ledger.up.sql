CREATE TABLE ledger_entries (
  id serial PRIMARY KEY,
  -- No foreign key: the ledger outlives a deleted client, whose deletions it records.
  client_id integer NOT NULL,
  seq integer NOT NULL CHECK (seq >= 1),
  kind text NOT NULL,
  entity text NOT NULL CHECK (entity IN ('subscription', 'invoice', 'payment')),
  entity_id integer NOT NULL,
  content text NOT NULL,
  prev_hash char(64) NOT NULL,
  hash char(64) NOT NULL,
  -- Informational, not hashed.
  recorded_at timestamptz NOT NULL DEFAULT now(),
  -- One entry per position: even a writer that skipped the lock could not fork a chain.
  CONSTRAINT ledger_entries_link UNIQUE (client_id, seq)
)
--;
CREATE INDEX ledger_entries_entity_idx ON ledger_entries (entity, entity_id, seq)
--;
-- The hashed form of an entry (libs/domain/billing/src/ledger/ledger.ts computes the same): its fields one a
-- line, in this order, UTF-8. Content is JSON text (jsonb output), which escapes newlines, so lines never run together.
CREATE FUNCTION ledger_hash(client integer, seq integer, kind text, entity text, entity_id integer, content text, prev_hash text)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws(E'\n', 'atrium-ledger-1', client, seq, kind, entity, entity_id, content, prev_hash), 'UTF8')), 'hex')
$$
--;
-- Instants in the content: UTC with microseconds, whatever the session's time zone.
CREATE FUNCTION ledger_time(t timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
$$
--;
CREATE FUNCTION ledger_subscription_content(s subscriptions) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('id', s.id, 'client', s.client_id, 'coreId', s.core_id, 'status', s.status,
    'startDate', ledger_time(s.start_date), 'endDate', ledger_time(s.end_date), 'maxProjects', s.max_projects,
    'maxUsers', s.max_users, 'modules', to_jsonb(s.modules), 'billingCycle', s.billing_cycle,
    'monthlyPriceCents', s.monthly_price_cents)::text
$$
--;
CREATE FUNCTION ledger_invoice_content(i invoices) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('id', i.id, 'subscription', i.subscription_id, 'status', i.status, 'amountCents', i.amount_cents,
    'description', i.description, 'dueDate', ledger_time(i.due_date), 'dateCreated', ledger_time(i.date_created),
    'paidAt', ledger_time(i.paid_at), 'periodEnd', ledger_time(i.period_end))::text
$$
--;
CREATE FUNCTION ledger_payment_content(t transactions) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('id', t.id, 'client', t.client_id, 'invoice', t.invoice_id, 'amountCents', t.amount_cents,
    'description', t.description, 'transactionRef', t.transaction_ref, 'dateTime', ledger_time(t.date_time))::text
$$
--;
-- Appends one entry to a client's chain. The advisory lock (held to the end of the transaction) makes appends
-- for one client queue up, so each reads the head the previous one wrote (READ COMMITTED takes a new snapshot
-- per statement) and the chain never forks.
CREATE FUNCTION ledger_append(p_client integer, p_kind text, p_entity text, p_entity_id integer, p_content text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  head_seq integer;
  head_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(8010, p_client);
  SELECT seq, hash INTO head_seq, head_hash FROM ledger_entries WHERE client_id = p_client ORDER BY seq DESC LIMIT 1;
  head_seq := coalesce(head_seq, 0) + 1;
  head_hash := coalesce(head_hash, repeat('0', 64));
  INSERT INTO ledger_entries (client_id, seq, kind, entity, entity_id, content, prev_hash, hash)
  VALUES (p_client, head_seq, p_kind, p_entity, p_entity_id, p_content, head_hash,
    ledger_hash(p_client, head_seq, p_kind, p_entity, p_entity_id, p_content, head_hash));
END
$$
--;
-- The client an invoice's entry goes to. On a cascade from its subscription, the subscription is already
-- gone: the invoice's own earlier entries still name the client.
CREATE FUNCTION ledger_invoice_client(p_invoice integer, p_subscription integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT client_id FROM subscriptions WHERE id = p_subscription),
    (SELECT client_id FROM ledger_entries WHERE entity = 'invoice' AND entity_id = p_invoice ORDER BY seq DESC LIMIT 1))
$$
--;
CREATE FUNCTION ledger_subscriptions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  content text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM ledger_append(OLD.client_id, 'subscription.deleted', 'subscription', OLD.id, ledger_subscription_content(OLD));
    RETURN NULL;
  END IF;
  content := ledger_subscription_content(NEW);
  IF TG_OP = 'INSERT' THEN
    -- A new subscription is priced from the quote: this entry records the quote issued.
    PERFORM ledger_append(NEW.client_id, 'subscription.created', 'subscription', NEW.id, content);
  ELSIF content IS DISTINCT FROM ledger_subscription_content(OLD) THEN
    PERFORM ledger_append(NEW.client_id,
      CASE WHEN NEW.status <> OLD.status THEN 'subscription.' || CASE NEW.status WHEN 'active' THEN 'activated' ELSE 'deactivated' END
        ELSE 'subscription.changed' END,
      'subscription', NEW.id, content);
  END IF;
  RETURN NULL;
END
$$
--;
CREATE FUNCTION ledger_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  content text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM ledger_append(ledger_invoice_client(OLD.id, OLD.subscription_id), 'invoice.deleted', 'invoice', OLD.id,
      ledger_invoice_content(OLD));
    RETURN NULL;
  END IF;
  content := ledger_invoice_content(NEW);
  IF TG_OP = 'INSERT' THEN
    PERFORM ledger_append(ledger_invoice_client(NEW.id, NEW.subscription_id), 'invoice.issued', 'invoice', NEW.id, content);
  ELSIF content IS DISTINCT FROM ledger_invoice_content(OLD) THEN
    PERFORM ledger_append(ledger_invoice_client(NEW.id, NEW.subscription_id),
      CASE WHEN OLD.status = 'unpaid' AND NEW.status = 'paid' THEN 'invoice.paid' ELSE 'invoice.edited' END,
      'invoice', NEW.id, content);
  END IF;
  RETURN NULL;
END
$$
--;
CREATE FUNCTION ledger_payments() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  content text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM ledger_append(OLD.client_id, 'payment.deleted', 'payment', OLD.id, ledger_payment_content(OLD));
    RETURN NULL;
  END IF;
  content := ledger_payment_content(NEW);
  IF TG_OP = 'INSERT' THEN
    PERFORM ledger_append(NEW.client_id, 'payment.recorded', 'payment', NEW.id, content);
  ELSIF content IS DISTINCT FROM ledger_payment_content(OLD) THEN
    -- Such as its invoice_id set to null when the invoice goes with its subscription.
    PERFORM ledger_append(NEW.client_id, 'payment.changed', 'payment', NEW.id, content);
  END IF;
  RETURN NULL;
END
$$
--;
-- Entries never change and never go: rewriting history takes turning triggers off, which verify then shows.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the billing ledger is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$
--;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_append_only()
--;
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only()
--;
-- The rows of before the ledger, per client in id order: subscriptions, then invoices, then payments.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT s AS item FROM subscriptions s ORDER BY s.id LOOP
    PERFORM ledger_append((r.item).client_id, 'subscription.backfilled', 'subscription', (r.item).id, ledger_subscription_content(r.item));
  END LOOP;
  FOR r IN SELECT i AS item, s.client_id FROM invoices i JOIN subscriptions s ON s.id = i.subscription_id ORDER BY i.id LOOP
    PERFORM ledger_append(r.client_id, 'invoice.backfilled', 'invoice', (r.item).id, ledger_invoice_content(r.item));
  END LOOP;
  FOR r IN SELECT t AS item FROM transactions t ORDER BY t.id LOOP
    PERFORM ledger_append((r.item).client_id, 'payment.backfilled', 'payment', (r.item).id, ledger_payment_content(r.item));
  END LOOP;
END
$$
--;
CREATE TRIGGER subscriptions_ledger AFTER INSERT OR UPDATE OR DELETE ON subscriptions FOR EACH ROW EXECUTE FUNCTION ledger_subscriptions()
--;
CREATE TRIGGER invoices_ledger AFTER INSERT OR UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION ledger_invoices()
--;
CREATE TRIGGER transactions_ledger AFTER INSERT OR UPDATE OR DELETE ON transactions FOR EACH ROW EXECUTE FUNCTION ledger_payments()
