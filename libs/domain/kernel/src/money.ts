import { InvalidInput } from './domain-error.js';

/**
 * Money is held as integer cents so sums never drift; the wire carries dollars with at most two decimals.
 */
export class Money {
  private constructor(readonly cents: number) {}

  static ofCents(cents: number): Money {
    if (!Number.isSafeInteger(cents)) throw new InvalidInput(`Not a whole number of cents: ${cents}`);
    return new Money(cents);
  }

  /** Parses a dollar amount from the wire; more than two decimals is refused rather than rounded. */
  static ofDollars(dollars: number, field = 'amount'): Money {
    if (typeof dollars !== 'number' || !Number.isFinite(dollars)) {
      throw new InvalidInput('Invalid amount', [{ field, message: 'must be a number' }]);
    }
    const cents = Math.round(dollars * 100);
    if (Math.abs(cents - dollars * 100) > 1e-6) {
      throw new InvalidInput('Invalid amount', [{ field, message: 'must have at most two decimals' }]);
    }
    return Money.ofCents(cents);
  }

  static zero(): Money {
    return new Money(0);
  }

  plus(other: Money): Money {
    return Money.ofCents(this.cents + other.cents);
  }

  times(factor: number): Money {
    if (!Number.isInteger(factor)) throw new InvalidInput(`Money can only be multiplied by a whole number`);
    return Money.ofCents(this.cents * factor);
  }

  isPositive(): boolean {
    return this.cents > 0;
  }

  toDollars(): number {
    return this.cents / 100;
  }
}
