import { Conflict, NotFound } from '@atrium/kernel';

export class InvoiceAlreadyPaid extends Conflict {
  constructor() {
    super('billing.invoice_already_paid', 'This invoice is already paid');
  }
}

export class InvoiceNotFound extends NotFound {
  constructor() {
    super('Invoice', 'billing.invoice_not_found');
    this.message = 'The invoice does not exist';
  }
}
