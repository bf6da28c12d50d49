import { describe, expect, it } from '@jest/globals';
import { InvalidInput } from './domain-error.js';
import { checkText } from './text-limits.js';
import { Money } from './money.js';
import { listContract } from './list-contract.js';
import { parseListQuery } from './pagination.js';

describe('Money', () => {
  it('keeps cents exact where floating point drifts', () => {
    const sum = [0.1, 0.2, 0.3].map((d) => Money.ofDollars(d)).reduce((a, b) => a.plus(b), Money.zero());
    expect(sum.cents).toBe(60);
    expect(sum.toDollars()).toBe(0.6);
    expect(Money.ofDollars(19.99).times(3).toDollars()).toBe(59.97);
  });

  it('refuses more than two decimals and non-numbers', () => {
    expect(() => Money.ofDollars(1.234)).toThrow(InvalidInput);
    expect(() => Money.ofDollars(Number.NaN)).toThrow(InvalidInput);
    expect(() => Money.ofDollars('5' as unknown as number)).toThrow(InvalidInput);
    expect(() => Money.ofCents(1.5)).toThrow(InvalidInput);
  });
});

describe('parseListQuery', () => {
  const byId = listContract({ sortable: ['id'], defaultSort: 'id' });
  const people = listContract({ sortable: ['id', 'email'], search: ['email'], date: 'createdAt', defaultSort: 'id' });

  it("applies the defaults of CONTRACT §4 and the contract's default sort", () => {
    expect(parseListQuery({}, byId)).toEqual({
      page: 1,
      perPage: 15,
      q: undefined,
      from: undefined,
      to: undefined,
      sort: 'id',
      order: 'desc',
    });
  });

  it('parses strings from a query string', () => {
    const q = parseListQuery({ page: '2', perPage: '100', q: ' acme ', from: '60', to: '120', sort: 'email', order: 'ASC' }, people);
    expect(q).toMatchObject({ page: 2, perPage: 100, q: 'acme', sort: 'email', order: 'asc' });
    expect(q.from!.getTime()).toBe(60_000);
  });

  it('refuses pages below 1, more than 100 rows, unknown sort fields and bad orders with the field named', () => {
    for (const [raw, field] of [
      [{ page: '0' }, 'page'],
      [{ perPage: '101' }, 'perPage'],
      [{ sort: 'password_hash' }, 'sort'],
      [{ order: 'sideways' }, 'order'],
      [{ from: 'yesterday' }, 'from'],
    ] as const) {
      expect(() => parseListQuery(raw, byId)).toThrow(
        expect.objectContaining({ errors: [expect.objectContaining({ field })] }) as unknown as Error,
      );
    }
  });
});

describe('listContract', () => {
  it("names the contract's sortable fields in the error for any other", () => {
    const contract = listContract({ sortable: ['id', 'createdAt'], defaultSort: 'id' });
    expect(() => parseListQuery({ sort: 'email' }, contract)).toThrow(
      expect.objectContaining({ errors: [{ field: 'sort', message: 'must be one of id, createdAt' }] }) as unknown as Error,
    );
  });

  it('refuses a fifth text-filter field and a default sort that is not sortable, when declared', () => {
    expect(() => listContract({ sortable: ['id'], search: ['a', 'b', 'c', 'd', 'e'], defaultSort: 'id' })).toThrow(/at most 4/);
    expect(() => listContract({ sortable: ['id'], defaultSort: 'name' as 'id' })).toThrow(/not sortable/);
  });

  it('keeps the declared fields, with no text filter when none is declared', () => {
    expect(listContract({ sortable: ['id'], date: 'dueDate', defaultSort: 'id' })).toEqual({
      sortable: ['id'],
      search: [],
      date: 'dueDate',
      defaultSort: 'id',
    });
  });
});

describe('checkText', () => {
  it('trims, requires and bounds by kind, naming every bad field', () => {
    expect(checkText({ name: '  Ann ' }, { name: 'short' }, { requireAll: true })).toEqual({ name: 'Ann' });
    expect(() => checkText({ name: 'x'.repeat(201), notes: ' ' }, { name: 'short', notes: 'long' }, { requireAll: true })).toThrow(
      expect.objectContaining({
        errors: [
          { field: 'name', message: 'must be at most 200 characters' },
          { field: 'notes', message: 'is required' },
        ],
      }) as unknown as Error,
    );
    expect(checkText({}, { name: 'short' }, { requireAll: false })).toEqual({});
  });

  it('refuses null and numbers as text instead of failing on them', () => {
    const input = { name: null, code: 5 } as unknown as Record<'name' | 'code', string>;
    expect(() => checkText(input, { name: 'short', code: 'code' }, { requireAll: false })).toThrow(
      expect.objectContaining({
        errors: [
          { field: 'name', message: 'must be text' },
          { field: 'code', message: 'must be text' },
        ],
      }) as unknown as Error,
    );
  });
});
