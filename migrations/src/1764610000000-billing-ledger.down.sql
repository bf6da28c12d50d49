DROP TRIGGER transactions_ledger ON transactions
--;
DROP TRIGGER invoices_ledger ON invoices
--;
DROP TRIGGER subscriptions_ledger ON subscriptions
--;
DROP TABLE ledger_entries
--;
DROP FUNCTION ledger_payments(), ledger_invoices(), ledger_subscriptions(), ledger_append_only(),
  ledger_invoice_client(integer, integer), ledger_append(integer, text, text, integer, text),
  ledger_payment_content(transactions), ledger_invoice_content(invoices), ledger_subscription_content(subscriptions),
  ledger_time(timestamptz), ledger_hash(integer, integer, text, text, integer, text, text)
