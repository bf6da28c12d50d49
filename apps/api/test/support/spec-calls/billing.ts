// Spec 1 §7: the admin's subscriptions, invoices, transactions and statistics (and the client's reads of them).
import { describe, expect } from '@jest/globals';
import { created, expectList, expectRecord, expectStatus, ids, num, str, type Rec } from './http.js';
import { specCall1 } from './registry.js';
import type { SpecWorld } from './world.js';

const SUBSCRIPTION = { id: num, coreId: num, client: num, status: str, startDate: num, endDate: num, maxProjects: num, maxUsers: num };
const INVOICE = { id: num, status: str, dueDate: num, dateCreated: num, amount: num, description: str, subscription: num };
const TRANSACTION = { id: num, dateTime: num, amount: num, description: str, transactionRef: str, client: num };

export function billingCalls(w: () => SpecWorld): void {
  const addInvoice = async () =>
    created(
      await w().admin('POST', '/invoices', {
        description: 'Extra',
        amount: 10,
        subscription: w().client.subscriptionId,
        dueDate: 1_900_000_000,
      }),
    );

  describe('Subscriptions', () => {
    specCall1('GET /subscriptions', async () => {
      expect(ids(expectList(await w().admin('GET', '/subscriptions'), SUBSCRIPTION))).toContain(w().client.subscriptionId);
    });
    specCall1('GET /subscriptions?id={id}', async () => {
      expectRecord(await w().admin('GET', `/subscriptions?id=${w().client.subscriptionId}`), {
        ...SUBSCRIPTION,
        client: w().client.id,
        status: 'active',
        modules: expect.arrayContaining(['cms', 'sch']),
        billingCycle: 'monthly',
      });
    });
    specCall1('GET /subscriptions/client?id={id}', async () => {
      const rows = expectList(await w().client.call('GET', `/subscriptions/client?id=${w().client.id}`), {
        ...SUBSCRIPTION,
        client: w().client.id,
      });
      expect(ids(rows)).toContain(w().client.subscriptionId);
    });
    specCall1('GET /subscriptions/quote?maxProjects=&maxUsers= returns a price number', async () => {
      const a = await w().admin('GET', '/subscriptions/quote?maxProjects=2&maxUsers=3');
      expectStatus(a, 200);
      expect(typeof a.body).toBe('number');
      expect(a.body).toBeGreaterThan(0);
    });
    specCall1('POST /subscriptions {client, coreId, maxProjects, maxUsers, modules, billingCycle}', async () => {
      const body = { client: w().client.id, coreId: 7301, maxProjects: 1, maxUsers: 2, modules: ['cms', 'inv'], billingCycle: 'monthly' };
      expectRecord(await w().admin('POST', '/subscriptions', body), { ...SUBSCRIPTION, ...body });
    });
    specCall1('PATCH /subscriptions/status {id, status}', async () => {
      const body = { client: w().client.id, coreId: 7302, maxProjects: 1, maxUsers: 1, modules: ['crm'], billingCycle: 'monthly' };
      const id = created(await w().admin('POST', '/subscriptions', body));
      expectStatus(await w().admin('PATCH', '/subscriptions/status', { id, status: 'active' }), 204);
      expectRecord(await w().admin('GET', `/subscriptions?id=${id}`), { status: 'active' });
    });
  });

  describe('Invoices', () => {
    specCall1('GET /invoices', async () => {
      expect(ids(expectList(await w().admin('GET', '/invoices'), INVOICE))).toContain(w().client.invoiceId);
    });
    specCall1('GET /invoices?id={id}', async () => {
      expectRecord(await w().admin('GET', `/invoices?id=${w().client.invoiceId}`), { ...INVOICE, id: w().client.invoiceId });
    });
    specCall1('GET /invoices/client?id={id}', async () => {
      const rows = expectList(await w().client.call('GET', `/invoices/client?id=${w().client.id}`), INVOICE);
      expect(ids(rows)).toContain(w().client.invoiceId);
    });
    specCall1('GET /invoices/subscription?id={id}', async () => {
      const rows = expectList(await w().admin('GET', `/invoices/subscription?id=${w().client.subscriptionId}`), {
        ...INVOICE,
        subscription: w().client.subscriptionId,
      });
      expect(ids(rows)).toContain(w().client.invoiceId);
    });
    specCall1('POST /invoices {description, amount, subscription, dueDate}', async () => {
      const body = { description: 'Setup fee', amount: 49.99, subscription: w().client.subscriptionId, dueDate: 1_900_000_000 };
      expectRecord(await w().admin('POST', '/invoices', body), { ...INVOICE, ...body, status: 'unpaid' });
    });
    specCall1('PATCH /invoices (answers 204)', async () => {
      const id = await addInvoice();
      const invoice = expectRecord(await w().admin('GET', `/invoices?id=${id}`), INVOICE);
      expectStatus(await w().admin('PATCH', '/invoices', { ...invoice, description: 'Extra, corrected', amount: 12.5 }), 204);
      expectRecord(await w().admin('GET', `/invoices?id=${id}`), { description: 'Extra, corrected', amount: 12.5 });
    });
    specCall1('PATCH /invoices/status {id, status}', async () => {
      const id = await addInvoice();
      expectStatus(await w().admin('PATCH', '/invoices/status', { id, status: 'paid' }), 204);
      expectRecord(await w().admin('GET', `/invoices?id=${id}`), { status: 'paid' });
    });
    specCall1('DELETE /invoices?id={id} (204)', async () => {
      const id = await addInvoice();
      expectStatus(await w().admin('DELETE', `/invoices?id=${id}`), 204);
      expectStatus(await w().admin('GET', `/invoices?id=${id}`), 404);
    });
  });

  describe('Transactions and statistics', () => {
    specCall1('GET /transactions', async () => {
      created(await w().admin('POST', '/transactions', { description: 'Wire', transactionRef: 'W-1', client: w().client.id, amount: 20 }));
      expectList(await w().admin('GET', '/transactions'), TRANSACTION);
    });
    specCall1('GET /transactions/client?id={id}', async () => {
      created(
        await w().admin('POST', '/transactions', { description: 'Cheque', transactionRef: 'C-1', client: w().client.id, amount: 30 }),
      );
      expectList(await w().client.call('GET', `/transactions/client?id=${w().client.id}`), { ...TRANSACTION, client: w().client.id });
    });
    specCall1('POST /transactions {description, transactionRef, client, amount}', async () => {
      const body = { description: 'Bank transfer', transactionRef: 'TR-77', client: w().client.id, amount: 75.25 };
      expectRecord(await w().admin('POST', '/transactions', body), { ...TRANSACTION, ...body });
    });
    specCall1('GET /stats/admin: returns invoices and transactions', async () => {
      const stats = expectRecord(await w().admin('GET', '/stats/admin'), { invoices: expect.any(Array), transactions: expect.any(Array) });
      expect(stats.invoices as Rec[]).toContainEqual(expect.objectContaining({ id: w().client.invoiceId }));
    });
  });
}
