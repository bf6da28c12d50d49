import { describe, expect, it } from '@jest/globals';
import { Command, CommanderError } from 'commander';
import { CliContext, type CliDeps } from './context.js';
import { listQuery, showPage, withListOptions, type ListOptions } from './listing.js';

function context(json: boolean) {
  let stdout = '';
  const deps: CliDeps = {
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: () => true },
    env: { ATRIUM_CONFIG_DIR: '/nonexistent/atrium' },
    interactive: false,
    prompt: { input: async () => '', password: async () => '', confirm: async () => false },
  };
  return { ctx: new CliContext(deps, () => ({ json })), out: () => stdout };
}

/** Parses `args` with a list command and answers the options it received. */
function parseListArgs(args: string[]): ListOptions {
  let received: ListOptions | undefined;
  const program = new Command().exitOverride().configureOutput({ writeErr: () => undefined });
  withListOptions(program.command('list')).action((options: ListOptions) => {
    received = options;
  });
  program.parse(['list', ...args], { from: 'user' });
  return received!;
}

describe('list options', () => {
  it('default to the first page of 15', () => {
    expect(parseListArgs([])).toEqual({ page: 1, perPage: 15 });
    expect(listQuery({ page: 1, perPage: 15 })).toEqual({ page: '1', perPage: '15' });
  });

  it('take --q, --page and --per-page, strictly', () => {
    const options = parseListArgs(['--q', ' acme ', '--page', '3', '--per-page', '50']);
    expect(options).toEqual({ q: ' acme ', page: 3, perPage: 50 });
    expect(listQuery(options)).toEqual({ q: 'acme', page: '3', perPage: '50' });
    expect(listQuery({ q: '  ', page: 1, perPage: 15 })).toEqual({ page: '1', perPage: '15' });
    for (const bad of [
      ['--page', 'abc'],
      ['--page', '0'],
      ['--per-page', '101'],
      ['--per-page', '2.5'],
    ]) {
      expect(() => parseListArgs(bad)).toThrow(CommanderError);
      expect(() => parseListArgs(bad)).toThrow(/is invalid\. Expected/);
    }
  });
});

describe('showPage', () => {
  const rows = [
    { id: 1, name: 'Acme' },
    { id: 2, name: 'Bolt' },
  ];

  it('prints the table and the footer for people', () => {
    const { ctx, out } = context(false);
    showPage(ctx, { data: rows, total: 32 }, { page: 2, perPage: 2 }, ['id', 'name']);
    expect(out()).toBe('ID  NAME\n1   Acme\n2   Bolt\nPage 2 of 16 (32 total)\n');
  });

  it('answers the rows and the paging with --json', () => {
    const { ctx, out } = context(true);
    showPage(ctx, { data: rows, total: 32 }, { page: 2, perPage: 2 }, ['id', 'name']);
    expect(JSON.parse(out())).toEqual({ data: rows, page: 2, perPage: 2, total: 32, pages: 16 });
  });
});
