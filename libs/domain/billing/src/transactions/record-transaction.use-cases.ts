import { InvalidInput, type Clock, type FieldError } from '@atrium/kernel';
import { checkAmount } from '../invoices/invoice.js';
import { ClientNotFound } from '@atrium/kernel';
import type { BillingUnitOfWork } from '../billing-store.js';
import type { Transaction } from './transaction.js';

/** A payment an admin records by hand (payments of invoices are recorded by MarkInvoicePaid). */
export class RecordTransaction {
  constructor(
    private readonly uow: BillingUnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(input: { clientId: number; amount: number; description: string; transactionRef: string }): Promise<Transaction> {
    const errors: FieldError[] = [];
    if (!input.description?.trim()) errors.push({ field: 'description', message: 'is required' });
    if (!input.transactionRef?.trim()) errors.push({ field: 'transactionRef', message: 'is required' });
    const amount = checkAmount(input.amount, errors);
    if (errors.length) throw new InvalidInput('Invalid transaction', errors);
    return this.uow.run(async (store) => {
      if (!(await store.clientContact(input.clientId))) throw new ClientNotFound();
      return store.transactions.record({
        clientId: input.clientId,
        amount: amount!,
        description: input.description.trim(),
        transactionRef: input.transactionRef.trim(),
        dateTime: this.clock.now(),
      });
    });
  }
}
