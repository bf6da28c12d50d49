import { describe, expect, it } from '@jest/globals';
import { Money } from '@atrium/kernel';
import { InvoiceAlreadyPaid } from '../billing.errors.js';
import { markPaid, type Invoice } from './invoice.js';

const invoice = (changes: Partial<Invoice> = {}): Invoice => ({
  id: 1,
  subscriptionId: 2,
  clientId: 3,
  status: 'unpaid',
  dueDate: new Date('2026-12-01'),
  dateCreated: new Date('2026-11-01'),
  amount: Money.ofDollars(64),
  description: 'Renewal',
  paidAt: null,
  periodEnd: null,
  ...changes,
});

describe('markPaid: the invoice owns its paying rule', () => {
  const now = new Date('2026-11-26T12:00:00Z');

  it('pays an unpaid invoice once, at now', () => {
    expect(markPaid(invoice(), now, undefined)).toEqual({ paid: invoice({ status: 'paid', paidAt: now }) });
    expect(() => markPaid(invoice({ status: 'paid', paidAt: now }), now, undefined)).toThrow(InvoiceAlreadyPaid);
  });

  it('moves a renewal invoice’s subscription end only later, never back', () => {
    const periodEnd = new Date('2027-01-01');
    expect(markPaid(invoice({ periodEnd }), now, new Date('2026-12-01')).extendTo).toEqual(periodEnd);
    expect(markPaid(invoice({ periodEnd }), now, new Date('2027-02-01')).extendTo).toBeUndefined();
    expect(markPaid(invoice(), now, new Date('2026-12-01')).extendTo).toBeUndefined();
  });
});
