import { describe, expect, it } from '@jest/globals';
import { CliContext, type CliDeps } from './context.js';
import { formatCell, formatFields, formatJson, formatTable } from './output.js';

interface Client {
  id: number;
  name: string;
  email: string | null;
  amount: number;
}
const rows: Client[] = [
  { id: 7, name: 'Acme', email: 'ops@acme.test', amount: 1250.5 },
  { id: 12, name: 'Zoë & Co', email: null, amount: 3 },
];

describe('formatTable', () => {
  it('aligns columns under upper-case headers, right-aligning numbers when asked', () => {
    const text = formatTable(rows, [
      'id',
      'name',
      { header: 'E-mail', value: 'email' },
      { header: 'Amount', value: (r) => r.amount.toFixed(2), align: 'right' },
    ]);
    expect(text.split('\n')).toEqual([
      'ID  NAME      E-MAIL          AMOUNT',
      '7   Acme      ops@acme.test  1250.50',
      '12  Zoë & Co                    3.00',
    ]);
  });

  it('says so for an empty list', () => {
    expect(formatTable([], ['id'])).toBe('No results');
  });

  it('keeps each row on one line and shows nothing for null', () => {
    const text = formatTable([{ note: 'two\nlines', none: null }], ['note', 'none']);
    expect(text.split('\n')).toEqual(['NOTE       NONE', 'two lines']);
  });
});

describe('formatCell, formatFields, formatJson', () => {
  it('formats values for people', () => {
    expect(formatCell(undefined)).toBe('');
    expect(formatCell(['cms', 'crm'])).toBe('cms, crm');
    expect(formatCell({ a: 1 })).toBe('{"a":1}');
    expect(formatCell(true)).toBe('true');
  });

  it('aligns labels', () => {
    expect(
      formatFields([
        ['Email', 'a@b.c'],
        ['First name', 'Ann'],
      ]),
    ).toBe('Email:       a@b.c\nFirst name:  Ann');
  });

  it('writes indented JSON', () => {
    expect(JSON.parse(formatJson(rows))).toEqual(rows);
    expect(formatJson(undefined)).toBe('null');
  });
});

describe('context output', () => {
  function context(json: boolean) {
    let stdout = '';
    let stderr = '';
    const deps: CliDeps = {
      stdout: { write: (t: string) => (stdout += t) },
      stderr: { write: (t: string) => (stderr += t) },
      env: { ATRIUM_CONFIG_DIR: '/nonexistent/atrium' },
      interactive: false,
      prompt: { input: async () => '', password: async () => '', confirm: async () => false },
    };
    const ctx = new CliContext(deps, () => ({ json }));
    return { ctx, out: () => stdout, err: () => stderr };
  }

  it('prints tables and JSON on stdout, notes on stderr', () => {
    const { ctx, out, err } = context(false);
    ctx.printTable(rows, ['id', 'name']);
    ctx.note('hint');
    expect(out()).toBe('ID  NAME\n7   Acme\n12  Zoë & Co\n');
    expect(err()).toBe('hint\n');
  });

  it('result() prints JSON with --json and the human form otherwise', () => {
    const human = context(false);
    human.ctx.result({ id: 7 }, () => human.ctx.print('Client 7'));
    expect(human.out()).toBe('Client 7\n');
    const machine = context(true);
    machine.ctx.result({ id: 7 }, () => machine.ctx.print('Client 7'));
    expect(JSON.parse(machine.out())).toEqual({ id: 7 });
  });
});
