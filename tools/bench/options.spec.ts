import { describe, expect, it } from '@jest/globals';
// @ts-expect-error: a plain-JavaScript tool, typed by what this spec uses of it.
import * as tool from './options.mjs';

type Parsed = { help?: true; error?: string; values?: Record<string, unknown> };
const parseOptions = tool.parseOptions as (argv: string[], spec: Record<string, object>) => Parsed;

const spec = {
  db: { type: 'string', choices: ['postgres', 'embedded'] },
  rows: { type: 'string', count: true },
  only: { type: 'string' },
  'no-build': { type: 'boolean' },
};

describe('tools/bench/options.mjs reads a bench command line', () => {
  it('answers only what was given, counts as numbers', () => {
    expect(parseOptions(['--rows', '1000', '--only', 'leads,intake', '--no-build'], spec)).toEqual({
      values: { rows: 1000, only: 'leads,intake', 'no-build': true },
    });
    expect(parseOptions([], spec)).toEqual({ values: {} });
  });

  it('asks for help with --help or -h, whatever else is there', () => {
    expect(parseOptions(['--help'], spec)).toEqual({ help: true });
    expect(parseOptions(['--rows', '5', '-h'], spec)).toEqual({ help: true });
  });

  it('refuses a mistyped option, a stray word, a bad count or choice, in one line', () => {
    expect(parseOptions(['--row', '1000'], spec).error).toMatch(/^Unknown option '--row'$/);
    expect(parseOptions(['1000'], spec).error).toMatch(/^Unexpected argument '1000'$/);
    for (const bad of ['0', '-5', '1e3', '10k', '2.5'])
      expect(parseOptions([`--rows=${bad}`], spec)).toEqual({ error: `--rows must be a whole number from 1 (got '${bad}')` });
    expect(parseOptions(['--rows', '-5'], spec).error).toBe("Option '--rows' argument is ambiguous");
    expect(parseOptions(['--db', 'mysql'], spec)).toEqual({ error: "--db must be one of postgres, embedded (got 'mysql')" });
    expect(parseOptions(['--rows'], spec).error).toMatch(/^Option '--rows <value>' argument missing$/);
  });

  it('keeps the scenarios --only names by a part of their name, all of them without it', () => {
    const list = [{ name: 'clients: page 1' }, { name: 'invoices: page 1' }, { name: 'health (liveness)' }];
    expect(tool.onlyNamed(list, undefined)).toEqual(list);
    expect(tool.onlyNamed(list, 'health,clients').map((s: { name: string }) => s.name)).toEqual(['clients: page 1', 'health (liveness)']);
    expect(tool.onlyNamed(list, 'page 1').map((s: { name: string }) => s.name)).toEqual(['clients: page 1', 'invoices: page 1']);
    expect(tool.onlyNamed(list, 'nothing')).toEqual([]);
  });
});
