import { describe, expect, it } from '@jest/globals';
import { csvTable } from './csv.js';
import { fieldErrors, fieldSpecs, listContractOf, type EntityOf, type InputOf } from './fields.js';

const PERSON = fieldSpecs({
  id: { kind: 'id', label: 'ID', sortable: true },
  name: { kind: 'text', label: 'Name', required: true, sortable: true, search: true },
  email: { kind: 'email', label: 'Email', required: true, search: true },
  notes: { kind: 'text', label: 'Notes', limit: 'long', csv: false },
  team: { kind: 'ref', of: 'a team', label: 'Team', required: true },
  manager: { kind: 'ref', of: 'a user', label: 'Manager', nullable: true },
  archived: { kind: 'flag', label: 'Archived', written: 'domain' },
  createdAt: { kind: 'instant', label: 'Added on', sortable: true, date: true },
});

// The types follow the descriptor: a required field is required, a nullable one takes null, the unwritten
// ones (the id, the creation time) are not input.
const input: InputOf<typeof PERSON> = { name: 'Ada', email: 'ada@example.com', team: 1, manager: null, archived: false };
// @ts-expect-error: the id is never written.
const withId: InputOf<typeof PERSON> = { ...input, id: 3 };
const person: EntityOf<typeof PERSON> = { ...input, id: 3, notes: '', createdAt: new Date(0), archived: false, manager: 4 };

const check = (value: object, requireAll = true) => fieldErrors(PERSON, value, { requireAll });

describe('field descriptors', () => {
  it('derive the list contract: sortable, searched and date fields in their order', () => {
    expect(listContractOf(PERSON, { defaultSort: 'id' })).toEqual({
      sortable: ['id', 'name', 'createdAt'],
      search: ['name', 'email'],
      date: 'createdAt',
      defaultSort: 'id',
    });
    expect(() =>
      listContractOf(
        fieldSpecs({ a: { kind: 'instant', label: 'A', date: true, sortable: true }, b: { kind: 'instant', label: 'B', date: true } }),
        { defaultSort: 'a' },
      ),
    ).toThrow(/one date field/);
    expect(withId).toBeDefined();
  });

  it('check the written fields: required ones on creation, trimmed text within its bound, references and flags', () => {
    expect(check(input)).toEqual({ value: input, errors: [] });
    expect(check({}).errors).toEqual([
      { field: 'name', message: 'is required' },
      { field: 'email', message: 'is required' },
      { field: 'team', message: 'is required' },
    ]);
    expect(check({}, false)).toEqual({ value: {}, errors: [] });
    expect(
      check({ name: '  ', email: 'nope', notes: 'x'.repeat(10_001), team: 0, manager: 'x', archived: 'yes', id: 'ignored' }).errors,
    ).toEqual([
      { field: 'name', message: 'is required' },
      { field: 'email', message: 'must be an e-mail address' },
      { field: 'notes', message: 'must be at most 10000 characters' },
      { field: 'team', message: 'must be a team id' },
      { field: 'manager', message: 'must be a user id' },
      { field: 'archived', message: 'must be true or false' },
    ]);
    expect(check({ name: 7, email: null }, false).errors).toEqual([
      { field: 'name', message: 'must be text' },
      { field: 'email', message: 'must be text' },
    ]);
    expect(check({ team: 2_147_483_648 }, false).errors).toEqual([{ field: 'team', message: 'must be a team id' }]);
  });

  it('answer the clean values: trimmed, an optional text emptied to blank, a null where null is a value', () => {
    expect(check({ name: ' Ada ', notes: '   ', manager: null }, false)).toEqual({
      value: { name: 'Ada', notes: '', manager: null },
      errors: [],
    });
    expect(check({ name: 'x'.repeat(200) }, false).errors).toEqual([]);
    expect(check({ name: 'x'.repeat(201) }, false).errors).toEqual([{ field: 'name', message: 'must be at most 200 characters' }]);
  });

  it('derive the CSV: labels as headers, Yes/No and ISO dates, a row’s own cell where it says so', () => {
    const csv = csvTable<typeof PERSON, EntityOf<typeof PERSON> & { managerName: string | null }>(PERSON, {
      manager: (p) => p.managerName,
    });
    expect(csv.header).toBe('ID,Name,Email,Team,Manager,Archived,Added on\r\n');
    expect(csv.line({ ...person, name: '=cmd', managerName: null })).toBe("3,'=cmd,ada@example.com,1,,No,1970-01-01T00:00:00Z\r\n");
  });
});
