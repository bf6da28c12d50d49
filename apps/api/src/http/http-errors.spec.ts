import { describe, expect, it } from '@jest/globals';
import * as billing from '@atrium/billing';
import * as kernel from '@atrium/kernel';
import * as modules from '@atrium/modules';
import * as tenancy from '@atrium/tenancy';
import { httpStatusOf } from './http-errors.js';

const { DomainError } = kernel;
type ErrorClass = abstract new (...args: never[]) => kernel.DomainError;

/** Every error class the domain libraries export, with the status its nearest known base class implies. */
const expectations: Array<[ErrorClass, number]> = [
  [kernel.InvalidInput, 400],
  [kernel.Unauthenticated, 401],
  [kernel.Forbidden, 403],
  [kernel.NotFound, 404],
  [kernel.Conflict, 409],
  [kernel.RateLimited, 429],
  [kernel.NotConfigured, 503],
];

const exportedErrors = Object.entries({ ...kernel, ...tenancy, ...billing, ...modules }).filter(
  ([, value]) => typeof value === 'function' && value.prototype instanceof DomainError,
) as Array<[string, ErrorClass]>;

describe('HTTP status of domain errors', () => {
  it('finds the domain libraries’ error classes', () => {
    expect(exportedErrors.map(([name]) => name)).toEqual(
      expect.arrayContaining(['InvoiceAlreadyPaid', 'EmailTaken', 'SessionInvalid', 'TooManyAttempts', 'ProjectNotFound']),
    );
  });

  it.each(exportedErrors)('%s answers the status of its kind', (_name, errorClass) => {
    // The class alone decides, so an instance without running its constructor is enough.
    const error = Object.create(errorClass.prototype) as kernel.DomainError;
    const expected = expectations.find(([kind]) => error instanceof kind)?.[1];
    expect(expected).toBeDefined();
    expect(httpStatusOf(error)).toBe(expected);
  });

  it('answers nothing for an error of no known kind, so the filter turns it into a logged 500', () => {
    class Odd extends DomainError {}
    expect(httpStatusOf(new Odd('odd.thing', 'odd'))).toBeUndefined();
  });
});
