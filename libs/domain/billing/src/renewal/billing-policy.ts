/** When the recurring job acts (CONTRACT §6), configurable. */
export interface BillingPolicy {
  /** Issue the next invoice this many days before the renewal date. */
  invoiceLeadDays: number;
  /** Deactivate when an invoice is unpaid this many days after its due date. */
  graceDays: number;
}

export const DEFAULT_BILLING_POLICY: BillingPolicy = { invoiceLeadDays: 7, graceDays: 14 };
