import { describe, expect, it } from '@jest/globals';
import type { Validator } from 'react-admin';
import { bodyFieldsOf, rulesOf } from './body-rules';

// react-admin's validators answer undefined, or the message (and its arguments) to show.
const errorsOf = (validators: Validator[], value: unknown) =>
  validators.map((v) => v(value, {}, {})).filter((e) => e !== undefined && e !== null && e !== '');

describe('form rules from the API document', () => {
  it("derives a form's checks from the request body: required, at most so long, an e-mail address", () => {
    const rules = rulesOf('CreateCustomerDto');
    expect(errorsOf(rules.firstname, '')).toHaveLength(1);
    expect(errorsOf(rules.firstname, 'Ada')).toEqual([]);
    expect(errorsOf(rules.phone, '')).toEqual([]);
    expect(errorsOf(rules.phone, 'x'.repeat(201))).toHaveLength(1);
    expect(errorsOf(rules.email, 'nope')).toHaveLength(1);
    expect(errorsOf(rules.email, 'ada@example.com')).toEqual([]);
  });

  it('lists the fields an update takes', () => {
    expect(bodyFieldsOf('UpdateCustomerDto')).toEqual(expect.arrayContaining(['id', 'firstname', 'customerGroup', 'assignedTo']));
    expect(bodyFieldsOf('UpdateCustomerDto')).not.toContain('converted');
  });
});
