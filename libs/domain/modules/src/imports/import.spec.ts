import { describe, expect, it } from '@jest/globals';
import { IMPORT_TARGETS } from './import-targets.js';
import { importRows, mappingErrors, RowChecker, type ImportCounts } from './import.js';

const LEAD_COLUMNS = ['First name', 'Last name', 'E-mail', 'Phone'];
const LEAD_MAPPING = ['firstname', 'lastname', 'email', 'phone'];
const leads = () => new RowChecker(IMPORT_TARGETS.leads, {}, LEAD_COLUMNS, LEAD_MAPPING);

async function* rowsOf(...rows: string[][]) {
  let row = 1;
  for (const cells of rows) yield { row: ++row, cells };
}

describe('row checks', () => {
  it('checks a lead as a create does, naming each error under its column', () => {
    const checker = leads();
    expect(checker.check(2, [' Ada ', 'Lovelace', 'ada@example.com', '555']).value).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      phone: '555',
    });
    expect(checker.check(3, ['', 'Lovelace', 'nope', '555']).errors).toEqual([
      { row: 3, column: 'First name', message: 'is required' },
      { row: 3, column: 'E-mail', message: 'must be an e-mail address' },
    ]);
    expect(checker.check(4, ['A', 'B', 'ADA@example.com', '1']).errors).toEqual([
      { row: 4, column: 'E-mail', message: 'repeats the e-mail of row 2' },
    ]);
    expect(checker.check(5, ['A', 'B', 'c@example.com', '1', 'extra']).errors).toEqual([
      { row: 5, column: 'column 5', message: "has more cells than the header's 4" },
    ]);
  });

  it('checks customers by the descriptor; a group by name (known, or one to add), an assignee by e-mail or name', () => {
    const context = {
      groups: new Map([['retail', 7]]),
      groupIds: new Set([7]),
      users: new Map([
        ['uma@example.com', 3],
        ['uma user', 3],
      ]),
    };
    const checker = new RowChecker(
      IMPORT_TARGETS.customers,
      context,
      ['Email', 'First', 'Last', 'Group', 'Owner'],
      ['email', 'firstname', 'lastname', 'customerGroup', 'assignedTo'],
    );
    expect(checker.check(2, ['a@x.com', 'A', 'B', 'RETAIL', 'Uma  User']).value).toMatchObject({ customerGroup: 7, assignedTo: 3 });
    expect(checker.check(3, ['b@x.com', 'A', 'B', 'Wholesale', '']).value).toMatchObject({ newGroup: 'Wholesale', assignedTo: null });
    expect(checker.check(4, ['c@x.com', 'A', 'B', '', 'someone']).errors).toEqual([
      { row: 4, column: 'Group', message: 'is required' },
      { row: 4, column: 'Owner', message: "is not a user of the project's subscription (give their e-mail or full name)" },
    ]);
  });

  it("checks items against their group's template: every field, costs as numbers of at most two decimals", () => {
    const checker = new RowChecker(
      IMPORT_TARGETS.items,
      { templateFields: ['item', 'cost', 'colour'] },
      ['Item', 'Cost', 'Colour'],
      ['item', 'cost', 'colour'],
    );
    expect(checker.check(2, ['Mini', '12.5', 'red']).value).toEqual({
      item: 'Mini',
      cost: 12.5,
      data: { item: 'Mini', cost: 12.5, colour: 'red' },
    });
    expect(checker.check(3, ['Bus', '1.234', '']).errors).toEqual([
      { row: 3, column: 'Cost', message: 'must have at most two decimals' },
      { row: 3, column: 'Colour', message: 'is required' },
    ]);
  });
});

describe('mappings', () => {
  const fields = IMPORT_TARGETS.leads.fields({});
  it('need one entry per column, known fields once each, and every required field', () => {
    expect(mappingErrors(LEAD_MAPPING, LEAD_COLUMNS, fields)).toEqual([]);
    expect(mappingErrors(['firstname'], LEAD_COLUMNS, fields)).toEqual([
      { field: 'mapping', message: "must give one field (or null) for each of the file's 4 columns" },
    ]);
    expect(mappingErrors(['firstname', 'firstname', 'email', 'nope'], LEAD_COLUMNS, fields)).toEqual([
      { field: 'mapping[1]', message: 'maps firstname a second time' },
      { field: 'mapping[3]', message: 'is not a field of this import' },
      { field: 'mapping', message: 'must map a column to Last name' },
      { field: 'mapping', message: 'must map a column to Phone' },
    ]);
  });
});

describe('one pass over the rows', () => {
  const rows = () => rowsOf(['A', 'B', 'a@x.com', '1'], ['', 'B', 'b@x.com', '2'], ['C', 'D', 'c@x.com', '3']);
  const run = async (mode: 'all' | 'skip', dryRun = false) => {
    const written: string[][] = [];
    const errors: number[] = [];
    const counts: ImportCounts = await importRows(
      rows(),
      leads(),
      { mode, dryRun },
      async (batch) => {
        written.push(batch.map((r) => String(r.email)));
        return { created: batch.length, updated: 0, skipped: 0 };
      },
      { error: (e) => void errors.push(e.row), progress: () => undefined },
      2,
    );
    return { written, errors, counts };
  };

  it('skip: writes the good rows in batches and reports the bad ones', async () => {
    expect(await run('skip')).toEqual({
      written: [['a@x.com', 'c@x.com']],
      errors: [3],
      counts: { processed: 3, created: 2, updated: 0, skipped: 0, failed: 1 },
    });
  });

  it('all or nothing: stops writing at the first bad row, still checks every row', async () => {
    const { counts, errors, written } = await run('all');
    expect([counts.processed, counts.failed, errors]).toEqual([3, 1, [3]]);
    expect(written.flat()).not.toContain('c@x.com');
  });

  it('a dry run writes nothing', async () => {
    expect((await run('skip', true)).written).toEqual([]);
  });
});
