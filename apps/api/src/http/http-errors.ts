import { kernelHttpErrors } from './kernel.http-errors.js';
import { accountsHttpErrors } from '../accounts/accounts.http-errors.js';
import { authHttpErrors } from '../auth/auth.http-errors.js';
import { billingHttpErrors } from '../billing/billing.http-errors.js';

/** Every context's table of domain error codes to HTTP statuses, merged. A new context adds its table here. */
const tables: Record<string, number>[] = [kernelHttpErrors, authHttpErrors, accountsHttpErrors, billingHttpErrors];

const statusByCode = new Map<string, number>(tables.flatMap((t) => Object.entries(t)));

/** Unknown codes answer 400: a domain error is always the caller's problem, never an internal one. */
export function httpStatusOf(code: string): number {
  return statusByCode.get(code) ?? 400;
}
