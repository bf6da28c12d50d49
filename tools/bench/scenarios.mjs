// What the bench measures: each scenario is one HTTP request of the API, and (for database reads) the
// repository call that serves it, so that the bare server can replay exactly the SQL the API issues.
import { INVOICE_LIST } from '@atrium/billing';
import { parseListQuery } from '@atrium/kernel';
import { TypeormClientRepository, TypeormInvoiceRepository } from '@atrium/persistence';
import { CLIENT_LIST } from '@atrium/tenancy';

export const ADMIN = { email: 'bench-admin@atrium.local', password: 'bench-password-1' };
const EPOCH = Date.parse('2020-01-01T00:00:00Z') / 1000;

/**
 * Rows are seeded one minute apart from 2020-01-01 (see seed.mjs), so a 1 % date range is rows/100
 * minutes taken from the middle; `Company 42` is the company of 1 % of the clients. Seeded through the API
 * (`window`: the unix seconds the seed took, at a steady pace), the range is the middle 1 % of that window.
 */
export function scenarios(rows, window) {
  const from = window ? Math.floor((window.from + window.to) / 2) : EPOCH + Math.floor(rows / 2) * 60;
  const width = window ? Math.max(1, Math.round((window.to - window.from) / 100)) : Math.floor(rows / 100) * 60;
  const range = { from: String(from), to: String(from + width) };
  const lastPage = String(Math.ceil(rows / 15));
  const admin = { kind: 'admins' };
  const clients = (db) => new TypeormClientRepository(db);
  const invoices = (db) => new TypeormInvoiceRepository(db);
  const clientList = (raw) => (db) => clients(db).list(parseListQuery(raw, CLIENT_LIST));
  const invoiceList = (raw) => (db) => invoices(db).list(parseListQuery(raw, INVOICE_LIST), admin, {});
  const list = (name, path, raw, read, target) => ({ name, path: `${path}?${new URLSearchParams(raw)}`, read, target, list: true });
  return [
    list('clients: page 1', '/api/clients', {}, clientList({}), 25),
    list('clients: 1 % text filter', '/api/clients', { q: 'Company 42' }, clientList({ q: 'Company 42' }), 25),
    // Every client's company says "Company": the first page walks the id index (a statement prepared by name on PostgreSQL).
    list('clients: text filter, all', '/api/clients', { q: 'Company' }, clientList({ q: 'Company' }), 25),
    list('clients: 1 % date range', '/api/clients', range, clientList(range), 25),
    list('clients: last page', '/api/clients', { page: lastPage }, clientList({ page: lastPage }), 50),
    {
      name: 'clients: one (?id=)',
      path: `/api/clients?id=${Math.ceil(rows / 2)}`,
      read: (db) => clients(db).get(Math.ceil(rows / 2)),
    },
    list('invoices: page 1', '/api/invoices', {}, invoiceList({}), 25),
    list('invoices: 1 % date range', '/api/invoices', range, invoiceList(range), 25),
    list('invoices: last page', '/api/invoices', { page: lastPage }, invoiceList({ page: lastPage }), 50),
    { name: 'sign-in (argon2id)', path: '/api/auth/login', method: 'POST', body: JSON.stringify(ADMIN), signIn: true },
    // No database: what the API adds to a request beside bare Fastify answering the same JSON (issue 21 §2: ≥ 0.5).
    { name: 'health (liveness)', path: '/api/health', bare: '/health', cpuTarget: 0.5 },
  ];
}
