/** Billing repositories on the shared connection, for reads. */
export const BILLING_STORE = Symbol('BillingStore');
export const QUOTE_RATES = Symbol('QuoteRates');
