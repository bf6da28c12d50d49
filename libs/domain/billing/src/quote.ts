import { Money, portToken } from '@atrium/kernel';

/** The three rates of the monthly price (CONTRACT §6), configurable. */
export interface QuoteRates {
  base: Money;
  perProject: Money;
  perUser: Money;
}
export const QUOTE_RATES = portToken<QuoteRates>('QuoteRates');

export const DEFAULT_QUOTE_RATES: QuoteRates = {
  base: Money.ofCents(4900),
  perProject: Money.ofCents(1000),
  perUser: Money.ofCents(500),
};

/** price per month = base + per-project × maxProjects + per-user × maxUsers */
export function quoteMonthly(rates: QuoteRates, maxProjects: number, maxUsers: number): Money {
  return rates.base.plus(rates.perProject.times(maxProjects)).plus(rates.perUser.times(maxUsers));
}
