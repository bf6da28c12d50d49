import type { BillingStore, BillingUnitOfWork, QuoteRates } from '@atrium/billing';
import { token } from '../wiring.js';

/** Billing repositories on the shared connection, for reads. */
export const BILLING_STORE = token<BillingStore>('BillingStore');
/** Billing's writes that belong together, each in one transaction. */
export const BILLING_UOW = token<BillingUnitOfWork>('BillingUnitOfWork');
export const QUOTE_RATES = token<QuoteRates>('QuoteRates');
